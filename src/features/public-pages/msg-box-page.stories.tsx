import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview.tsx';
import MsgBoxPage from './msg-box-page.tsx';

/** The preview window is small (about 320 × 80 in the desktop shell). */
function OnAddress({ search }: { search: string }) {
  return (
    <MemoryRouter initialEntries={[`/msgBox?${search}`]}>
      <div style={{ width: 320, border: '1px solid #f0f0f0' }}>
        <MsgBoxPage />
      </div>
    </MemoryRouter>
  );
}

const meta = preview.meta({ title: 'Public pages/Message box', component: OnAddress });

export const PrivateMessage = meta.story({
  args: {
    search: new URLSearchParams({ title: '李女士', text: '请问双眼皮手术需要恢复多久？术后多久可以化妆？', chatId: 'chat-42' }).toString(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('button', { name: /李女士/ });
    await expect(within(box).getByText('请问双眼皮手术需要恢复多久？术后多久可以化妆？')).toBeVisible();
    // No avatar sent: the sender's initial stands in for the picture.
    await expect(within(box).getByText('李')).toBeInTheDocument();
    await expect(within(box).queryByRole('img')).not.toBeInTheDocument();
  },
});

export const WithAvatar = meta.story({
  args: {
    search: new URLSearchParams({
      title: '咨询二组',
      text: '张医生：今天下午的面诊改到三点。',
      avatar:
        'data:image/svg+xml;utf8,' +
        encodeURIComponent(
          '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#1677ff"/></svg>',
        ),
      chatId: 'group-7',
    }).toString(),
  },
  play: async ({ canvasElement }) => {
    const box = within(await within(canvasElement).findByRole('button', { name: /咨询二组/ }));
    await expect(box.getByText('张医生：今天下午的面诊改到三点。')).toBeVisible();
    await expect(box.getByRole('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
  },
});
