/**
 * Tab 1 of /hospital/hospitalInfo: the approved base information, the state of the latest
 * submission (pending with withdraw, rejected with the reviewer's reason), the draft if any, and
 * the review log.
 */
import { Alert, Button, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useGetHospitalAuditLogDetail, useGetHospitalBaseInfo } from '@generated/main/hospital/hospital';
import { type HospitalBaseInfo, HospitalAuditStatus } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { AuditLogTable, WithdrawButton } from './audit-log-table.tsx';
import { ProfileImages } from './profile-images.tsx';
import { hospitalProfileTexts } from './hospital-profile-texts.ts';

function PendingAlert({ auditId }: { auditId: number }) {
  const t = useT(hospitalProfileTexts);
  const audit = useGetHospitalAuditLogDetail({ id: auditId }, { query: { select: (answer) => answer.data } });
  return (
    <Alert
      type="info"
      showIcon
      title={t('hospitalProfile.auditPending', { time: audit.data ? formatDateTimeMinute(audit.data.submitTime) : '…' })}
      description={audit.data ? audit.data.changes.map((c) => c.fieldName).join('、') : undefined}
      action={<WithdrawButton auditId={auditId} />}
    />
  );
}

export function AuditState({ info }: { info: HospitalBaseInfo }) {
  const t = useT(hospitalProfileTexts);
  if (info.auditStatus === HospitalAuditStatus.Pending && info.pendingAuditId !== null && info.pendingAuditId !== undefined) {
    return <PendingAlert auditId={info.pendingAuditId} />;
  }
  if (info.auditStatus === HospitalAuditStatus.Rejected) {
    return <Alert type="error" showIcon title={t('hospitalProfile.auditRejected', { reason: info.rejectReason ?? '' })} />;
  }
  if (info.auditStatus === HospitalAuditStatus.Withdrawn)
    return <Alert type="warning" showIcon title={t('hospitalProfile.auditWithdrawn')} />;
  if (info.auditStatus === HospitalAuditStatus.Approved)
    return <Alert type="success" showIcon title={t('hospitalProfile.auditApproved')} />;
  return null;
}

export function BaseInfoTab() {
  const t = useT(hospitalProfileTexts);
  const navigate = useNavigate();
  const query = useGetHospitalBaseInfo({ query: { select: (answer) => answer.data } });
  return (
    <Flex vertical gap="large">
      <QueryBoundary query={query}>
        {(info) => (
          <Flex vertical gap="middle">
            <AuditState info={info} />
            <Flex gap={12} align="center" wrap>
              <Button type="primary" onClick={() => navigate(linkTo('hospital/hospitalEdit'))}>
                {info.hasDraft ? t('hospitalProfile.resumeDraft') : t('hospitalProfile.edit')}
              </Button>
              {info.hasDraft ? <span>{t('hospitalProfile.hasDraft')}</span> : null}
            </Flex>
            <DetailDescriptions
              data={info}
              items={[
                { key: 'registeredName', label: t('hospitalProfile.registeredName') },
                { key: 'brandName', label: t('hospitalProfile.brandName') },
                { key: 'creditCode', label: t('hospitalProfile.creditCode') },
                { key: 'type', label: t('hospitalProfile.type'), render: (v) => <EnumTag kind="hospitalType" value={v} /> },
                { key: 'level', label: t('hospitalProfile.level'), render: (v) => <EnumTag kind="hospitalLevel" value={v} /> },
                { key: 'establishedDate', label: t('hospitalProfile.establishedDate') },
                {
                  key: 'provinceName',
                  label: t('hospitalProfile.region'),
                  render: (_, i) => `${i.provinceName} ${i.cityName} ${i.districtName}`,
                },
                { key: 'address', label: t('hospitalProfile.address') },
                {
                  key: 'businessHours',
                  label: t('hospitalProfile.businessHours'),
                  render: (h) => `${h.openTime}–${h.closeTime}${h.remark ? `（${h.remark}）` : ''}`,
                },
                { key: 'phone', label: t('hospitalProfile.phone') },
                {
                  key: 'floorArea',
                  label: t('hospitalProfile.floorArea'),
                  render: (v) => t('hospitalProfile.floorAreaValue', { area: String(v) }),
                },
                { key: 'updateTime', label: t('hospitalProfile.updateTime'), render: (v) => formatDateTimeMinute(v) },
                { key: 'introduction', label: t('hospitalProfile.introduction'), span: 2 },
                {
                  key: 'logo',
                  label: t('hospitalProfile.logo'),
                  render: (v) => <ProfileImages images={[v]} alt={t('hospitalProfile.logo')} />,
                },
                {
                  key: 'environmentImages',
                  label: t('hospitalProfile.environmentImages'),
                  render: (v) => <ProfileImages images={v} alt={t('hospitalProfile.environmentImages')} />,
                },
              ]}
            />
          </Flex>
        )}
      </QueryBoundary>
      <AuditLogTable />
    </Flex>
  );
}
