/**
 * Writing and reviewing bulletins against the sandbox platform in memory: the form's checks, a new
 * bulletin going to review, editing (not while under review), pin, delete after asking, the
 * platform's rejection reason in the row, and a hostile body shown inert in the preview.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Bulletin } from '@generated/main/model';
import { decideReview } from '@mocks/domain/reviews.ts';
import { describe, expect, it } from 'vitest';
import '@/testing/prosemirror-jsdom.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import BulletinListPage from './bulletin-list-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 15_000 };
const fast = () => userEvent.setup({ delay: null });

/** A bulletin of the given status with a title no seeded one has, found through the address. */
function addBulletin(status: Bulletin['status'], extra: Partial<Bulletin> = {}): Bulletin {
  const row: Bulletin = {
    id: sandbox.platform.nextId(),
    title: `测试公告${status}`,
    content: '<p>测试内容</p>',
    images: [],
    status,
    rejectReason: null,
    isTop: false,
    startTime: null,
    endTime: null,
    createTime: '2026-11-20 09:00:00',
    updateTime: '2026-11-20 09:00:00',
    ...extra,
  };
  sandbox.platform.db.bulletins.insert(row);
  return row;
}
const pageFor = (title: string) =>
  renderAtRoute(<BulletinListPage />, `/hospital/institutionalNotice?keyword=${encodeURIComponent(title)}`);
const rowOf = async (title: string) => (await screen.findByRole('button', { name: title }, slow)).closest('tr') as HTMLElement;
const stored = (title: string) => sandbox.platform.db.bulletins.list().find((b) => b.title === title);

