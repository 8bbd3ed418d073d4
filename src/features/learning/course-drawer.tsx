/**
 * One course in a drawer over /learn/list (`?id=X`; notification 20250508 links here, id 0 means no
 * course): its introduction (platform HTML, through SafeHtml only), its chapters with the person's
 * place in each, and the player on the chapter to resume.
 */
import { CheckCircleFilled, PlayCircleOutlined } from '@ant-design/icons';
import { Drawer, Flex, List, Progress, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useQueryStates } from 'nuqs';
import { useState } from 'react';
import {
  getGetStudyCenterCourseDetailQueryKey,
  getGetStudyCenterCourseListQueryKey,
  getGetStudyCenterRecommendCourseListQueryKey,
  useGetStudyCenterCourseDetail,
} from '@generated/main/study-center/study-center';
import type { StudyCenterCourseDetail } from '@generated/main/model';
import { useT } from '@/lib/i18n/use-t.ts';
import { ROUTES } from '@/lib/routing/routes.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { SafeHtml } from '@/shared/ui/safe-html/safe-html.tsx';
import { clock, CourseVideoPlayer } from './course-video-player.tsx';
import { learningTexts } from './learning-texts.ts';

export interface CourseDrawerState {
  id: number | null;
  open: (id: number) => void;
  close: () => void;
}

/** The course in the address: a positive number; 0 (a notification with no course) or anything else is none. */
export function useCourseDrawer(): CourseDrawerState {
  const [query, setQuery] = useQueryStates(ROUTES['learn/list'].query);
  const id = query.id !== null && /^[1-9]\d*$/.test(query.id) ? Number(query.id) : null;
  return {
    id,
    open: (next) => void setQuery({ id: String(next) }, { history: 'push' }),
    close: () => void setQuery({ id: null }, { history: 'replace' }),
  };
}

/** The course's introduction: platform HTML, so SafeHtml and nothing else (the XSS gate renders this very component). */
export function CourseIntroduction({ html }: { html: string }) {
  const t = useT(learningTexts);
  return (
    <>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t('learning.introduction')}
      </Typography.Title>
      <SafeHtml html={html} />
    </>
  );
}

export function CourseView({ course }: { course: StudyCenterCourseDetail }) {
  const t = useT(learningTexts);
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number | null>(null);
  const chapterId = chosen ?? course.lastChapterId ?? course.chapters[0]?.id ?? null;
  const chapter = course.chapters.find((c) => c.id === chapterId);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetStudyCenterCourseDetailQueryKey({ id: course.id }) }),
      queryClient.invalidateQueries({ queryKey: getGetStudyCenterCourseListQueryKey().slice(0, 1) }),
      queryClient.invalidateQueries({ queryKey: getGetStudyCenterRecommendCourseListQueryKey().slice(0, 1) }),
    ]);
  return (
    <Flex vertical gap={16}>
      <Flex vertical gap={4}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {course.title}
        </Typography.Title>
        <Flex gap={8} wrap align="center">
          {course.isRequired && <Tag color="red">{t('learning.required')}</Tag>}
          <EnumTag kind="learnStatus" value={course.learnStatus} />
          <Typography.Text type="secondary">
            {[
              course.categoryName,
              course.lecturerTitle ? `${course.lecturer}（${course.lecturerTitle}）` : course.lecturer,
              t('learning.chapters', { count: course.chapterCount }),
              t('learning.minutes', { count: Math.round(course.totalDuration / 60) }),
            ].join(' · ')}
          </Typography.Text>
        </Flex>
        <Progress percent={course.progress} aria-label={t('learning.progress')} />
      </Flex>
      {chapter && <CourseVideoPlayer courseId={course.id} chapter={chapter} onReported={() => void refresh()} />}
      <section aria-label={t('learning.chapterList')}>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          {t('learning.chapterList')}
        </Typography.Title>
        <List
          size="small"
          dataSource={course.chapters}
          renderItem={(c) => (
            <List.Item
              key={c.id}
              aria-current={c.id === chapterId ? 'true' : undefined}
              style={{ cursor: 'pointer', background: c.id === chapterId ? 'rgba(22,119,255,0.06)' : undefined }}
              onClick={() => setChosen(c.id)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') setChosen(c.id);
              }}
              tabIndex={0}
              role="button"
              extra={
                c.isFinished ? (
                  <Typography.Text type="success">
                    <CheckCircleFilled /> {t('learning.chapterDone')}
                  </Typography.Text>
                ) : c.learnedSeconds > 0 ? (
                  <Typography.Text type="secondary">{t('learning.chapterAt', { time: clock(c.learnedSeconds) })}</Typography.Text>
                ) : undefined
              }
            >
              <Flex gap={8} align="center">
                <PlayCircleOutlined aria-hidden />
                <span>{c.title}</span>
                <Typography.Text type="secondary">{clock(c.duration)}</Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      </section>
      <section aria-label={t('learning.introduction')}>
        <CourseIntroduction html={course.content} />
      </section>
    </Flex>
  );
}

function DrawerBody({ id }: { id: number }) {
  const query = useGetStudyCenterCourseDetail({ id });
  return (
    <QueryBoundary query={query} rows={8}>
      {(answer) => <CourseView course={answer.data} />}
    </QueryBoundary>
  );
}

export function CourseDrawer({ state }: { state: CourseDrawerState }) {
  const t = useT(learningTexts);
  return (
    <Drawer title={t('learning.course')} open={state.id !== null} onClose={state.close} size={820} destroyOnHidden>
      {state.id !== null && <DrawerBody id={state.id} />}
    </Drawer>
  );
}
