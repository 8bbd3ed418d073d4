/**
 * `/learn/recommend`: the courses the platform recommends to the hospital, as cards with the
 * person's progress; a card opens the course on /learn/list (`?id=X`), where it plays.
 */
import { Card, Col, Flex, Pagination, Progress, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useGetStudyCenterRecommendCourseList } from '@generated/main/study-center/study-center';
import type { StudyCenterCourse } from '@generated/main/model';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { learningTexts } from './learning-texts.ts';

const PAGE_SIZE = 12;

function CourseCard({ course }: { course: StudyCenterCourse }) {
  const t = useT(learningTexts);
  return (
    <Card
      size="small"
      role="listitem"
      aria-label={course.title}
      title={<Link to={linkTo('learn/list', { id: String(course.id) })}>{course.title}</Link>}
      extra={course.isRequired && <Tag color="red">{t('learning.required')}</Tag>}
    >
      <Flex vertical gap={6}>
        <Typography.Text type="secondary">
          {[course.categoryName, course.lecturer, t('learning.chapters', { count: course.chapterCount })].join(' · ')}
        </Typography.Text>
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
          {course.summary}
        </Typography.Paragraph>
        <Flex gap={8} align="center">
          <EnumTag kind="learnStatus" value={course.learnStatus} />
          <Typography.Text type="secondary">{t('learning.learners', { count: course.learnerCount })}</Typography.Text>
        </Flex>
        <Progress percent={course.progress} size="small" aria-label={`${course.title} ${t('learning.progress')}`} />
      </Flex>
    </Card>
  );
}

export default function RecommendedCoursesPage() {
  const t = useT(learningTexts);
  const [page, setPage] = useState(1);
  const query = useGetStudyCenterRecommendCourseList({ page, limit: PAGE_SIZE });
  return (
    <PageContainer>
      <QueryBoundary query={query} rows={6} isEmpty={(answer) => answer.data.total === 0} empty={t('learning.noRecommended')}>
        {(answer) => (
          <Flex vertical gap={16}>
            <Row gutter={[16, 16]} role="list" aria-label={t('learning.recommended')}>
              {answer.data.list.map((course) => (
                <Col key={course.id} xs={24} md={12} xl={8}>
                  <CourseCard course={course} />
                </Col>
              ))}
            </Row>
            {answer.data.total > PAGE_SIZE && (
              <Pagination align="end" current={answer.data.page} pageSize={PAGE_SIZE} total={answer.data.total} onChange={setPage} />
            )}
          </Flex>
        )}
      </QueryBoundary>
    </PageContainer>
  );
}
