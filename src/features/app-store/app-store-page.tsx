/**
 * `/appStore/index` (creative centre, designed): the platform's tools and creative material for
 * clinics — working templates, poster and article templates, activity creatives. A type, a
 * category (with its count), a search and an order kept in the address; each item previewed in a
 * dialog (its pictures, or an article's text) and downloaded as the file the platform serves,
 * which counts the download.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Image, Modal, Radio, Tag, Typography } from 'antd';
import { parseAsNumberLiteral, parseAsString, parseAsStringLiteral } from 'nuqs';
import { useState } from 'react';
import {
  downloadCreative,
  getGetCreativeDetailQueryKey,
  getGetCreativeListQueryKey,
  useGetCreativeCategoryList,
  useGetCreativeDetail,
  useGetCreativeList,
} from '@generated/main/app-store/app-store';
import { type Creative, CreativeKind } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { formatFileSize, formatNumber } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { toImageUrl } from '@/lib/media/image-path.ts';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { type ExportRequest, ExportButton } from '@/shared/ui/export-button/export-button.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { appStoreTexts } from './app-store-texts.ts';

const SORTS = ['newest', 'popular'] as const;
const KINDS = Object.values(CreativeKind);

const FILTERS = {
  keyword: parseAsString,
  kind: parseAsNumberLiteral(KINDS),
  categoryId: parseAsString,
  order: parseAsStringLiteral(SORTS),
};

/** What a download changes: the counts on every list and item. */
const COUNT_KEYS = [getGetCreativeListQueryKey().slice(0, 2), getGetCreativeDetailQueryKey().slice(0, 1)];

