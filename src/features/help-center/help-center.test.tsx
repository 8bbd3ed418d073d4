import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getGetAnnouncementDetailMockHandler,
  getGetAnnouncementPagedListMockHandler,
  getGetHelpCenterArticleDetailMockHandler,
  getGetHelpCenterArticlePagedListMockHandler,
  getGetHelpCenterCategoryListMockHandler,
} from '@generated/main/help-center/help-center.msw.ts';
import type { Announcement, HelpCenterArticle } from '@generated/main/model';
import { installGatewayServer, server, success } from '@/testing/test-gateway.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { HelpCenter } from './help-center.tsx';

installGatewayServer();

const article = (id: number, categoryId: number, extra: Partial<HelpCenterArticle> = {}): HelpCenterArticle => ({
  id,
  categoryId,
  categoryName: categoryId === 1 ? 'Orders' : 'Finance',
  title: `Article ${id}`,
  summary: `Summary ${id}`,
  isTop: false,
  viewCount: 3,
  updateTime: '2026-11-01 10:00:00',
  ...extra,
});

const articles = [article(1, 1, { isTop: true, viewCount: 1 }), article(2, 1), article(3, 2, { viewCount: 12345 })];
let announcements: Announcement[];
let articleRequests: URLSearchParams[];
let announcementListRequests: number;

beforeEach(() => {
  articleRequests = [];
  announcementListRequests = 0;
  announcements = [
    { id: 7, title: 'System upgrade', summary: 'Tonight', isTop: true, isRead: false, publishTime: '2026-11-18 20:00:00' },
    { id: 8, title: 'New rules', summary: 'From December', isTop: false, isRead: true, publishTime: '2026-11-10 09:00:00' },
  ];
  server.use(
    getGetHelpCenterCategoryListMockHandler(
      success([
        { id: 1, name: 'Orders', articleCount: 2 },
        { id: 2, name: 'Finance', articleCount: 1 },
      ]),
    ),
    getGetHelpCenterArticlePagedListMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      articleRequests.push(query);
      const categoryId = query.get('categoryId');
      const keyword = query.get('keyword') ?? '';
      const list = articles.filter((a) => (!categoryId || a.categoryId === Number(categoryId)) && a.title.includes(keyword));
      return success({ page: 1, limit: 10, total: list.length, list });
    }),
    getGetHelpCenterArticleDetailMockHandler(({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      return success({
        ...articles.find((a) => a.id === id)!,
        content:
          '<p>How to <strong>follow up</strong> an order.</p><script>window.hacked = true</script><img src="x.png" onerror="window.hacked = true">',
        videoUrl: 'https://video.example.com/follow-up.mp4',
      });
    }),
    getGetAnnouncementPagedListMockHandler(() => {
      announcementListRequests += 1;
      return success({ page: 1, limit: 10, total: announcements.length, list: announcements });
    }),
    getGetAnnouncementDetailMockHandler(({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const found = announcements.find((a) => a.id === id)!;
      announcements = announcements.map((a) => (a.id === id ? { ...a, isRead: true } : a));
      return success({ ...found, isRead: true, content: '<p>The system is upgraded from 22:00.</p>' });
    }),
  );
});

const articleList = () => screen.findByRole('list', { name: 'Help articles' });

describe('help centre', () => {
  it('opens from the header button with categories and articles', async () => {
    renderWithProviders(<HelpCenter />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Help centre' }));
    const list = await articleList();
    expect(within(list).getAllByRole('button')).toHaveLength(3);
    expect(within(list).getAllByRole('button')[0]).toHaveTextContent('Pinned');
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(articleRequests[0]?.toString()).toBe('page=1&limit=10');
  });

  it('filters by category and by title', async () => {
    renderWithProviders(<HelpCenter defaultOpen />);
    const user = userEvent.setup();
    await articleList();
    // antd hides the radio input itself; a person clicks its label.
    const category = async (name: string) => (await screen.findByRole('radio', { name })).closest('label') as HTMLElement;
    await user.click(await category('Finance'));
    await waitFor(() => expect(articleRequests.at(-1)?.get('categoryId')).toBe('2'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Help articles' })).getAllByRole('button')).toHaveLength(1));
    await user.click(await category('All'));
    await user.type(screen.getByRole('searchbox', { name: 'Search article titles' }), 'Article 2{Enter}');
    await waitFor(() => expect(articleRequests.at(-1)?.get('keyword')).toBe('Article 2'));
    expect(articleRequests.at(-1)?.has('categoryId')).toBe(false);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Help articles' })).getAllByRole('button')).toHaveLength(1));
  });

  it('shows an article safely and goes back to the list', async () => {
    renderWithProviders(<HelpCenter defaultOpen />);
    const user = userEvent.setup();
    await user.click(within(await articleList()).getByRole('button', { name: /Article 2/ }));
    expect(await screen.findByRole('heading', { name: 'Article 2' })).toBeInTheDocument();
    expect(screen.getByText('follow up')).toBeInTheDocument();
    expect(document.querySelector('.ant-drawer script')).toBeNull();
    expect(document.querySelector('.ant-drawer img')).not.toHaveAttribute('onerror');
    expect(screen.getByRole('link', { name: 'Watch the video' })).toHaveAttribute('href', 'https://video.example.com/follow-up.mp4');
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(await articleList()).toBeInTheDocument();
  });

  it('lists announcements and reads one, which refreshes the list', async () => {
    renderWithProviders(<HelpCenter defaultOpen />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Announcements' }));
    const list = await screen.findByRole('list', { name: 'Announcements' });
    const rows = within(list).getAllByRole('button');
    expect(rows[0]).toHaveTextContent('Unread');
    expect(rows[0]).toHaveTextContent('Pinned');
    expect(rows[1]).not.toHaveTextContent('Unread');
    await user.click(rows[0]!);
    expect(await screen.findByText('The system is upgraded from 22:00.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Back/ }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Announcements' })).getAllByRole('button')[0]).not.toHaveTextContent('Unread'),
    );
    expect(announcementListRequests).toBeGreaterThanOrEqual(2);
  });

  it('shows the empty state', async () => {
    announcements = [];
    renderWithProviders(<HelpCenter defaultOpen defaultTab="announcements" />);
    expect(await screen.findByText('No announcements')).toBeInTheDocument();
  });

  it('counts views in the right form: 1 view, 12,345 views', async () => {
    renderWithProviders(<HelpCenter defaultOpen />);
    const user = userEvent.setup();
    await user.click(within(await articleList()).getByRole('button', { name: /Article 1/ }));
    expect(await screen.findByText(/· 1 view$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Back/ }));
    await user.click(within(await articleList()).getByRole('button', { name: /Article 3/ }));
    expect(await screen.findByText(/· 12,345 views$/)).toBeInTheDocument();
  });
});
