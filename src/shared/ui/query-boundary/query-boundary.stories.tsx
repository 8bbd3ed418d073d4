import { expect, fn, within } from 'storybook/test';
import preview from '../../../../.storybook/preview.tsx';
import { type BoundaryQuery, QueryBoundary } from './query-boundary.tsx';

const query = (state: Partial<BoundaryQuery<string[]>>): BoundaryQuery<string[]> => ({
  data: undefined,
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: fn(),
  ...state,
});

function Demo({ state }: { state: Partial<BoundaryQuery<string[]>> }) {
  return (
    <div style={{ padding: 24, maxWidth: 480 }}>
      <QueryBoundary query={query(state)} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <ul>
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        )}
      </QueryBoundary>
    </div>
  );
}

const meta = preview.meta({ title: 'Kit/QueryBoundary', component: Demo });

export const Loading = meta.story({
  args: { state: { isPending: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: /Loading|加载中/ })).toBeVisible();
  },
});

export const Failed = meta.story({
  args: { state: { isError: true } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(/This could not be loaded|加载失败/);
    await expect(within(alert).getByRole('button', { name: /Retry|重试/ })).toBeVisible();
  },
});

export const Empty = meta.story({
  args: { state: { data: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No data|暂无数据/, { selector: '.ant-empty-description' })).toBeVisible();
  },
});

export const Loaded = meta.story({
  args: { state: { data: ['First row', 'Second row'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Second row')).toBeVisible();
  },
});
