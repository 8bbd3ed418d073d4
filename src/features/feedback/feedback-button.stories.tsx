import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview.tsx';
import { withRouter } from '@/testing/story-decorators.tsx';
import { FeedbackButton } from './feedback-button.tsx';

const meta = preview.meta({
  title: 'Header/Feedback',
  component: FeedbackButton,
  decorators: [withRouter()],
});

const FEEDBACK = /Feedback|意见反馈/;

/** The header button. */
export const Closed = meta.story({
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: FEEDBACK })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
});

/** The form open. */
export const Open = meta.story({
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: FEEDBACK });
    // The dialog zooms in: visible once its opening animation is over.
    await waitFor(() => expect(dialog).toBeVisible());
    const form = within(dialog);
    await expect(form.getByLabelText(/^(Type|反馈类型)$/)).toHaveAttribute('role', 'combobox');
    await expect(form.getByLabelText(/^(Content|反馈内容)$/)).toBeVisible();
    await expect(form.getByRole('button', { name: /^(Submit|提\s?交)$/ })).toBeVisible();
  },
});
