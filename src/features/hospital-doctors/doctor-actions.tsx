/**
 * A doctor's state actions, the same in the list and on the detail page: put online (approved
 * doctors only, the platform's rule shown before anyone tries), take offline (asks first: customers
 * stop seeing the doctor) and delete (asks first; offline doctors only).
 */
import { Button, Flex, Tooltip } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useDeleteDoctor, useSetDoctorOnlineStatus } from '@generated/main/doctor/doctor';
import { type Doctor, DoctorAuditStatus, DoctorOnlineStatus } from '@generated/main/model';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { DOCTOR_LISTS, refreshDoctor } from './doctor-queries.ts';
import { doctorTexts } from './doctor-texts.ts';

export function DoctorStateActions({ doctor, onDeleted }: { doctor: Doctor; onDeleted?: () => void }) {
  const t = useT(doctorTexts);
  const queryClient = useQueryClient();
  const online = doctor.onlineStatus === DoctorOnlineStatus.Online;
  const setOnline = useSetDoctorOnlineStatus({
    mutation: {
      onSuccess: async (_, { data }) => {
        feedback.message.success(
          t(data.onlineStatus === DoctorOnlineStatus.Online ? 'doctors.onlineDone' : 'doctors.offlineDone', { name: doctor.name }),
        );
        await refreshDoctor(queryClient, doctor.id);
      },
    },
  });
  const remove = useDeleteDoctor({
    mutation: {
      onSuccess: async () => {
        feedback.message.success(t('doctors.deleted'));
        onDeleted?.();
        await queryClient.invalidateQueries({ queryKey: DOCTOR_LISTS });
      },
    },
  });
  const approved = doctor.auditStatus === DoctorAuditStatus.Approved;
  return (
    <Flex gap={4} wrap>
      {online ? (
        <ConfirmAction
          title={t('doctors.offlineConfirm', { name: doctor.name })}
          onConfirm={() => setOnline.mutateAsync({ data: { id: doctor.id, onlineStatus: DoctorOnlineStatus.Offline } })}
        >
          {t('doctors.goOffline')}
        </ConfirmAction>
      ) : (
        <Tooltip title={approved ? undefined : t('doctors.onlineNeedsApproval')}>
          <Button
            type="link"
            disabled={!approved}
            loading={setOnline.isPending}
            onClick={() => setOnline.mutate({ data: { id: doctor.id, onlineStatus: DoctorOnlineStatus.Online } })}
          >
            {t('doctors.goOnline')}
          </Button>
        </Tooltip>
      )}
      <Tooltip title={online ? t('doctors.deleteOnlineHint') : undefined}>
        <span>
          <ConfirmAction
            danger
            disabled={online}
            title={t('doctors.deleteConfirm', { name: doctor.name })}
            onConfirm={() => remove.mutateAsync({ data: { id: doctor.id } })}
          >
            {t('common.delete')}
          </ConfirmAction>
        </span>
      </Tooltip>
    </Flex>
  );
}
