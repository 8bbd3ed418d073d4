import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/lib/i18n/i18n.ts';
import { type BoundaryQuery, QueryBoundary } from './query-boundary.tsx';

const query = <T,>(state: Partial<BoundaryQuery<T>>): BoundaryQuery<T> => ({
  data: undefined,
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  ...state,
});

describe('QueryBoundary', () => {
  setLocale('en-US');

  it('shows a skeleton while loading', () => {
    render(<QueryBoundary query={query({ isPending: true })}>{() => 'content'}</QueryBoundary>);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByText('content')).not.toBeInTheDocument();
  });

  it('shows the error with a retry that asks again', async () => {
    const failed = query<string>({ isError: true });
    render(<QueryBoundary query={failed}>{() => 'content'}</QueryBoundary>);
    expect(screen.getByRole('alert')).toHaveTextContent('This could not be loaded, please retry');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state, with its own text or the common one', () => {
    const { rerender } = render(
      <QueryBoundary query={query({ data: [] as number[] })} isEmpty={(rows) => rows.length === 0} empty="No bulletins yet">
        {() => 'content'}
      </QueryBoundary>,
    );
    expect(screen.getByText('No bulletins yet')).toBeInTheDocument();
    rerender(
      <QueryBoundary query={query({ data: [] as number[] })} isEmpty={(rows) => rows.length === 0}>
        {() => 'content'}
      </QueryBoundary>,
    );
    expect(screen.getByText('No data', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });

  it('shows the content with the data', () => {
    render(<QueryBoundary query={query({ data: { name: 'Li' } })}>{(data) => `hello ${data.name}`}</QueryBoundary>);
    expect(screen.getByText('hello Li')).toBeInTheDocument();
  });
});
