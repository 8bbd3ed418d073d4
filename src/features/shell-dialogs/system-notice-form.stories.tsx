import { MemoryRouter } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview.tsx';
import { SystemNoticeForm, SystemNoticeFormModal } from './system-notice-form.tsx';

const meta = preview.meta({
  title: 'Shell dialogs/System notice form',
  component: SystemNoticeForm,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ padding: 24, maxWidth: 560 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
});

const TITLE = /^(Title|标题)$/;
const CONTENT = /^(Content|内容)$/;
const PREVIEW = /^(Preview|预\s?览)$/;

export const Empty = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(TITLE)).toHaveValue('');
    await expect(canvas.getByLabelText(CONTENT)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: PREVIEW })).toBeEnabled();
  },
});

export const ConfirmRemindAgainLater = meta.story({
  args: {
    initialValues: {
      dialogType: 'confirm-remind-again-later',
      title: '新协议待签署',
      content: '平台已发布《2026 年度合作协议》，请在 1 月 31 日前完成线上签署。',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(TITLE)).toHaveValue('新协议待签署');
    await expect(canvas.getByLabelText(CONTENT)).toHaveValue('平台已发布《2026 年度合作协议》，请在 1 月 31 日前完成线上签署。');
    await expect(canvas.getByText('confirm-remind-again-later')).toBeVisible();
  },
});

/** The form in the dialog the opener (`useSystemNoticeForm().open`) shows. */
export const InItsDialog = meta.story({
  render: () => (
    <>
      <p>…</p>
      <SystemNoticeFormModal open onClose={() => {}} />
    </>
  ),
  play: async () => {
    // The dialog renders outside the canvas, on the page.
    const dialog = await screen.findByRole('dialog', { name: /System notice|系统通知/ });
    // The dialog zooms in: visible once its opening animation is over.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByLabelText(TITLE)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: PREVIEW })).toBeVisible();
  },
});
