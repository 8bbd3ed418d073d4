/**
 * The actions a business activity's status allows, each asking first when it cannot be undone:
 * edit, submit a draft for review (given the full activity), withdraw from review, take offline,
 * delete. Shown on a list row and on the detail page.
 */
import { Flex } from 'antd';
import { Link } from 'react-router-dom';
import {
  useDeleteActivityBusiness,
  useOfflineActivityBusiness,
  useSaveActivityBusiness,
  useWithdrawActivityBusiness,
} from '@generated/main/activity/activity';
import type { ActivityBusiness, ActivityBusinessDetail } from '@generated/main/model';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { useBusinessActivityRefresh } from './activity-refresh.ts';
import { canDelete, canEdit, canSubmit, canTakeOffline, canWithdraw } from './business-activity-rules.ts';
import { businessActivityTexts } from './business-activity-texts.ts';
import { saveRequestOf } from './business-activity-form-values.ts';

export interface BusinessActivityActionsProps {
  activity: ActivityBusiness;
  /** The full activity, when shown: lets a draft be submitted as it is. */
  detail?: ActivityBusinessDetail;
  /** After a delete (the detail page leaves). */
  onDeleted?: () => void;
  type?: 'link' | 'default';
}

export function BusinessActivityActions({ activity, detail, onDeleted, type = 'link' }: BusinessActivityActionsProps) {
  const t = useT(businessActivityTexts);
  const refresh = useBusinessActivityRefresh();
  const done = (text: string) => async () => {
    feedback.message.success(text);
    await refresh();
  };
  const withdraw = useWithdrawActivityBusiness({ mutation: { onSuccess: done(t('businessActivities.withdrawn')) } });
  const offline = useOfflineActivityBusiness({ mutation: { onSuccess: done(t('businessActivities.offlined')) } });
  const submit = useSaveActivityBusiness({ mutation: { onSuccess: done(t('businessActivities.submitted')) } });
  const remove = useDeleteActivityBusiness({
    mutation: {
      onSuccess: async () => {
        feedback.message.success(t('businessActivities.deleted'));
        onDeleted?.();
        await refresh();
      },
    },
  });
  const data = { id: activity.id };
  return (
    <Flex gap={type === 'link' ? 4 : 8} wrap align="center">
      {canEdit(activity.status) && (
        <Link to={linkTo('activity/business/businessEdit', { id: String(activity.id) })}>{t('businessActivities.edit')}</Link>
      )}
      {detail && canSubmit(detail.status) && (
        <ConfirmAction
          type={type === 'link' ? 'link' : 'primary'}
          onConfirm={() => submit.mutateAsync({ data: { ...saveRequestOf(detail), isSubmit: true } })}
        >
          {t('businessActivities.submit')}
        </ConfirmAction>
      )}
      {canWithdraw(activity.status) && (
        <ConfirmAction type={type} title={t('businessActivities.withdrawConfirm')} onConfirm={() => withdraw.mutateAsync({ data })}>
          {t('businessActivities.withdraw')}
        </ConfirmAction>
      )}
      {canTakeOffline(activity.status) && (
        <ConfirmAction type={type} danger title={t('businessActivities.offlineConfirm')} onConfirm={() => offline.mutateAsync({ data })}>
          {t('businessActivities.offline')}
        </ConfirmAction>
      )}
      {canDelete(activity.status) && (
        <ConfirmAction type={type} danger title={t('businessActivities.deleteConfirm')} onConfirm={() => remove.mutateAsync({ data })}>
          {t('common.delete')}
        </ConfirmAction>
      )}
    </Flex>
  );
}
