/**
 * Tab 2 of /hospital/hospitalInfo: the licences with their validity, days left and review state;
 * a warning above the list while any has expired or expires within 30 days; renew or add one.
 */
import { Alert, Button, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useGetHospitalPaperList } from '@generated/main/hospital/hospital';
import { type HospitalPaper, HospitalAuditStatus, HospitalPaperKind, HospitalPaperStatus } from '@generated/main/model';
import type { TFor } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { PaperForm } from './paper-form.tsx';
import { AuditStatusCell } from './audit-status-cell.tsx';
import { ProfileImages } from './profile-images.tsx';
import { hospitalProfileTexts } from './hospital-profile-texts.ts';

type Texts = TFor<typeof hospitalProfileTexts>;

/** "12 days left", "expires today", "expired 3 days ago", or long-term. */
export function daysLeftText(t: Texts, paper: Pick<HospitalPaper, 'daysToExpire' | 'isLongTerm'>): string {
  const days = paper.daysToExpire;
  if (paper.isLongTerm || days === null || days === undefined) return t('hospitalProfile.longTerm');
  if (days === 0) return t('hospitalProfile.expiresToday');
  return days > 0 ? t('hospitalProfile.daysLeftValue', { count: days }) : t('hospitalProfile.expiredDaysAgo', { count: -days });
}

type Editing = { paper?: HospitalPaper } | null;

export function PapersTab() {
  const t = useT(hospitalProfileTexts);
  const query = useGetHospitalPaperList({ query: { select: (answer) => answer.data } });
  const [editing, setEditing] = useState<Editing>(null);
  const held = new Set((query.data ?? []).map((p) => p.kind));
  const missing = Object.values(HospitalPaperKind).filter((kind) => !held.has(kind));
  return (
    <Flex vertical gap="middle">
      <QueryBoundary query={query}>
        {(papers) => {
          const warned = papers.filter((p) => p.status !== HospitalPaperStatus.Valid).length;
          return (
            <Flex vertical gap="middle">
              {warned > 0 ? (
                <Alert type="warning" showIcon role="alert" title={t('hospitalProfile.expiryWarning', { count: warned })} />
              ) : null}
              <Flex justify="flex-end">
                <Button disabled={missing.length === 0} onClick={() => setEditing({})}>
                  {t('hospitalProfile.addPaper')}
                </Button>
              </Flex>
              <Table<HospitalPaper>
                rowKey="id"
                pagination={false}
                aria-label={t('hospitalProfile.papers')}
                dataSource={papers}
                scroll={{ x: true }}
                columns={[
                  {
                    key: 'kind',
                    title: t('hospitalProfile.paperKind'),
                    render: (_, p) => <EnumTag kind="hospitalPaperKind" value={p.kind} />,
                  },
                  { key: 'number', dataIndex: 'number', title: t('hospitalProfile.paperNumber') },
                  {
                    key: 'validity',
                    title: t('hospitalProfile.validity'),
                    render: (_, p) => `${p.validFrom} – ${p.isLongTerm ? t('hospitalProfile.longTerm') : (p.validTo ?? '')}`,
                  },
                  {
                    key: 'daysToExpire',
                    title: t('hospitalProfile.daysLeft'),
                    render: (_, p) => (
                      <Typography.Text
                        type={
                          p.status === HospitalPaperStatus.Expired
                            ? 'danger'
                            : p.status === HospitalPaperStatus.Expiring
                              ? 'warning'
                              : undefined
                        }
                      >
                        {daysLeftText(t, p)}
                      </Typography.Text>
                    ),
                  },
                  {
                    key: 'status',
                    title: t('hospitalProfile.paperStatus'),
                    render: (_, p) => <EnumTag kind="hospitalPaperStatus" value={p.status} />,
                  },
                  {
                    key: 'auditStatus',
                    title: t('hospitalProfile.auditStatus'),
                    render: (_, p) => <AuditStatusCell auditStatus={p.auditStatus} rejectReason={p.rejectReason} />,
                  },
                  {
                    key: 'images',
                    title: t('hospitalProfile.paperImages'),
                    render: (_, p) => <ProfileImages images={p.images} alt={t('hospitalProfile.paperImages')} size={48} />,
                  },
                  {
                    key: 'actions',
                    title: t('common.actions'),
                    render: (_, p) =>
                      p.auditStatus === HospitalAuditStatus.Pending ? (
                        t('hospitalProfile.paperUnderReview')
                      ) : (
                        <Button type="link" onClick={() => setEditing({ paper: p })}>
                          {t('hospitalProfile.renew')}
                        </Button>
                      ),
                  },
                ]}
              />
            </Flex>
          );
        }}
      </QueryBoundary>
      {editing ? <PaperForm open paper={editing.paper} kinds={missing} onClose={() => setEditing(null)} /> : null}
    </Flex>
  );
}
