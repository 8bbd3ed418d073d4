import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  getGetAllAreasTreeViewMockHandler,
  getGetCommonProjectTreeMockHandler,
  getGetCommonSkuProjectMockHandler,
  getGetProjectByParentIdMockHandler,
} from '@generated/main/common/common.msw';
import { installGatewayServer, ok, server } from '@/testing/test-gateway.ts';
import { answer } from '@/testing/gateway-handlers.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ProjectCascader, ProjectPicker } from './project-picker.tsx';
import { RegionPicker } from './region-picker.tsx';
import { SkuPicker } from './sku-picker.tsx';

installGatewayServer();

const AREAS = [
  {
    id: 330000,
    name: '浙江省',
    level: 1,
    children: [{ id: 330100, name: '杭州市', level: 2, children: [{ id: 330106, name: '西湖区', level: 3, children: [] }] }],
  },
];
const node = (id: number, parentId: number, name: string, level: number, hasChildren: boolean) => ({
  id,
  parentId,
  name,
  level,
  hasChildren,
});

let chosen: unknown;
const remember = (value: unknown) => {
  chosen = value;
};
/** Keeps the chosen value as a form would, and tells the test. */
function Holder({ children }: { children: (onChange: (value: unknown) => void) => ReactNode }) {
  const [, setValue] = useState<unknown>();
  return (
    <>
      {children((value) => {
        remember(value);
        setValue(value);
      })}
    </>
  );
}

describe('RegionPicker', () => {
  it('offers province, city and district from the area tree and gives their ids', async () => {
    server.use(answer(getGetAllAreasTreeViewMockHandler, () => ok(AREAS)));
    renderWithProviders(<Holder>{(onChange) => <RegionPicker aria-label="Region" onChange={onChange} />}</Holder>);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByText('浙江省'));
    await user.click(await screen.findByText('杭州市'));
    await user.click(await screen.findByText('西湖区'));
    expect(chosen).toEqual([330000, 330100, 330106]);
  });
});

describe('ProjectPicker and ProjectCascader', () => {
  it('choose from the whole project tree', async () => {
    server.use(
      answer(getGetCommonProjectTreeMockHandler, () =>
        ok([
          {
            ...node(1, 0, '面部', 1, true),
            children: [{ ...node(11, 1, '眼部', 2, true), children: [node(111, 11, '双眼皮', 3, false)] }],
          },
        ]),
      ),
    );
    renderWithProviders(<Holder>{(onChange) => <ProjectPicker aria-label="Project" onChange={onChange} />}</Holder>);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Project' }), '双眼');
    await user.click(await screen.findByTitle('双眼皮'));
    expect(chosen).toBe(111);
  });

  it('load each level when it is opened', async () => {
    const asked: string[] = [];
    server.use(
      answer(getGetProjectByParentIdMockHandler, ({ request }) => {
        const parentId = new URL(request.url).searchParams.get('parentId') ?? '';
        asked.push(parentId);
        return ok(parentId === '0' ? [node(1, 0, '面部', 1, true)] : [node(11, 1, '眼部', 2, false)]);
      }),
    );
    renderWithProviders(<Holder>{(onChange) => <ProjectCascader aria-label="Project" onChange={onChange} />}</Holder>);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Project' }));
    await user.click(await screen.findByText('面部'));
    await user.click(await screen.findByText('眼部'));
    expect(asked).toEqual(['0', '1']);
    await waitFor(() => expect(chosen).toEqual([1, 11]));
  });
});

describe('SkuPicker', () => {
  it('searches products by name on the server', async () => {
    const keywords: (string | null)[] = [];
    server.use(
      answer(getGetCommonSkuProjectMockHandler, ({ request }) => {
        const keyword = new URL(request.url).searchParams.get('keyword');
        keywords.push(keyword);
        return ok(keyword ? [{ skuId: 7, skuName: '玻尿酸 1ml', projectId: 3, projectName: '玻尿酸', price: '2999.00' }] : []);
      }),
    );
    renderWithProviders(<Holder>{(onChange) => <SkuPicker aria-label="Product" onChange={onChange} />}</Holder>);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Product' }), '玻尿酸');
    await user.click(await screen.findByText('玻尿酸 1ml · 玻尿酸'));
    expect(chosen).toBe(7);
    expect(keywords).toContain('玻尿酸');
  });
});
