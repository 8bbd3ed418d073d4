import { Form } from 'antd';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import preview from '../../../../.storybook/preview.tsx';
import { ProjectCascader, ProjectPicker } from './project-picker.tsx';
import { RegionPicker } from './region-picker.tsx';
import { SkuPicker } from './sku-picker.tsx';

const ok = (data: unknown) => HttpResponse.json({ success: true, code: '0', msg: 'ok', data });
const node = (id: number, parentId: number, name: string, level: number, hasChildren: boolean) => ({
  id,
  parentId,
  name,
  level,
  hasChildren,
});
const TREE = [
  { ...node(1, 0, '面部', 1, true), children: [{ ...node(11, 1, '眼部', 2, true), children: [node(111, 11, '双眼皮', 3, false)] }] },
];

function Pickers() {
  return (
    <Form layout="vertical" style={{ padding: 24, maxWidth: 420 }}>
      <Form.Item name="region" label="Region">
        <RegionPicker />
      </Form.Item>
      <Form.Item name="project" label="Project">
        <ProjectPicker />
      </Form.Item>
      <Form.Item name="projectPath" label="Project path">
        <ProjectCascader />
      </Form.Item>
      <Form.Item name="sku" label="Product">
        <SkuPicker />
      </Form.Item>
    </Form>
  );
}

const meta = preview.meta({ title: 'Kit/Pickers', component: Pickers });

export const RegionAndProject = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/api/pc/1.0/common/GetAllAreasTreeView', () =>
        ok([{ id: 330000, name: '浙江省', level: 1, children: [{ id: 330100, name: '杭州市', level: 2, children: [] }] }]),
      ),
      http.get('*/api/pc/1.0/common/getProjectTree', () => ok(TREE)),
      http.get('*/api/pc/1.0/common/GetProjectByParentId', () => ok([node(1, 0, '面部', 1, true)])),
      http.get('*/api/pc/1.0/common/getSkuProject', () =>
        ok([{ skuId: 7, skuName: '玻尿酸 1ml', projectId: 3, projectName: '玻尿酸', price: '2999.00' }]),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Region' }));
    await expect(await screen.findByText('浙江省')).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Project' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Product' })).toBeVisible();
  },
});
