/**
 * `/learn/list`: the study centre's courses — by category, by the person's own progress, required
 * or elective, by text — required first, then the newest. A course opens in a drawer over the list
 * (`?id=X`, also notification 20250508; `id=0` opens nothing) with its chapters and the player.
 */
import { Button, Progress, Tag } from 'antd';
import { parseAsInteger, parseAsNumberLiteral, parseAsString } from 'nuqs';
import { useGetStudyCenterCategoryList, useGetStudyCenterCourseList } from '@generated/main/study-center/study-center';
import { StudyCenterLearnStatus, type StudyCenterCourse } from '@generated/main/model';
import { formatDate } from '@/lib/dates/date-format.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { CourseDrawer, useCourseDrawer } from './course-drawer.tsx';
import { learningTexts } from './learning-texts.ts';

const FILTERS = {
  keyword: parseAsString,
  categoryId: parseAsInteger,
  learnStatus: parseAsNumberLiteral(Object.values(StudyCenterLearnStatus)),
  /** 1 required only, 0 elective only. */
  required: parseAsNumberLiteral([0, 1] as const),
};

export default function CourseListPage() {
  const t = useT(learningTexts);
  const list = useListState(FILTERS);
  const drawer = useCourseDrawer();
  const categories = useGetStudyCenterCategoryList();
  const { keyword, categoryId, learnStatus, required } = list.filters;
  const query = useGetStudyCenterCourseList({
    ...list.paging,
    ...(keyword ? { keyword } : {}),
    ...(categoryId !== null ? { categoryId } : {}),
    ...(learnStatus !== null ? { learnStatus } : {}),
    ...(required !== null ? { isRequired: required === 1 } : {}),
  });

  const columns: PagedTableColumn<StudyCenterCourse>[] = [
    {
      key: 'title',
      title: t('learning.title'),
      fixedVisible: true,
      width: 300,
      render: (title: string, course) => (
        <>
          {course.isRequired && <Tag color="red">{t('learning.required')}</Tag>}
          {title}
        </>
      ),
    },
    { key: 'categoryName', title: t('learning.category') },
    { key: 'lecturer', title: t('learning.lecturer') },
    { key: 'chapterCount', title: t('learning.chapterList'), render: (count: number) => t('learning.chapters', { count }) },
    {
      key: 'totalDuration',
      title: t('learning.duration'),
      render: (seconds: number) => t('learning.minutes', { count: Math.round(seconds / 60) }),
    },
    {
      key: 'learnStatus',
      title: t('learning.learnStatus'),
      render: (v: StudyCenterCourse['learnStatus']) => <EnumTag kind="learnStatus" value={v} />,
    },
    {
      key: 'progress',
      title: t('learning.progress'),
      width: 140,
      render: (percent: number, course) => (
        <Progress percent={percent} size="small" aria-label={`${course.title} ${t('learning.progress')}`} />
      ),
    },
    { key: 'publishTime', title: t('learning.published'), render: (time: string) => formatDate(time) },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_: unknown, course) => (
        <Button
          type="link"
          aria-label={`${t('learning.open')} ${course.title}`}
          onClick={(event) => {
            // The row opens it too: one history entry, not two.
            event.stopPropagation();
            drawer.open(course.id);
          }}
        >
          {t('learning.open')}
        </Button>
      ),
    },
  ];

  return (
    <PageContainer>
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'keyword', label: t('learning.search') },
          {
            kind: 'select',
            name: 'categoryId',
            label: t('learning.category'),
            options: (categories.data?.data ?? []).map((c) => ({
              value: c.id,
              label: t('learning.categoryCount', { name: c.name, count: c.courseCount }),
            })),
          },
          { kind: 'select', name: 'learnStatus', label: t('learning.learnStatus'), options: enumOptions('learnStatus') },
          {
            kind: 'select',
            name: 'required',
            label: t('learning.requiredFilter'),
            options: [
              { value: 1, label: t('learning.requiredYes') },
              { value: 0, label: t('learning.requiredNo') },
            ],
          },
        ]}
      />
      <PagedTable
        id="courses"
        label={t('learning.courses')}
        list={list}
        query={query}
        rowKey="id"
        columns={columns}
        onRowClick={(course) => drawer.open(course.id)}
      />
      <CourseDrawer state={drawer} />
    </PageContainer>
  );
}
