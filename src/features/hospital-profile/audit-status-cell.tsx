/** A reviewed record's review state, with the reviewer's reason when it was rejected (licences, honors). */
import { Flex, Typography } from 'antd';
import { type HospitalAuditStatus as AuditStatus, HospitalAuditStatus } from '@generated/main/model';
import { useT } from '@/lib/i18n/use-t.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { hospitalProfileTexts } from './hospital-profile-texts.ts';

export function AuditStatusCell({ auditStatus, rejectReason }: { auditStatus: AuditStatus; rejectReason?: string | null }) {
  const t = useT(hospitalProfileTexts);
  return (
    <Flex vertical gap={2} align="flex-start">
      <EnumTag kind="hospitalAuditStatus" value={auditStatus} />
      {auditStatus === HospitalAuditStatus.Rejected && rejectReason ? (
        <Typography.Text type="danger">{t('hospitalProfile.rejectReason', { reason: rejectReason })}</Typography.Text>
      ) : null}
    </Flex>
  );
}
