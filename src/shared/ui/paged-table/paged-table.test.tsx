/**
 * PagedTable and FilterBar over a real generated list hook (the customer list) answered by a
 * test server that filters and pages 23 rows, with the state in the router's address.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseAsInteger, parseAsString } from 'nuqs';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useGetCustomerList } from '@generated/main/customer/customer';
import { getGetCustomerListMockHandler } from '@generated/main/customer/customer.msw';
import type { Customer } from '@generated/main/model';
import { failure, installGatewayServer, ok, server } from '@/testing/test-gateway.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { paginate } from '@/lib/paging/paging.ts';
import { startSession } from '@/lib/session/session-store.ts';
import { answer as answerWith } from '@/testing/gateway-handlers.ts';
import { loginResult } from '@/testing/login-result.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { FilterBar, KEYWORD_DELAY_MS } from '../filter-bar/filter-bar.tsx';
import { EnumTag } from '../enum-tag/enum-tag.tsx';
import { PagedTable, type PagedTableColumn } from './paged-table.tsx';
import { columnSettingsKey } from './use-column-settings.ts';

installGatewayServer();

const ROWS = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  customerNo: `C${String(index + 1).padStart(4, '0')}`,
  name: index % 2 === 0 ? `Li ${index + 1}` : `Wang ${index + 1}`,
  followStatus: index % 3 === 0 ? 4 : 1,
}));
let asked: URLSearchParams[] = [];

function answer() {
  server.use(
    answerWith(getGetCustomerListMockHandler, ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const keyword = params.get('keyword') ?? '';
      const rows = ROWS.filter((row) => row.name.includes(keyword));
      const page = paginate(rows, Number(params.get('page')), Number(params.get('limit')));
      return ok({ total: page.total, page: page.page, limit: page.limit, list: page.rows });
    }),
  );
}

const COLUMNS: PagedTableColumn<Customer>[] = [
  { key: 'customerNo', title: 'Number', fixedVisible: true },
  { key: 'name', title: 'Name', sortable: true },
  { key: 'followStatus', title: 'Status', render: (value: number) => <EnumTag kind="followStatus" value={value} /> },
];

let opened: Customer[] = [];

function CustomerList({ bulk = false }: { bulk?: boolean }) {
  const list = useListState({ keyword: parseAsString, followStatus: parseAsInteger });
  const query = useGetCustomerList({ ...list.paging, ...(list.filters.keyword ? { keyword: list.filters.keyword } : {}) });
  const location = useLocation();
  return (
    <>
      <output aria-label="address">{`${location.pathname}${location.search}`}</output>
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'keyword', label: 'Search by name' },
          { kind: 'select', name: 'followStatus', label: 'Follow status', options: [{ value: 4, label: 'deal' }] },
        ]}
      />
      <PagedTable<Customer>
        id="customers"
        label="Customers"
        list={list}
        query={query}
        rowKey="id"
        columns={COLUMNS}
        onRowClick={(row) => opened.push(row)}
        bulkActions={bulk ? ({ rows }) => <button type="button">Export {rows.length}</button> : undefined}
      />
    </>
  );
}

const address = () => screen.getByLabelText('address').textContent;
const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

beforeEach(() => {
  asked = [];
  opened = [];
  answer();
  startSession(loginResult());
});

describe('PagedTable with FilterBar', () => {
  it('shows the page the address names and pages on the server', async () => {
    renderAtRoute(<CustomerList />, '/customer?page=3');
    expect(await screen.findByText('C0021')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('23 items in total')).toBeInTheDocument();
    expect(asked.at(-1)?.get('page')).toBe('3');

    const user = userEvent.setup();
    await user.click(screen.getByRole('listitem', { name: '1' }));
    expect(await screen.findByText('C0001')).toBeInTheDocument();
    // The router renders the new address in a transition, after the list already follows it.
    await waitFor(() => expect(address()).toBe('/customer'));
    expect(bodyRows()).toHaveLength(10);
    // Status labels come from the enum table.
    expect(within(bodyRows()[0] as HTMLElement).getByText('deal')).toBeInTheDocument();
  });

  it('sorts by a sortable column into the address', async () => {
    renderAtRoute(<CustomerList />, '/customer?page=2');
    await screen.findByText('C0011');
    const user = userEvent.setup();
    await user.click(within(table()).getByRole('columnheader', { name: 'Name' }));
    await waitFor(() => expect(address()).toBe('/customer?sort=name.asc'));
    await user.click(within(table()).getByRole('columnheader', { name: 'Name' }));
    await waitFor(() => expect(address()).toBe('/customer?sort=name.desc'));
  });

  it('filters by keyword after typing stops, back to page 1, and resets', async () => {
    renderAtRoute(<CustomerList />, '/customer?page=2');
    await screen.findByText('C0011');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search by name'), 'Wang');
    // Nothing is asked while typing.
    expect(address()).toBe('/customer?page=2');
    await act(() => new Promise((resolve) => setTimeout(resolve, KEYWORD_DELAY_MS + 150)));
    await waitFor(() => expect(address()).toBe('/customer?keyword=Wang'));
    await screen.findByText('11 items in total');
    expect(asked.at(-1)?.get('keyword')).toBe('Wang');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(address()).toBe('/customer'));
    expect(screen.getByLabelText('Search by name')).toHaveValue('');
  });

  it('opens a row by click or by Enter on the focused row', async () => {
    renderAtRoute(<CustomerList />, '/customer');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Li 1'));
    expect(opened.map((row) => row.id)).toEqual([1]);
    const second = screen.getByText('Wang 2').closest('tr') as HTMLElement;
    second.focus();
    await user.keyboard('{Enter}');
    expect(opened.map((row) => row.id)).toEqual([1, 2]);
  });

  it('remembers hidden columns per user and table', async () => {
    renderAtRoute(<CustomerList />, '/customer');
    await screen.findByText('C0001');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Status' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Status' })).not.toBeInTheDocument());
    const userId = loginResult().userInfo.id;
    expect(JSON.parse(localStorage.getItem(`hospital-client:${columnSettingsKey(userId, 'customers')}`) ?? '[]')).toEqual(['followStatus']);
    // The number column is always shown, so it is not offered.
    expect(screen.queryByRole('checkbox', { name: 'Number' })).not.toBeInTheDocument();
  });

  it('shows the hidden columns another user chose only to that user', async () => {
    localStorage.setItem(`hospital-client:${columnSettingsKey(999, 'customers')}`, JSON.stringify(['name']));
    renderAtRoute(<CustomerList />, '/customer');
    await screen.findByText('C0001');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
  });

  it('selects rows for a bulk action', async () => {
    renderAtRoute(<CustomerList bulk />, '/customer');
    await screen.findByText('C0001');
    const user = userEvent.setup();
    const checkboxes = within(table()).getAllByRole('checkbox');
    await user.click(checkboxes[1] as HTMLElement);
    await user.click(checkboxes[2] as HTMLElement);
    expect(screen.getByText('2 rows selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export 2' })).toBeInTheDocument();
    // Choosing a row does not open it.
    expect(opened).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText('2 rows selected')).not.toBeInTheDocument();
  });

  it('shows a failed page with a retry in the table', async () => {
    let fail = true;
    server.use(answerWith(getGetCustomerListMockHandler, () => (fail ? failure('boom') : ok({ total: 0, page: 1, limit: 10, list: [] }))));
    renderAtRoute(<CustomerList />, '/customer');
    const alert = await within(table()).findByRole('alert');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(table()).findByText('No data', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });
});
