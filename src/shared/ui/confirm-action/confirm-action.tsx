/**
 * A button whose action asks first (delete, revoke, a state change that cannot be undone): a
 * popconfirm with the question, and while the action runs the button spins and cannot be pressed
 * again. A failed action leaves things as they were (the transport has said why).
 *
 *   <ConfirmAction title={t('bulletins.deleteConfirm')} danger onConfirm={() => remove.mutateAsync({ data: { id } })}>
 *     {t('common.delete')}
 *   </ConfirmAction>
 */
import { Button, type ButtonProps, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { useSingleFlight } from '../single-flight/use-single-flight.ts';

export interface ConfirmActionProps extends Pick<ButtonProps, 'type' | 'size' | 'icon' | 'disabled' | 'danger'> {
  /** The question; 'Are you sure?' by default. */
  title?: ReactNode;
  description?: ReactNode;
  onConfirm: () => Promise<unknown> | unknown;
  children: ReactNode;
  /**
   * Mounted already asking, with the button focused: for a trigger that stands in for this one
   * until first pressed (a long list renders the plain trigger, not a popconfirm per row).
   */
  defaultOpen?: boolean;
}

export function ConfirmAction({ title, description, onConfirm, children, defaultOpen, type = 'link', ...button }: ConfirmActionProps) {
  const t = useT();
  const [running, run] = useSingleFlight();
  const confirm = () =>
    run(async () => {
      try {
        await onConfirm();
      } catch {
        // The transport showed the failure; nothing changed.
      }
    });
  return (
    <Popconfirm
      title={title ?? t('common.confirmTitle')}
      description={description}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: button.danger }}
      onConfirm={() => confirm()}
      disabled={button.disabled || running}
      defaultOpen={defaultOpen}
    >
      <Button type={type} {...button} loading={running} autoFocus={defaultOpen}>
        {children}
      </Button>
    </Popconfirm>
  );
}
