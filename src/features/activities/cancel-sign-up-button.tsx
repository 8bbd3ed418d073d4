/** Cancels the hospital's pending registration for a platform activity, after asking. */
import { useCancelSignUpActivityPlatform } from '@generated/main/activity/activity';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { usePlatformActivityRefresh } from './activity-refresh.ts';
import { activityTexts } from './activity-texts.ts';

export function CancelSignUpButton({ activityId, type = 'link' }: { activityId: number; type?: 'link' | 'default' }) {
  const t = useT(activityTexts);
  const refresh = usePlatformActivityRefresh();
  const cancel = useCancelSignUpActivityPlatform({
    mutation: {
      onSuccess: async () => {
        feedback.message.success(t('activities.cancelled'));
        await refresh();
      },
    },
  });
  return (
    <ConfirmAction
      type={type}
      danger
      title={t('activities.cancelSignUpConfirm')}
      onConfirm={() => cancel.mutateAsync({ data: { id: activityId } })}
    >
      {t('activities.cancelSignUp')}
    </ConfirmAction>
  );
}
