import { Form } from 'antd';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  getGetAllAreasTreeViewMockHandler,
  getGetCommonProjectTreeMockHandler,
  getGetCommonSkuProjectMockHandler,
  getGetProjectByParentIdMockHandler,
} from '@generated/main/common/common.msw';
import { answer, ok } from '@/testing/gateway-handlers.ts';
import preview from '../../../../.storybook/preview.tsx';
import { ProjectCascader, ProjectPicker } from './project-picker.tsx';
import { RegionPicker } from './region-picker.tsx';
import { SkuPicker } from './sku-picker.tsx';

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
      answer(getGetAllAreasTreeViewMockHandler, () =>
        ok([{ id: 330000, name: '浙江省', level: 1, children: [{ id: 330100, name: '杭州市', level: 2, children: [] }] }]),
      ),
      answer(getGetCommonProjectTreeMockHandler, () => ok(TREE)),
      answer(getGetProjectByParentIdMockHandler, () => ok([node(1, 0, '面部', 1, true)])),
      answer(getGetCommonSkuProjectMockHandler, () =>
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
