/**
 * `/hospital/doctorDetail?id=` (notification 133094, the doctor review, lands here): one doctor's
 * profile, its certificates, the platform's verdict (a rejection with its reason on top) and the
 * review history; edit, online/offline and delete from here too.
 */
import { Alert, Card, Flex, Image, Tag, Timeline, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useGetDoctorAuditLog, useGetDoctorDetail } from '@generated/main/doctor/doctor';
import { type Doctor, DoctorAuditStatus } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumLabel } from '@/lib/enums/enum-labels.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { toImageUrl } from '@/lib/media/image-path.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { useRouteQuery } from '@/lib/routing/use-route-query.ts';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { DoctorStateActions } from './doctor-actions.tsx';
import { doctorTexts } from './doctor-texts.ts';
import { validDoctorId } from './doctor-id.ts';

/** The platform decides reviews at any time: opening the page always asks again (the app keeps answers 30 s otherwise). */
const FRESH = { refetchOnMount: 'always' } as const;

const AUDIT_COLOR: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'red' };

function AuditLog({ id }: { id: number }) {
  const t = useT(doctorTexts);
  const query = useGetDoctorAuditLog({ id }, { query: { ...FRESH, select: (r) => r.data } });
  return (
    <Card size="small" title={t('doctors.auditLog')}>
      <QueryBoundary query={query} isEmpty={(rows) => rows.length === 0} empty={t('doctors.auditLogEmpty')}>
        {(rows) => (
          <Timeline
            items={rows.map((row) => ({
              key: row.id,
              color: AUDIT_COLOR[row.auditStatus] ?? 'gray',
              content: (
                <Flex vertical gap={2}>
                  <Typography.Text>
                    {enumLabel('doctorAuditStatus', row.auditStatus)} · {row.operatorName}
                  </Typography.Text>
                  {row.remark ? <Typography.Text>{row.remark}</Typography.Text> : null}
                  <Typography.Text type="secondary">{formatDateTimeMinute(row.createTime)}</Typography.Text>
                </Flex>
              ),
            }))}
          />
        )}
      </QueryBoundary>
    </Card>
  );
}

function DoctorProfile({ doctor }: { doctor: Doctor }) {
  const t = useT(doctorTexts);
  const navigate = useNavigate();
  return (
    <Flex vertical gap={16}>
      {doctor.auditStatus === DoctorAuditStatus.Rejected && doctor.rejectReason ? (
        <Alert type="error" showIcon title={t('doctors.rejectReason', { reason: doctor.rejectReason })} />
      ) : null}
      {doctor.auditStatus === DoctorAuditStatus.Pending ? <Alert type="info" showIcon title={t('doctors.underReviewNoEdit')} /> : null}
      <Card
        size="small"
        title={
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong>{doctor.name}</Typography.Text>
            <EnumTag kind="doctorTitle" value={doctor.title} />
            <EnumTag kind="doctorAuditStatus" value={doctor.auditStatus} />
            <EnumTag kind="doctorOnlineStatus" value={doctor.onlineStatus} />
          </Flex>
        }
        extra={
          <Flex gap={4} align="center">
            {doctor.auditStatus !== DoctorAuditStatus.Pending && (
              <Link to={linkTo('hospital/doctorEdit', { id: String(doctor.id) })}>{t('doctors.edit')}</Link>
            )}
            <DoctorStateActions doctor={doctor} onDeleted={() => void navigate(linkTo('hospital/doctor'), { replace: true })} />
          </Flex>
        }
      >
        <Flex gap={16} align="flex-start" wrap>
          {doctor.avatar ? <Image width={96} src={toImageUrl(doctor.avatar.url)} alt={t('doctors.avatar')} /> : null}
          <div style={{ flex: 1, minWidth: 280 }}>
            <DetailDescriptions
              data={doctor}
              items={[
                { key: 'gender', label: t('doctors.gender'), render: (g) => t(g === 2 ? 'doctors.female' : 'doctors.male') },
                { key: 'practiceYears', label: t('doctors.practiceYears'), render: (count) => t('doctors.yearsValue', { count }) },
                { key: 'practisingCertificateNo', label: t('doctors.practisingNo') },
                { key: 'qualificationCertificateNo', label: t('doctors.qualificationNo') },
                {
                  key: 'projects',
                  label: t('doctors.projects'),
                  render: (projects) => projects.map((p) => p.projectName).join('、'),
                },
                {
                  key: 'specialties',
                  label: t('doctors.specialties'),
                  render: (tags) => tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
                },
                {
                  key: 'introduction',
                  label: t('doctors.introduction'),
                  render: (text) => <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{text}</Typography.Paragraph>,
                },
                { key: 'createTime', label: t('doctors.created'), render: (time) => formatDateTimeMinute(time) },
                { key: 'updateTime', label: t('doctors.updated'), render: (time) => formatDateTimeMinute(time) },
              ]}
            />
          </div>
        </Flex>
      </Card>
      <Card size="small" title={t('doctors.certificates')}>
        <Image.PreviewGroup>
          <Flex gap={8} wrap>
            {doctor.qualificationImages.map((image, index) => (
              <Image key={image.url} width={120} src={toImageUrl(image.url)} alt={`${t('doctors.certificates')} ${index + 1}`} />
            ))}
          </Flex>
        </Image.PreviewGroup>
      </Card>
      <AuditLog id={doctor.id} />
    </Flex>
  );
}

export default function DoctorDetailPage() {
  const t = useT(doctorTexts);
  const [{ id }] = useRouteQuery('hospital/doctorDetail');
  const doctorId = validDoctorId(id);
  const query = useGetDoctorDetail({ id: doctorId ?? 0 }, { query: { ...FRESH, enabled: doctorId !== null, select: (r) => r.data } });
  return (
    <PageContainer maxWidth={1080} extra={<Link to={linkTo('hospital/doctor')}>{t('doctors.back')}</Link>}>
      {doctorId !== null ? (
        <QueryBoundary query={query}>{(doctor) => <DoctorProfile doctor={doctor} />}</QueryBoundary>
      ) : (
        <Alert type="info" showIcon title={t('doctors.notFound')} />
      )}
    </PageContainer>
  );
}
