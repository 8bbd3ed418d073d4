import { expect, screen, userEvent, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import { storyImages } from '@/testing/story-images.ts';
import preview from '../../../.storybook/preview.tsx';
import CaseListPage from './case-list-page.tsx';

const meta = preview.meta({
  title: 'Pages/Cases (/hospital/case)',
  component: CaseListPage,
  beforeEach: ({ msw }) => {
    msw.use(storyImages(['case']));
  },
});

/** The sandbox's case library: before/after thumbnails, review tags, the show switches. */
export const Library = meta.story({
  decorators: [withRouter('/hospital/case')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Case library|案例库/ })).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect(await within(table).findByText('全切双眼皮+内眦开大术后3个月')).toBeVisible();
    await expect((await within(table).findAllByRole('switch')).length).toBeGreaterThan(3);
  },
});

/** One case opened by `?id=` (the seeded rejected one): its photos and the reason. */
export const OneCase = meta.story({
  decorators: [withRouter('/hospital/case?id=2407')],
  play: async () => {
    const drawer = await screen.findByRole('dialog');
    await expect(await within(drawer).findByText(/Reason for rejection|驳回原因/)).toBeVisible();
    await expect((await within(drawer).findAllByRole('img', { name: /^(Before|术前) \d$/ })).length).toBe(2);
  },
});

/** Adding a case: the drawer with the required photo sets. */
export const AddForm = meta.story({
  decorators: [withRouter('/hospital/case')],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Add case|添加案例/ }));
    const drawer = await screen.findByRole('dialog');
    await expect(within(drawer).getByText(/Before photos|术前照片/)).toBeVisible();
    await expect(within(drawer).getByText(/portrait authorisation|肖像授权书/)).toBeVisible();
  },
});
