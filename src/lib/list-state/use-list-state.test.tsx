import { act, render, screen } from '@testing-library/react';
import { parseAsInteger, parseAsString } from 'nuqs';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UrlStateAdapter } from '../routing/url-state-adapter.tsx';
import { parseAsDateRange, parseAsSort } from './list-parsers.ts';
import { type ListState, useListState } from './use-list-state.ts';

const FILTERS = { keyword: parseAsString, status: parseAsInteger, created: parseAsDateRange };
let list: ListState<typeof FILTERS>;
let goBack: () => void;

function Probe({ report }: { report: (state: ListState<typeof FILTERS>, back: () => void) => void }) {
  const state = useListState(FILTERS, { defaultSort: { field: 'createTime', order: 'desc' } });
  const location = useLocation();
  const navigate = useNavigate();
  report(state, () => void navigate(-1));
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <UrlStateAdapter>
        <Probe
          report={(state, back) => {
            list = state;
            goBack = back;
          }}
        />
      </UrlStateAdapter>
    </MemoryRouter>,
  );
}

const address = () => screen.getByLabelText('address').textContent;

async function flush() {
  // nuqs batches URL updates on a short timer.
  await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
}

describe('useListState: list state in the address', () => {
  it('reads page, size, sort and filters from the address (a shared link, a reload)', () => {
    renderAt('/customer?page=3&size=20&sort=name.asc&keyword=li&status=4&created=2026-01-01~2026-01-31');
    expect(list.page).toBe(3);
    expect(list.size).toBe(20);
    expect(list.paging).toEqual({ page: 3, limit: 20 });
    expect(list.sort).toEqual({ field: 'name', order: 'asc' });
    expect(list.filters).toEqual({ keyword: 'li', status: 4, created: ['2026-01-01', '2026-01-31'] });
    expect(list.filtered).toBe(true);
  });

  it('falls back to the defaults for missing or invalid values', () => {
    renderAt('/customer?page=-2&size=13&sort=name.sideways&status=x&created=2026-02-01~2026-01-01');
    expect(list.paging).toEqual({ page: 1, limit: 10 });
    expect(list.sort).toEqual({ field: 'createTime', order: 'desc' });
    expect(list.filters).toEqual({ keyword: null, status: null, created: null });
    expect(list.filtered).toBe(false);
  });

  it('writes changes to the address, back to page 1 for a filter, and the back button restores them', async () => {
    renderAt('/customer');
    act(() => list.setPage(4));
    await flush();
    expect(address()).toBe('/customer?page=4');
    act(() => list.setFilters({ keyword: 'wang' }));
    await flush();
    expect(address()).toBe('/customer?keyword=wang');
    act(() => list.setPage(2, 50));
    await flush();
    // A new page size starts again at page 1.
    expect(address()).toBe('/customer?keyword=wang&size=50');
    act(() => goBack());
    await flush();
    expect(address()).toBe('/customer?keyword=wang');
    expect(list.filters.keyword).toBe('wang');
    act(() => goBack());
    await flush();
    expect(list.page).toBe(4);
  });

  it('keeps the route’s other parameters and clears only its own on reset', async () => {
    renderAt('/order/alllist?id=7&open=true&keyword=x&sort=createTime.asc&page=2');
    act(() => list.reset());
    await flush();
    expect(address()).toBe('/order/alllist?id=7&open=true');
  });
});

describe('list parsers', () => {
  it('round-trip a sort and a date range', () => {
    expect(parseAsSort.serialize({ field: 'dealAmount', order: 'desc' })).toBe('dealAmount.desc');
    expect(parseAsSort.parse('dealAmount.desc')).toEqual({ field: 'dealAmount', order: 'desc' });
    expect(parseAsDateRange.serialize(['2026-01-01', '2026-01-31'])).toBe('2026-01-01~2026-01-31');
    expect(parseAsDateRange.parse('2026-13-01~2026-12-01')).toBeNull();
  });
});
