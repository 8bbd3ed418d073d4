/**
 * Help centre of the header: a drawer with the help articles (by category, searchable by title,
 * opening an article's detail) and the platform's announcements (pinned first; opening one marks
 * it read, so the list is read again when going back).
 */
import { ArrowLeftOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Drawer, Empty, Flex, Input, Pagination, Radio, Spin, Tabs, Tag, Typography, theme } from 'antd';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import {
  invalidateGetAnnouncementPagedList,
  useGetAnnouncementDetail,
  useGetAnnouncementPagedList,
  useGetHelpCenterArticleDetail,
  useGetHelpCenterArticlePagedList,
  useGetHelpCenterCategoryList,
} from '@generated/main/help-center/help-center';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { DEFAULT_LIMIT } from '@/lib/paging/paging.ts';
import { isWebUrl } from '@/lib/safe-html/sanitize-html.ts';
import { SafeHtml } from '@/shared/ui/safe-html/safe-html.tsx';
import { helpCenterTexts } from './help-center-texts.ts';

type HelpTab = 'articles' | 'announcements';

const listStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

function Loading() {
  return (
    <Flex justify="center" style={{ padding: 24 }}>
      <Spin />
    </Flex>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT(helpCenterTexts);
  return (
    <Flex vertical align="center" gap={8} style={{ padding: 24 }} role="alert">
      <Typography.Text type="danger">{t('common.loadFailed')}</Typography.Text>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </Flex>
  );
}

/** A row of a list: one button, reachable with Tab and opened with Enter. */
function Row({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <li style={{ borderBottom: `1px solid ${token.colorSplit}` }}>
      <button
        type="button"
        onClick={onOpen}
        style={{
          display: 'block',
          width: '100%',
          textAlign: 'left',
          padding: '10px 4px',
          border: 'none',
          background: 'transparent',
          color: 'inherit',
          font: 'inherit',
          cursor: 'pointer',
        }}
      >
        {children}
      </button>
    </li>
  );
}

function Summary({ children }: { children: ReactNode }) {
  return (
    <Typography.Text
      type="secondary"
      style={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', marginTop: 2 }}
    >
      {children}
    </Typography.Text>
  );
}

function Detail({ onBack, title, meta, content }: { onBack: () => void; title: string; meta: ReactNode; content?: string }) {
  const t = useT(helpCenterTexts);
  return (
    <Flex vertical gap={8}>
      <div>
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={onBack} style={{ paddingInline: 0 }}>
          {t('common.back')}
        </Button>
      </div>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary">{meta}</Typography.Text>
      <SafeHtml html={content} style={{ lineHeight: 1.7, overflowWrap: 'anywhere' }} />
    </Flex>
  );
}

function ArticleDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const t = useT(helpCenterTexts);
  const detail = useGetHelpCenterArticleDetail({ id }, { query: { select: (response) => response.data } });
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <LoadFailed onRetry={() => void detail.refetch()} />;
  const article = detail.data;
  return (
    <>
      <Detail
        onBack={onBack}
        title={article.title}
        meta={[
          article.categoryName,
          t('helpCenter.updated', { time: formatDateTimeMinute(article.updateTime) }),
          t('helpCenter.views', { count: article.viewCount }),
        ].join(' · ')}
        content={article.content}
      />
      {isWebUrl(article.videoUrl) && (
        <a href={article.videoUrl} target="_blank" rel="noopener noreferrer">
          {t('helpCenter.watchVideo')}
        </a>
      )}
    </>
  );
}

function Articles() {
  const t = useT(helpCenterTexts);
  const [categoryId, setCategoryId] = useState<number>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number>();
  const categories = useGetHelpCenterCategoryList({ query: { select: (response) => response.data } });
  const articles = useGetHelpCenterArticlePagedList(
    { page, limit: DEFAULT_LIMIT, ...(categoryId === undefined ? {} : { categoryId }), ...(keyword ? { keyword } : {}) },
    { query: { select: (response) => response.data } },
  );

  if (openId !== undefined) return <ArticleDetail id={openId} onBack={() => setOpenId(undefined)} />;

  let body: ReactNode;
  if (articles.isPending) body = <Loading />;
  else if (articles.isError) body = <LoadFailed onRetry={() => void articles.refetch()} />;
  else if (articles.data.list.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('helpCenter.noArticles')} />;
  else {
    body = (
      <>
        <ul style={listStyle} aria-label={t('helpCenter.articles')}>
          {articles.data.list.map((article) => (
            <Row key={article.id} onOpen={() => setOpenId(article.id)}>
              <Flex align="center" gap={6}>
                {article.isTop && <Tag color="gold">{t('helpCenter.pinned')}</Tag>}
                <Typography.Text strong>{article.title}</Typography.Text>
              </Flex>
              <Summary>{article.summary}</Summary>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {article.categoryName} · {t('helpCenter.updated', { time: formatDateTimeMinute(article.updateTime) })}
              </Typography.Text>
            </Row>
          ))}
        </ul>
        {articles.data.total > DEFAULT_LIMIT && (
          <Pagination
            size="small"
            align="center"
            current={articles.data.page}
            pageSize={DEFAULT_LIMIT}
            total={articles.data.total}
            showSizeChanger={false}
            onChange={setPage}
          />
        )}
      </>
    );
  }

  return (
    <Flex vertical gap={12}>
      {categories.isSuccess && (
        <Radio.Group
          aria-label={t('helpCenter.categories')}
          size="small"
          optionType="button"
          buttonStyle="solid"
          value={categoryId ?? 0}
          onChange={(event) => {
            const value = Number(event.target.value);
            setCategoryId(value === 0 ? undefined : value);
            setPage(1);
          }}
          options={[
            { value: 0, label: t('common.all') },
            ...categories.data.map((category) => ({ value: category.id, label: category.name })),
          ]}
          style={{ display: 'flex', flexWrap: 'wrap', rowGap: 6 }}
        />
      )}
      <Input.Search
        aria-label={t('helpCenter.searchArticles')}
        placeholder={t('helpCenter.searchArticles')}
        allowClear
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
      />
      {body}
    </Flex>
  );
}

function AnnouncementDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const t = useT(helpCenterTexts);
  const queryClient = useQueryClient();
  const detail = useGetAnnouncementDetail({ id }, { query: { select: (response) => response.data } });
  const read = detail.isSuccess;
  // Reading an announcement marks it read on the platform.
  useEffect(() => {
    if (read) void invalidateGetAnnouncementPagedList(queryClient);
  }, [read, queryClient]);
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <LoadFailed onRetry={() => void detail.refetch()} />;
  const announcement = detail.data;
  return (
    <Detail
      onBack={onBack}
      title={announcement.title}
      meta={t('helpCenter.published', { time: formatDateTimeMinute(announcement.publishTime) })}
      content={announcement.content}
    />
  );
}

