import { expect, screen, within } from 'storybook/test';
import preview from '../../../.storybook/preview.tsx';
import { withRouter } from '@/testing/story-decorators.tsx';
import { HelpCenter } from './help-center.tsx';

const meta = preview.meta({
  title: 'Header/Help centre',
  component: HelpCenter,
  decorators: [withRouter()],
});

const DRAWER = { name: /^(Help centre|帮助中心)$/ };

/** The drawer's list on the given tab, with at least one entry. */
async function showsList(name: RegExp) {
  const drawer = within(await screen.findByRole('dialog', DRAWER));
  await expect(drawer.getByRole('tab', { name, selected: true })).toBeVisible();
  const list = await drawer.findByRole('list', { name });
  await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
}

/** The header button. */
export const Closed = meta.story({
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', DRAWER)).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
});

/** The drawer on the help articles. */
export const Articles = meta.story({
  args: { defaultOpen: true },
  play: () => showsList(/^(Help articles|帮助文档)$/),
});

/** The drawer on the announcements. */
export const Announcements = meta.story({
  args: { defaultOpen: true, defaultTab: 'announcements' },
  play: () => showsList(/^(Announcements|平台公告)$/),
});
