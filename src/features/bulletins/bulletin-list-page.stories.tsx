import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { getGetBulletinDetailMockHandler, getGetBulletinListMockHandler } from '@generated/main/bulletins/bulletins.msw';
import type { Bulletin } from '@generated/main/model';
import { success } from '@/testing/gateway-handlers.ts';
import { withRouter } from '@/testing/story-decorators.tsx';
import { storyImages } from '@/testing/story-images.ts';
import preview from '../../../.storybook/preview.tsx';
import BulletinListPage from './bulletin-list-page.tsx';

const meta = preview.meta({ title: 'Pages/Bulletins (/hospital/institutionalNotice)', component: BulletinListPage });

/** The sandbox's bulletins as demo-main sees them: filters, the paged table, pin and delete. */
export const AllBulletins = meta.story({
  decorators: [withRouter('/hospital/institutionalNotice')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Bulletins|公告管理/ })).toBeVisible();
    await expect(canvas.getByRole('search')).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect((await within(table).findAllByRole('button', { name: /Delete|删除/ })).length).toBeGreaterThan(0);
  },
});

/** Opened from a link with a filter in the address: only published bulletins. */
export const PublishedOnly = meta.story({
  decorators: [withRouter('/hospital/institutionalNotice?status=2')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    const tags = await within(table).findAllByText(/published|已发布/);
    await expect(tags.length).toBeGreaterThan(0);
    await expect(within(table).queryByText(/^(draft|草稿)$/)).toBeNull();
  },
});

/** The rejected bulletins (where notification 200904 leads): each row carries the platform's reason. */
export const RejectedWithReason = meta.story({
  decorators: [withRouter('/hospital/institutionalNotice?status=3')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    const reasons = await within(table).findAllByText(/^(Rejected|驳回原因)[:：].*绝对化用语/);
    await expect(reasons.length).toBeGreaterThan(0);
  },
});

/** Writing a bulletin: the rich-text editor in the drawer, and the form's checks before anything is sent. */
export const WriteBulletin = meta.story({
  decorators: [withRouter('/hospital/institutionalNotice')],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /New bulletin|新建公告/ }));
    const drawer = await screen.findByRole('dialog');
    const body = await within(drawer).findByRole('textbox', { name: /Content|公告内容/ });
    await userEvent.click(within(drawer).getByRole('button', { name: /Submit for review|提交审核/ }));
    // Field errors show through antd's motion: wait for it to finish.
    const titleError = await within(drawer).findByText(/Enter a title|请填写公告标题/);
    await waitFor(() => expect(titleError).toBeVisible());
    await waitFor(() => expect(within(drawer).getByText(/Write the bulletin’s content|请填写公告内容/)).toBeVisible());
    await userEvent.click(body);
    await userEvent.keyboard('元旦照常营业');
    await expect(await within(drawer).findByText(/^6 \/ 2000/)).toBeVisible();
    await waitFor(() => expect(within(drawer).queryByText(/Write the bulletin’s content|请填写公告内容/)).toBeNull());
  },
});

const HOSTILE: Bulletin = {
  id: 9901,
  title: '到院有礼（含恶意代码）',
  content:
    '<p>到院有礼，扫码领券</p><img src="/bulletin/x.png" onerror="window.__bulletinXss=1"><script>window.__bulletinXss=2</script>' +
    '<p>&lt;img src=x onerror=alert(1)&gt;</p><a href="javascript:window.__bulletinXss=3">领取</a>',
  images: [],
  status: 2,
  rejectReason: null,
  isTop: false,
  startTime: null,
  endTime: null,
  createTime: '2026-11-20 09:00:00',
  updateTime: '2026-11-20 09:00:00',
};

/** A body carrying script, an image error handler and a script link, previewed: the text shows, nothing runs. */
export const HostileBodyPreview = meta.story({
  decorators: [withRouter('/hospital/institutionalNotice')],
  beforeEach: ({ msw }) => {
    msw.use(
      // The image is served (Storybook fails on a broken request); its handler is what must not survive.
      storyImages(['bulletin']),
      getGetBulletinListMockHandler(success({ total: 1, page: 1, limit: 10, list: [HOSTILE] })),
      getGetBulletinDetailMockHandler(success(HOSTILE)),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: HOSTILE.title }));
    const drawer = await screen.findByRole('dialog');
    const body = await within(drawer).findByRole('region', { name: /Content|公告内容/ });
    await expect(await within(body).findByText('到院有礼，扫码领券')).toBeVisible();
    await expect(within(body).getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(within(body).getByText('领取')).not.toHaveAttribute('href');
    await expect(body.querySelector('script, [onerror]')).toBeNull();
    await expect((window as { __bulletinXss?: number }).__bulletinXss).toBeUndefined();
  },
});
