/**
 * Confirm a flagged order as a duplicate (a claim the platform reviews) or as not a duplicate,
 * with the reason; the order actions of the orders contract. The platform's transition table
 * decides whether the order's state allows it; a refusal keeps the dialog open with the reason
 * typed, and the transport shows the platform's message.
 */
import { Form, Input } from 'antd';
import { getGetAutoDuplicateHitListQueryKey } from '@generated/main/auto-duplicate/auto-duplicate';
import type { AutoDuplicateHit } from '@generated/main/model';
import { useSetNotRepeatOrder, useSetRepeatOrder } from '@generated/main/orders/orders';
import { useT } from '@/lib/i18n/use-t.ts';
import { isBlankText } from '@/lib/text/blank-text.ts';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { autoCheckTexts } from './auto-check-texts.ts';

export const REASON_MAX_LENGTH = 500;

export type RepeatDecision = 'repeat' | 'notRepeat';

export function RepeatDecisionModal({
  hit,
  decision,
  onClose,
}: {
  hit: AutoDuplicateHit | null;
  decision: RepeatDecision;
  onClose: () => void;
}) {
  const t = useT(autoCheckTexts);
  const repeat = useSetRepeatOrder();
  const notRepeat = useSetNotRepeatOrder();
  const name = hit?.customerName ?? '';
  return (
    <FormModal<{ reason: string }>
      open={hit !== null}
      title={t(decision === 'repeat' ? 'autoCheck.repeatTitle' : 'autoCheck.notRepeatTitle', { name })}
      submitText={t(decision === 'repeat' ? 'autoCheck.confirmRepeat' : 'autoCheck.confirmNotRepeat')}
      successText={t(decision === 'repeat' ? 'autoCheck.repeatDone' : 'autoCheck.notRepeatDone')}
      invalidates={[getGetAutoDuplicateHitListQueryKey().slice(0, 2)]}
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        if (!hit) return;
        const data = { followId: hit.followId, reason: reason.trim() };
        await (decision === 'repeat' ? repeat.mutateAsync({ data }) : notRepeat.mutateAsync({ data }));
      }}
    >
      <Form.Item
        name="reason"
        label={t('autoCheck.reasonLabel')}
        rules={[
          {
            validator: (_, value?: string) =>
              isBlankText(value ?? '') ? Promise.reject(new Error(t('autoCheck.reasonRequired'))) : Promise.resolve(),
          },
          { max: REASON_MAX_LENGTH, message: t('autoCheck.reasonTooLong', { max: REASON_MAX_LENGTH }) },
        ]}
      >
        <Input.TextArea
          rows={3}
          showCount
          placeholder={t(decision === 'repeat' ? 'autoCheck.repeatPlaceholder' : 'autoCheck.notRepeatPlaceholder')}
        />
      </Form.Item>
    </FormModal>
  );
}
