/**
 * The adapter under a router that holds its navigations (the app's router commits them later, in
 * a transition): a write from one hook, then a write from another hook before the router renders
 * the first, keeps both; and a written value stays read while the router has not rendered it.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Router, type Navigator, type To } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UrlStateAdapter } from './url-state-adapter.tsx';
import { useRouteQuery } from './use-route-query.ts';

/** A hook of its own that writes `values` when its button is clicked. */
function Writer({ name, values }: { name: string; values: Parameters<ReturnType<typeof useRouteQuery<'finance/bill'>>[1]>[0] }) {
  const [, setQuery] = useRouteQuery('finance/bill');
  return <button onClick={() => void setQuery(values, { history: 'push' })}>{name}</button>;
}

describe('UrlStateAdapter', () => {
  it('builds a write on the one still pending, whichever hook made it', async () => {
    const pushed: string[] = [];
    const toText = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`);
    // A navigator that records and never commits: the router keeps rendering the first address.
    const navigator: Navigator = {
      createHref: toText,
      go: () => undefined,
      push: (to) => void pushed.push(toText(to)),
      replace: (to) => void pushed.push(toText(to)),
    };
    render(
      <Router location={{ pathname: '/finance/bill', search: '?size=20' }} navigator={navigator}>
        <UrlStateAdapter>
          <Writer name="tab" values={{ tab: 'strictSelect' }} />
          <Writer name="row" values={{ ysId: 8801 }} />
        </UrlStateAdapter>
      </Router>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'tab' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    fireEvent.click(screen.getByRole('button', { name: 'row' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(pushed).toEqual(['/finance/bill?size=20&tab=strictSelect', '/finance/bill?size=20&tab=strictSelect&ysId=8801']);
  });

  it('reads a written value until the router renders it, never the older address in between', async () => {
    const navigator: Navigator = { createHref: String, go: () => undefined, push: () => undefined, replace: () => undefined };
    const seen: (number | null)[] = [];
    function Reader() {
      const [{ ysId }] = useRouteQuery('finance/bill');
      seen.push(ysId);
      return <output aria-label="ysId">{ysId ?? 'none'}</output>;
    }
    render(
      <Router location={{ pathname: '/finance/bill', search: '' }} navigator={navigator}>
        <UrlStateAdapter>
          <Writer name="row" values={{ ysId: 8801 }} />
          <Writer name="tab" values={{ tab: 'strictSelect' }} />
          <Reader />
        </UrlStateAdapter>
      </Router>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'row' }));
    // Past nuqs's throttle: the write has gone to the router, which has not rendered it; a second
    // write (another key) makes nuqs let go of the first one's queued value.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    fireEvent.click(screen.getByRole('button', { name: 'tab' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.getByLabelText('ysId')).toHaveTextContent('8801');
    expect(seen.slice(seen.indexOf(8801))).not.toContain(null);
  });
});
