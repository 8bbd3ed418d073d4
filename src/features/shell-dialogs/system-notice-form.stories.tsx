import { MemoryRouter } from 'react-router-dom';
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

export const Empty = meta.story({});

export const ConfirmRemindAgainLater = meta.story({
  args: {
    initialValues: {
      dialogType: 'confirm-remind-again-later',
      title: '新协议待签署',
      content: '平台已发布《2026 年度合作协议》，请在 1 月 31 日前完成线上签署。',
    },
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
});