describe('writing bulletins (/hospital/institutionalNotice)', { timeout: 90_000 }, () => {
  it('checks a new bulletin before sending: a title and some text in the body; nothing is added', async () => {
    const before = sandbox.platform.db.bulletins.count();
    renderAtRoute(<BulletinListPage />, '/hospital/institutionalNotice');
    await fast().click(screen.getByRole('button', { name: 'New bulletin' }));
    const drawer = await screen.findByRole('dialog', {}, slow);
    await screen.findByRole('textbox', { name: 'Content' }, slow);
    await fast().click(within(drawer).getByRole('button', { name: 'Submit for review' }));
    expect(await within(drawer).findByText('Enter a title', {}, slow)).toBeInTheDocument();
    expect(within(drawer).getByText('Write the bulletin’s content')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAttribute('aria-invalid', 'true'));
    // Spaces and a slash in the body are nothing entered (specification, section 5).
    await fast().type(within(drawer).getByLabelText('Title'), '冬季补水季');
    await fast().click(screen.getByRole('textbox', { name: 'Content' }));
    await fast().keyboard(' / ');
    await fast().click(within(drawer).getByRole('button', { name: 'Submit for review' }));
    // The message re-renders as the body is validated again: wait until it stays.
    await waitFor(() => expect(within(drawer).getByText('Write the bulletin’s content')).toBeInTheDocument(), slow);
    expect(sandbox.platform.db.bulletins.count()).toBe(before);
  });

  it('refuses a body over the text limit before sending, and counts it on screen', async () => {
    const entry = addBulletin(2, { content: `<p>${'字'.repeat(2001)}</p>` });
    pageFor(entry.title);
    await fast().click(within(await rowOf(entry.title)).getByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', {}, slow);
    expect(await within(drawer).findByText('2001 / 2000 characters', {}, slow)).toBeInTheDocument();
    await fast().click(within(drawer).getByRole('button', { name: 'Submit for review' }));
    expect(await within(drawer).findByText('The content may have at most 2000 characters of text', {}, slow)).toBeInTheDocument();
    expect(sandbox.platform.db.bulletins.get(entry.id)?.status).toBe(2);
  });

  it('creates a bulletin with formatted text, which goes to review and lists as under review', async () => {
    renderAtRoute(<BulletinListPage />, '/hospital/institutionalNotice');
    await fast().click(screen.getByRole('button', { name: 'New bulletin' }));
    const drawer = await screen.findByRole('dialog', {}, slow);
    await fast().type(within(drawer).getByLabelText('Title'), '元旦门诊安排');
    const body = await screen.findByRole('textbox', { name: 'Content' }, slow);
    await fast().click(body);
    await fast().keyboard('元旦');
    await fast().click(within(drawer).getByRole('button', { name: 'Bold' }));
    await fast().keyboard('照常营业');
    await fast().click(within(drawer).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(stored('元旦门诊安排')).toMatchObject({ status: 1 }), slow);
    expect(stored('元旦门诊安排')?.content).toBe('<p>元旦<strong>照常营业</strong></p>');
    const row = await rowOf('元旦门诊安排');
    expect(within(row).getByText('under review')).toBeInTheDocument();
    // Under review: the platform would refuse an edit, so it is not offered.
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeDisabled();
  });

  it('edits a published bulletin: the form opens with its body and saving sends it to review again', async () => {
    const entry = addBulletin(2, { content: '<p>旧的<strong>内容</strong></p>' });
    pageFor(entry.title);
    await fast().click(within(await rowOf(entry.title)).getByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', {}, slow);
    const body = await screen.findByRole('textbox', { name: 'Content' }, slow);
    await waitFor(() => expect(body).toHaveTextContent('旧的内容'));
    await fast().click(body);
    await fast().keyboard('{Control>}a{/Control}新的内容，已更新');
    await fast().click(within(drawer).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(sandbox.platform.db.bulletins.get(entry.id)?.status).toBe(1), slow);
    expect(sandbox.platform.db.bulletins.get(entry.id)?.content).toBe('<p>新的内容，已更新</p>');
    // The list is read again after the save: its row follows once that answer is in.
    expect(await within(await rowOf(entry.title)).findByText('under review', {}, slow)).toBeInTheDocument();
  });

  it('shows the platform’s reason on a rejected bulletin, in its row and its preview', async () => {
    const entry = addBulletin(1);
    decideReview(sandbox.platform, 'bulletin', { account: 'demo-main', id: entry.id, decision: 'reject', reason: '含有绝对化用语“最好”' });
    pageFor(entry.title);
    const row = await rowOf(entry.title);
    expect(within(row).getByText('rejected')).toBeInTheDocument();
    expect(within(row).getByText('Rejected: 含有绝对化用语“最好”')).toBeInTheDocument();
    await fast().click(within(row).getByRole('button', { name: entry.title }));
    const drawer = await screen.findByRole('dialog', {}, slow);
    expect(await within(drawer).findByRole('alert', {}, slow)).toHaveTextContent('Rejected: 含有绝对化用语“最好”');
  });

  it('previews a hostile body inert: its text shows, no script, handler or script link survives', async () => {
    const entry = addBulletin(2, {
      content:
        '<p>到院有礼</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
        '<a href="javascript:window.__xss=3">点我</a><p>&lt;img src=x onerror=alert(1)&gt;</p>',
    });
    pageFor(entry.title);
    await fast().click(within(await rowOf(entry.title)).getByRole('button', { name: entry.title }));
    const drawer = await screen.findByRole('dialog', {}, slow);
    const body = await within(drawer).findByRole('region', { name: 'Content' }, slow);
    expect(await within(body).findByText('到院有礼', {}, slow)).toBeInTheDocument();
    // Text that only looks like a tag stays text.
    expect(within(body).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(within(body).getByText('点我')).not.toHaveAttribute('href');
    expect(body.querySelector('script, [onerror]')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('pins a bulletin, which then lists first', async () => {
    const entry = addBulletin(2);
    pageFor(entry.title);
    await fast().click(within(await rowOf(entry.title)).getByRole('button', { name: 'Pin' }));
    await waitFor(() => expect(sandbox.platform.db.bulletins.get(entry.id)?.isTop).toBe(true), slow);
    expect(await within(await rowOf(entry.title)).findByRole('button', { name: 'Unpin' }, slow)).toBeInTheDocument();
  });

  it('deletes only after asking: cancel keeps it, OK removes it', async () => {
    const entry = addBulletin(3, { rejectReason: '图片模糊' });
    pageFor(entry.title);
    await fast().click(within(await rowOf(entry.title)).getByRole('button', { name: 'Delete' }));
    await fast().click(await screen.findByRole('button', { name: 'Cancel' }, slow));
    expect(sandbox.platform.db.bulletins.get(entry.id)).toBeDefined();
    await fast().click(within(await rowOf(entry.title)).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete this bulletin?', {}, slow)).toBeInTheDocument();
    await fast().click(await screen.findByRole('button', { name: 'OK' }, slow));
    await waitFor(() => expect(sandbox.platform.db.bulletins.get(entry.id)).toBeUndefined(), slow);
    await waitFor(() => expect(screen.queryByRole('button', { name: entry.title })).not.toBeInTheDocument(), slow);
  });
});
