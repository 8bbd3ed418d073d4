import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import { AppraisalReplyForm } from './appraisal-reply-form.tsx';

const meta = preview.meta({ title: 'Appraisals/Reply form', component: AppraisalReplyForm });

/** Publishing nothing is stopped in the form, before anything is sent. */
export const EmptyReply = meta.story({
  args: { commentId: 31001 },
  decorators: [withRouter('/order/appraisDetail?id=31001')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Your reply|回复内容/ }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: /Publish reply|发布回复/ }));
    // The error animates in: wait until it shows.
    await waitFor(() => expect(canvas.getByText(/Enter a reply|请输入回复内容/)).toBeVisible());
  },
});