function Announcements() {
  const t = useT(helpCenterTexts);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number>();
  const announcements = useGetAnnouncementPagedList({ page, limit: DEFAULT_LIMIT }, { query: { select: (response) => response.data } });

  if (openId !== undefined) return <AnnouncementDetail id={openId} onBack={() => setOpenId(undefined)} />;
  if (announcements.isPending) return <Loading />;
  if (announcements.isError) return <LoadFailed onRetry={() => void announcements.refetch()} />;
  if (announcements.data.list.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('helpCenter.noAnnouncements')} />;
  }
  return (
    <Flex vertical gap={12}>
      <ul style={listStyle} aria-label={t('helpCenter.announcements')}>
        {announcements.data.list.map((announcement) => (
          <Row key={announcement.id} onOpen={() => setOpenId(announcement.id)}>
            <Flex align="center" gap={6}>
              {!announcement.isRead && (
                <>
                  <Badge status="processing" />
                  <span style={visuallyHidden}>{t('common.unread')}</span>
                </>
              )}
              {announcement.isTop && <Tag color="gold">{t('helpCenter.pinned')}</Tag>}
              <Typography.Text strong={!announcement.isRead}>{announcement.title}</Typography.Text>
            </Flex>
            <Summary>{announcement.summary}</Summary>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('helpCenter.published', { time: formatDateTimeMinute(announcement.publishTime) })}
            </Typography.Text>
          </Row>
        ))}
      </ul>
      {announcements.data.total > DEFAULT_LIMIT && (
        <Pagination
          size="small"
          align="center"
          current={announcements.data.page}
          pageSize={DEFAULT_LIMIT}
          total={announcements.data.total}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
    </Flex>
  );
}

export function HelpCenter({ defaultOpen = false, defaultTab = 'articles' }: { defaultOpen?: boolean; defaultTab?: HelpTab }) {
  const t = useT(helpCenterTexts);
  const [open, setOpen] = useState(defaultOpen);
  const [tab, setTab] = useState<HelpTab>(defaultTab);
  return (
    <>
      <Button
        type="text"
        icon={<QuestionCircleOutlined />}
        aria-label={t('helpCenter.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      />
      <Drawer title={t('helpCenter.title')} open={open} onClose={() => setOpen(false)} size={560} destroyOnHidden>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as HelpTab)}
          items={[
            { key: 'articles', label: t('helpCenter.articles'), children: tab === 'articles' && <Articles /> },
            { key: 'announcements', label: t('helpCenter.announcements'), children: tab === 'announcements' && <Announcements /> },
          ]}
        />
      </Drawer>
    </>
  );
}