function DownloadButton({ item, type }: { item: Pick<Creative, 'id' | 'title' | 'fileName'>; type?: 'primary' | 'link' }) {
  const t = useT(appStoreTexts);
  const queryClient = useQueryClient();
  const download = async (request: ExportRequest) => {
    const blob = await downloadCreative({ id: item.id }, request);
    await Promise.all(COUNT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    return blob;
  };
  return (
    <ExportButton type={type} size={type === 'link' ? 'small' : undefined} fileName={item.fileName} download={download}>
      {t('appStore.download')}
    </ExportButton>
  );
}

function Preview({ id }: { id: number }) {
  const t = useT(appStoreTexts);
  const query = useGetCreativeDetail({ id }, { query: { select: (answer) => answer.data } });
  return (
    <QueryBoundary query={query} rows={6}>
      {(item) => (
        <Flex vertical gap={12}>
          <Flex gap={8} align="center" wrap>
            <EnumTag kind="creativeKind" value={item.kind} />
            <Typography.Text type="secondary">{item.categoryName}</Typography.Text>
            {item.tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </Flex>
          <Typography.Paragraph style={{ margin: 0 }}>{item.description}</Typography.Paragraph>
          {item.previews.length > 0 ? (
            <Flex gap={8} wrap>
              {item.previews.map((p) => (
                <Image key={p.url} width={240} src={toImageUrl(p.url)} alt={t('appStore.previewOf', { title: item.title })} />
              ))}
            </Flex>
          ) : item.content ? (
            <section aria-label={t('appStore.content')}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', background: '#fafafa', padding: 12, margin: 0 }}>
                {item.content}
              </Typography.Paragraph>
            </section>
          ) : (
            <Typography.Text type="secondary">{t('appStore.noPreview')}</Typography.Text>
          )}
          <DetailDescriptions
            data={item}
            items={[
              { key: 'fileName', label: t('appStore.title') },
              { key: 'format', label: t('appStore.format') },
              { key: 'fileSize', label: t('appStore.size'), render: (v) => formatFileSize(v) },
              { key: 'downloadCount', label: t('appStore.downloads'), render: (v) => formatNumber(v) },
              { key: 'updateTime', label: t('appStore.updated'), render: (v) => formatDateTimeMinute(v) },
              { key: 'lastDownloadTime', label: t('appStore.lastDownload'), render: (v) => (v ? formatDateTimeMinute(v) : null) },
            ]}
          />
          <Flex justify="flex-end">
            <DownloadButton item={item} type="primary" />
          </Flex>
        </Flex>
      )}
    </QueryBoundary>
  );
}

export default function AppStorePage() {
  const t = useT(appStoreTexts);
  const list = useListState(FILTERS);
  const [previewing, setPreviewing] = useState<Creative | null>(null);
  const { kind, keyword, categoryId, order } = list.filters;
  const categories = useGetCreativeCategoryList({ query: { select: (answer) => answer.data } });
  const query = useGetCreativeList({
    ...list.paging,
    ...(kind !== null ? { kind } : {}),
    ...(categoryId !== null && /^\d+$/.test(categoryId) ? { categoryId: Number(categoryId) } : {}),
    ...(keyword ? { keyword } : {}),
    ...(order ? { sort: order } : {}),
  });
  const categoryOptions = (categories.data ?? [])
    .filter((c) => kind === null || c.kind === kind)
    .map((c) => ({ value: String(c.id), label: t('appStore.categoryOption', { name: c.name, count: c.count }) }));

  const columns: PagedTableColumn<Creative>[] = [
    {
      key: 'cover',
      title: t('appStore.cover'),
      width: 88,
      render: (cover: Creative['cover'], item) => <Image width={64} src={toImageUrl(cover.url)} alt={item.title} preview={false} />,
    },
    {
      key: 'title',
      title: t('appStore.title'),
      fixedVisible: true,
      width: 220,
      render: (title: string, item) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>{title}</Typography.Text>
          <Flex gap={4} wrap>
            {item.tags.map((tag) => (
              <Tag key={tag} style={{ marginInlineEnd: 0 }}>
                {tag}
              </Tag>
            ))}
          </Flex>
        </Flex>
      ),
    },
    { key: 'kind', title: t('appStore.kind'), render: (v: Creative['kind']) => <EnumTag kind="creativeKind" value={v} /> },
    { key: 'categoryName', title: t('appStore.category') },
    { key: 'format', title: t('appStore.format') },
    { key: 'fileSize', title: t('appStore.size'), render: (v: number) => formatFileSize(v) },
    { key: 'downloadCount', title: t('appStore.downloads'), render: (v: number) => formatNumber(v) },
    { key: 'updateTime', title: t('appStore.updated'), render: (v: string) => formatDateTimeMinute(v) },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_: unknown, item) => (
        <Flex gap={4} align="center">
          <Button type="link" size="small" aria-label={t('appStore.previewOf', { title: item.title })} onClick={() => setPreviewing(item)}>
            {t('appStore.preview')}
          </Button>
          <DownloadButton item={item} type="link" />
        </Flex>
      ),
    },
  ];

  return (
    <PageContainer>
      <Flex vertical gap={12}>
        <Flex gap={12} wrap align="center">
          <Radio.Group
            aria-label={t('appStore.kind')}
            optionType="button"
            value={kind ?? 0}
            onChange={(event) =>
              list.setFilters({ kind: event.target.value === 0 ? null : (event.target.value as CreativeKind), categoryId: null })
            }
            options={[{ value: 0, label: t('appStore.allKinds') }, ...enumOptions('creativeKind')]}
          />
          <Radio.Group
            aria-label={t('appStore.sort')}
            value={order ?? 'newest'}
            onChange={(event) =>
              list.setFilters({ order: event.target.value === 'newest' ? null : (event.target.value as (typeof SORTS)[number]) })
            }
            options={SORTS.map((value) => ({ value, label: t(`appStore.${value}`) }))}
          />
        </Flex>
        <FilterBar
          list={list}
          fields={[
            { kind: 'keyword', name: 'keyword', label: t('appStore.search') },
            { kind: 'select', name: 'categoryId', label: t('appStore.category'), options: categoryOptions },
          ]}
        />
        <PagedTable id="creatives" label={t('appStore.list')} list={list} query={query} rowKey="id" columns={columns} />
      </Flex>
      <Modal
        title={previewing ? previewing.title : ''}
        open={previewing !== null}
        onCancel={() => setPreviewing(null)}
        footer={null}
        width={720}
        destroyOnHidden
      >
        {previewing && <Preview id={previewing.id} />}
      </Modal>
    </PageContainer>
  );
}
