import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UrlStateAdapter } from './url-state-adapter.tsx';
import { useRouteQuery } from './use-route-query.ts';

let close: () => void = () => {};
const keep = (fn: () => void) => {
  close = fn;
};

function OrderList() {
  const [{ id, open, followNumber }, setQuery] = useRouteQuery('order/alllist');
  const location = useLocation();
  keep(() => void setQuery({ open: null }));
  return (
    <>
      <output aria-label="query">{JSON.stringify({ id, open, followNumber })}</output>
      <output aria-label="address">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

describe('useRouteQuery', () => {
  it('reads the page’s typed query from the router and writes changes back to it', async () => {
    render(
      <MemoryRouter initialEntries={['/order/alllist?id=7&open=true&page=2']}>
        <UrlStateAdapter>
          <OrderList />
        </UrlStateAdapter>
      </MemoryRouter>,
    );
    expect(JSON.parse(screen.getByLabelText('query').textContent ?? '')).toEqual({ id: '7', open: true, followNumber: null });
    act(() => close());
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(screen.getByLabelText('address')).toHaveTextContent('/order/alllist?id=7&page=2');
  });
});
