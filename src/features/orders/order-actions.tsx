/**
 * The action bar of an order: one button per follow action, enabled only when the platform lists
 * it in `allowedActions`, a disabled one saying why on hover or focus. A button opens its form;
 * cancelling a reminder asks in place.
 */
import { Button, Flex, Tooltip } from 'antd';
import { useState } from 'react';
import { useCancelRemind } from '@generated/main/orders/orders';
import type { OrderDetail } from '@generated/main/model';
import { feedback } from '@/lib/feedback/feedback.ts';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { ActionForm } from './order-action-forms.tsx';
import { ACTION_BUTTONS, ACTION_LABELS, type ButtonAction, disabledReason } from './order-actions-meta.ts';
import { useOrderRefresh } from './order-refresh.ts';
import { orderTexts } from './order-texts.ts';

/** A disabled button does not fire pointer events: the tooltip sits on a focusable wrapper. */
function WithReason({ reason, children }: { reason: string | null; children: React.ReactNode }) {
  if (!reason) return <>{children}</>;
  return (
    <Tooltip title={reason}>
      <span tabIndex={0} aria-label={reason} style={{ display: 'inline-block' }}>
        {children}
      </span>
    </Tooltip>
  );
}

function CancelRemind({ order, reason }: { order: OrderDetail; reason: string | null }) {
  const t = useT(orderTexts);
  const cancel = useCancelRemind();
  const refresh = useOrderRefresh();
  const name = t(ACTION_LABELS[4]);
  return (
    <WithReason reason={reason}>
      <ConfirmAction
        type="default"
        disabled={reason !== null}
        title={t('orders.cancelRemindConfirm', { time: formatDateTimeMinute(order.remind?.remindTime) })}
        onConfirm={async () => {
          await cancel.mutateAsync({ data: { followId: order.id } });
          await refresh();
          feedback.message.success(t('orders.done', { action: name }));
        }}
      >
        {name}
      </ConfirmAction>
    </WithReason>
  );
}

export function OrderActions({ order }: { order: OrderDetail }) {
  const t = useT(orderTexts);
  const [open, setOpen] = useState<Exclude<ButtonAction, 4> | null>(null);
  return (
    <>
      <Flex wrap gap={8} role="toolbar" aria-label={t('orders.actions')}>
        {ACTION_BUTTONS.map((action) => {
          const reason = disabledReason(t, order, action);
          if (action === 4) return <CancelRemind key={action} order={order} reason={reason} />;
          return (
            <WithReason key={action} reason={reason}>
              <Button type={action === 2 ? 'primary' : 'default'} disabled={reason !== null} onClick={() => setOpen(action)}>
                {t(ACTION_LABELS[action])}
              </Button>
            </WithReason>
          );
        })}
      </Flex>
      {open !== null && <ActionForm action={open} order={order} onClose={() => setOpen(null)} />}
    </>
  );
}
