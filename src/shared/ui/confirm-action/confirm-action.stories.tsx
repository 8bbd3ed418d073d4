import { expect, fn, screen, userEvent, within } from 'storybook/test';
import preview from '../../../../.storybook/preview.tsx';
import { ConfirmAction } from './confirm-action.tsx';

const meta = preview.meta({
  title: 'Kit/ConfirmAction',
  component: ConfirmAction,
  args: { title: 'Delete this bulletin?', danger: true, children: 'Delete', onConfirm: fn(async () => undefined) },
  decorators: [(Story) => <div style={{ padding: 80 }}>{Story()}</div>],
});

export const AsksFirst = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('Delete this bulletin?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /OK|确定/ }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
});
