import { parseAsString } from 'nuqs';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useGetCustomerList } from '@generated/main/customer/customer';
import { getGetCustomerListMockHandler } from '@generated/main/customer/customer.msw';
import type { Customer } from '@generated/main/model';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { answer, failure } from '@/testing/gateway-handlers.ts';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../../.storybook/preview.tsx';
import { EnumTag } from '../enum-tag/enum-tag.tsx';
import { FilterBar } from '../filter-bar/filter-bar.tsx';
import { PagedTable, type PagedTableColumn } from './paged-table.tsx';

const COLUMNS: PagedTableColumn<Customer>[] = [
  { key: 'customerNo', title: 'Number', fixedVisible: true },
  { key: 'name', title: 'Name' },
  { key: 'followStatus', title: 'Follow status', render: (value: number) => <EnumTag kind="followStatus" value={value} /> },
  { key: 'counselorName', title: 'Counselor' },
];

/** The sandbox's customers through the generated hook, the state in the address. */
function CustomerList({ bulk = false }: { bulk?: boolean }) {
  const list = useListState({ keyword: parseAsString });
  const query = useGetCustomerList({ ...list.paging, ...(list.filters.keyword ? { keyword: list.filters.keyword } : {}) });
  return (
    <>
      <FilterBar list={list} fields={[{ kind: 'keyword', name: 'keyword', label: 'Name or phone' }]} />
      <PagedTable<Customer>
        id="story-customers"
        label="Customers"
        list={list}
        query={query}
        rowKey="id"
        columns={COLUMNS}
        onRowClick={() => {}}
        bulkActions={bulk ? ({ rows }) => <button type="button">Mark {rows.length}</button> : undefined}
      />
    </>
  );
}

const meta = preview.meta({ title: 'Kit/PagedTable with FilterBar', component: CustomerList, decorators: [withRouter('/customer')] });

export const ServerPaged = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect((await within(table).findAllByRole('row')).length).toBeGreaterThan(1);
    await expect(canvas.getByRole('search')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Columns|列设置/ })).toBeVisible();
  },
});

export const WithBulkActions = meta.story({
  args: { bulk: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    // Wait for the rows' own checkboxes (the header's is there from the start).
    await waitFor(() => expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(1), { timeout: 10_000 });
    await userEvent.click(within(table).getAllByRole('checkbox')[1] as HTMLElement);
    await expect(await canvas.findByRole('button', { name: 'Mark 1' })).toBeInTheDocument();
  },
});

export const LoadFailed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(answer(getGetCustomerListMockHandler, () => failure('boom')));
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    await expect(await within(table).findByRole('button', { name: /Retry|重试/ })).toBeVisible();
  },
});
