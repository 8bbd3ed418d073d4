/**
 * Tab 3 of /hospital/hospitalInfo: the honors, each reviewed before customers see it; add, edit
 * (not while under review) and delete after asking.
 */
import { Button, Flex, Form, Input, Table } from 'antd';
import { useState } from 'react';
import {
  getGetHospitalHonorListQueryKey,
  useDeleteHospitalHonor,
  useGetHospitalHonorList,
  useSaveHospitalHonor,
} from '@generated/main/hospital/hospital';
import { type HospitalHonor, type HospitalHonorSaveRequest, HospitalAuditStatus } from '@generated/main/model';
import { useQueryClient } from '@tanstack/react-query';

import { useT } from '@/lib/i18n/use-t.ts';
import { toStoredImagePaths } from '@/lib/media/image-path.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { ImageUpload } from '@/shared/ui/upload/image-upload.tsx';
import { HOSPITAL_PROFILE_QUERIES } from '@/lib/hospital-profile/hospital-profile-stale-keys.ts';
import { AuditStatusCell } from './audit-status-cell.tsx';
import { ProfileImages } from './profile-images.tsx';
import { hospitalProfileTexts } from './hospital-profile-texts.ts';
import { platformTodayText } from '@/lib/dates/platform-time.ts';

export interface HonorValues {
  title: string;
  issuer: string;
  awardDate: string;
  images: string[];
}

export function honorRequest(values: HonorValues, honor?: HospitalHonor): HospitalHonorSaveRequest {
  return {
    ...(honor ? { id: honor.id, sort: honor.sort } : {}),
    title: values.title.trim(),
    issuer: values.issuer.trim(),
    awardDate: values.awardDate,
    images: toStoredImagePaths(values.images ?? []).map((url) => ({ url })),
  };
}

function HonorForm({ honor, onClose }: { honor?: HospitalHonor; onClose: () => void }) {
  const t = useT(hospitalProfileTexts);
  const save = useSaveHospitalHonor();
  const today = platformTodayText();
  return (
    <FormModal<HonorValues>
      open
      title={honor ? t('hospitalProfile.editHonor') : t('hospitalProfile.addHonor')}
      onClose={onClose}
      onSubmit={(values) => save.mutateAsync({ data: honorRequest(values, honor) })}
      invalidates={HOSPITAL_PROFILE_QUERIES}
      submitText={t('hospitalProfile.submitReview')}
      successText={t('hospitalProfile.submitted')}
      initialValues={
        honor
          ? { title: honor.title, issuer: honor.issuer, awardDate: honor.awardDate, images: honor.images.map((i) => i.url) }
          : { images: [] }
      }
    >
      <Form.Item
        name="title"
        label={t('hospitalProfile.honorTitle')}
        rules={[{ required: true, whitespace: true, max: 50, message: t('hospitalProfile.honorTitleRequired') }]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="issuer"
        label={t('hospitalProfile.issuer')}
        rules={[{ required: true, whitespace: true, max: 50, message: t('hospitalProfile.issuerRequired') }]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="awardDate"
        label={t('hospitalProfile.awardDate')}
        rules={[
          { required: true, message: t('hospitalProfile.awardDateRequired') },
          {
            validator: async (_, value: string | undefined) => {
              if (value && value > today) throw new Error(t('hospitalProfile.awardDateFuture'));
            },
          },
        ]}
      >
        <Input type="date" />
      </Form.Item>
      <Form.Item
        name="images"
        label={t('hospitalProfile.honorImages')}
        rules={[{ type: 'array', required: true, min: 1, max: 6, message: t('hospitalProfile.imagesRequired') }]}
      >
        <ImageUpload folder="hospital/honors" max={6} />
      </Form.Item>
    </FormModal>
  );
}

export function HonorsTab() {
  const t = useT(hospitalProfileTexts);
  const queryClient = useQueryClient();
  const query = useGetHospitalHonorList({ query: { select: (answer) => answer.data } });
  const remove = useDeleteHospitalHonor({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getGetHospitalHonorListQueryKey() }) },
  });
  const [editing, setEditing] = useState<{ honor?: HospitalHonor } | null>(null);
  return (
    <Flex vertical gap="middle">
      <Flex justify="flex-end">
        <Button type="primary" onClick={() => setEditing({})}>
          {t('hospitalProfile.addHonor')}
        </Button>
      </Flex>
      <QueryBoundary query={query} isEmpty={(honors) => honors.length === 0} empty={t('hospitalProfile.noHonors')}>
        {(honors) => (
          <Table<HospitalHonor>
            rowKey="id"
            pagination={false}
            aria-label={t('hospitalProfile.honors')}
            dataSource={honors}
            scroll={{ x: true }}
            columns={[
              { key: 'title', dataIndex: 'title', title: t('hospitalProfile.honorTitle') },
              { key: 'issuer', dataIndex: 'issuer', title: t('hospitalProfile.issuer') },
              { key: 'awardDate', dataIndex: 'awardDate', title: t('hospitalProfile.awardDate') },
              {
                key: 'images',
                title: t('hospitalProfile.honorImages'),
                render: (_, h) => <ProfileImages images={h.images} alt={h.title} size={48} />,
              },
              {
                key: 'auditStatus',
                title: t('hospitalProfile.auditStatus'),
                render: (_, h) => <AuditStatusCell auditStatus={h.auditStatus} rejectReason={h.rejectReason} />,
              },
              {
                key: 'actions',
                title: t('common.actions'),
                render: (_, h) =>
                  h.auditStatus === HospitalAuditStatus.Pending ? (
                    t('hospitalProfile.paperUnderReview')
                  ) : (
                    <Flex gap={4}>
                      <Button type="link" onClick={() => setEditing({ honor: h })}>
                        {t('hospitalProfile.editHonor')}
                      </Button>
                      <ConfirmAction
                        title={t('hospitalProfile.honorDeleteConfirm')}
                        danger
                        onConfirm={() => remove.mutateAsync({ data: { id: h.id } })}
                      >
                        {t('common.delete')}
                      </ConfirmAction>
                    </Flex>
                  ),
              },
            ]}
          />
        )}
      </QueryBoundary>
      {editing ? <HonorForm honor={editing.honor} onClose={() => setEditing(null)} /> : null}
    </Flex>
  );
}
