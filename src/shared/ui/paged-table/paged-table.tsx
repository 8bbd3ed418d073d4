/**
 * A server-paged table over any generated list hook whose answer is the contract's page
 * (`{ total, page, limit, list }`): paging, page size and sorting are done by the server and kept
 * in the address with the filters (the shared `useListState`), so the list is deep-linkable and
 * the back button restores it.
 *
 *   const list = useListState({ keyword: parseAsString });
 *   const query = useGetCustomerList({ ...list.paging, keyword: list.filters.keyword ?? undefined });
 *   <PagedTable id="customers" list={list} query={query} rowKey="id" columns={columns}
 *     onRowClick={(row) => navigate(linkTo('customer', { id: String(row.id) }))} />
 *
 * - `columns` are antd columns with a required `key` and a text `title`; `sortable` ones sort on
 *   the server by that key (`sort=key.asc|desc`).
 * - The column button lets a person hide columns, remembered per user and table id.
 * - `bulkActions` turns on row selection (kept across pages) and shows the actions for the
 *   selected rows in a bar above the table.
 * - `onRowClick` opens a row: by click, or Enter on a focused row (rows are in the tab order).
 * - While a new page loads the last one stays on screen; a failed call shows the retry in the
 *   table's body, an empty answer the common empty state.
 */
import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover, Table, type TableColumnType, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { type Key, type KeyboardEvent, type MouseEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import type { ListSort } from '@/lib/list-state/list-parsers.ts';
import { type ListState, PAGE_SIZES } from '@/lib/list-state/use-list-state.ts';
import { EmptyState, LoadFailed, type BoundaryQuery } from '../query-boundary/query-boundary.tsx';
import { pagedTableTexts } from './paged-table-texts.ts';
import { useColumnSettings } from './use-column-settings.ts';

/** The contract's page of rows (PageMeta and `list`). */
export interface Page<T> {
  total: number;
  page: number;
  limit: number;
  list: T[];
}

export interface PagedTableColumn<T> extends Omit<TableColumnType<T>, 'key' | 'title' | 'sorter' | 'sortOrder'> {
  key: string;
  /** Text: the header and the column settings show it. */
  title: string;
  /** Sorted by the server under this column's key. */
  sortable?: boolean;
  /** Always shown (not offered in the column settings). */
  fixedVisible?: boolean;
}

export interface BulkSelection<T> {
  keys: Key[];
  rows: T[];
  clear: () => void;
}

export interface PagedTableProps<T> {
  /** Names the table for the remembered column settings (unique per page: `customers`). */
  id: string;
  list: Pick<ListState<never>, 'page' | 'size' | 'sort' | 'setPage' | 'setSort'>;
  /** The generated hook's result as it is (the envelope with `data` = the page). */
  query: BoundaryQuery<{ data: Page<T> }>;
  columns: PagedTableColumn<T>[];
  rowKey: (keyof T & string) | ((row: T) => Key);
  onRowClick?: (row: T) => void;
  bulkActions?: (selection: BulkSelection<T>) => ReactNode;
  /** Left of the column button above the table (a create button, an export). */
  toolbar?: ReactNode;
  /** The table's accessible name (the page's title by default is not known here). */
  label: string;
}

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], .ant-checkbox-wrapper';

function keyOf<T>(rowKey: PagedTableProps<T>['rowKey'], row: T): Key {
  return typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as Key);
}

function ColumnSettings<T>({
  columns,
  hidden,
  onChange,
}: {
  columns: PagedTableColumn<T>[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
}) {
  const t = useT(pagedTableTexts);
  const hintId = useId();
  const choosable = columns.filter((column) => !column.fixedVisible);
  const content = (
    <Flex vertical gap={8}>
      <Typography.Text id={hintId} type="secondary">
        {t('pagedTable.columnsHint')}
      </Typography.Text>
      <Checkbox.Group
        aria-labelledby={hintId}
        value={choosable.map((column) => column.key).filter((key) => !hidden.includes(key))}
        onChange={(shown) => onChange(choosable.map((column) => column.key).filter((key) => !shown.includes(key)))}
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
        options={choosable.map((column) => ({ value: column.key, label: column.title }))}
      />
      <Button size="small" onClick={() => onChange([])} disabled={hidden.length === 0}>
        {t('pagedTable.columnsReset')}
      </Button>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content}>
      <Button icon={<SettingOutlined />} aria-label={t('pagedTable.columns')} />
    </Popover>
  );
}

const toAntdOrder = (column: string, sort: ListSort | null) =>
  sort?.field === column ? (sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

/**
 * The select-all checkbox as the selection column's title. antd also renders every column title
 * into the table's hidden measure row (`aria-hidden`), where a focusable checkbox is an axe
 * violation (aria-hidden-focus); that copy is made inert, the header's stays usable.
 */
function SelectAllTitle({ checkbox }: { checkbox: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (ref.current?.closest('[aria-hidden="true"]')) ref.current.inert = true;
  }, []);
  return <span ref={ref}>{checkbox}</span>;
}

export function PagedTable<T extends object>({
  id,
  list,
  query,
  columns,
  rowKey,
  onRowClick,
  bulkActions,
  toolbar,
  label,
}: PagedTableProps<T>) {
  const t = useT(pagedTableTexts);
  const { hidden, setHidden } = useColumnSettings(id);
  const [selected, setSelected] = useState<{ keys: Key[]; rows: T[] }>({ keys: [], rows: [] });
  // The last page answered stays on screen while the next one loads (state derived during render).
  const [lastPage, setLastPage] = useState<Page<T> | undefined>(undefined);
  if (query.data && query.data.data !== lastPage) setLastPage(query.data.data);
  const page = query.data?.data ?? (query.isError ? undefined : lastPage);

  const shown = columns
    .filter((column) => column.fixedVisible || !hidden.includes(column.key))
    .map(({ sortable, fixedVisible: _fixed, ...column }) => ({
      ...column,
      dataIndex: column.dataIndex ?? column.key,
      ...(sortable ? { sorter: true, sortOrder: toAntdOrder(column.key, list.sort), showSorterTooltip: false } : {}),
    }));

  const open = onRowClick;
  const onRow = open
    ? (row: T) => ({
        tabIndex: 0,
        style: { cursor: 'pointer' },
        onClick: (event: MouseEvent<HTMLElement>) => {
          if ((event.target as HTMLElement).closest(INTERACTIVE)) return;
          open(row);
        },
        onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) open(row);
        },
      })
    : undefined;

  const selection: BulkSelection<T> = { ...selected, clear: () => setSelected({ keys: [], rows: [] }) };

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex gap={8} wrap align="center">
          {bulkActions && selected.keys.length > 0 ? (
            <>
              <span role="status">{t('pagedTable.selected', { count: selected.keys.length })}</span>
              {bulkActions(selection)}
              <Button type="link" onClick={selection.clear}>
                {t('pagedTable.clearSelection')}
              </Button>
            </>
          ) : (
            toolbar
          )}
        </Flex>
        <ColumnSettings columns={columns} hidden={hidden} onChange={setHidden} />
      </Flex>
      <Table<T>
        aria-label={label}
        rowKey={(row) => keyOf(rowKey, row)}
        columns={shown}
        dataSource={page?.list ?? []}
        loading={query.isFetching && !query.isError}
        scroll={{ x: 'max-content' }}
        onRow={onRow}
        rowSelection={
          bulkActions
            ? {
                selectedRowKeys: selected.keys,
                preserveSelectedRowKeys: true,
                columnTitle: (checkbox: ReactNode) => <SelectAllTitle checkbox={checkbox} />,
                onChange: (keys, rows) => setSelected({ keys, rows }),
              }
            : undefined
        }
        locale={{
          emptyText: query.isError ? <LoadFailed onRetry={query.refetch} retrying={query.isFetching} /> : <EmptyState />,
        }}
        pagination={{
          current: page?.page ?? list.page,
          pageSize: list.size,
          total: page?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (total) => t('common.total', { count: total }),
          onChange: (next, size) => list.setPage(next, size),
        }}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
          const field = single?.columnKey;
          list.setSort(field && single?.order ? { field: String(field), order: single.order === 'ascend' ? 'asc' : 'desc' } : null);
        }}
      />
    </Flex>
  );
}
