/**
 * The shell's blocking alerts ('login invalid', 'menu not authorised', 'offline notice'…): only
 * one is visible at a time, so a burst of failures never stacks dialogs.
 */
import { feedback } from '@/lib/feedback/feedback.ts';

let visible = false;

export function alertOnce(options: { title: string; content: string; onOk?: () => void }): boolean {
  if (visible) return false;
  visible = true;
  feedback.modal.warning({
    title: options.title,
    content: options.content,
    okButtonProps: { autoFocus: true },
    afterClose: () => {
      visible = false;
    },
    onOk: options.onOk,
  });
  return true;
}

/** For tests. */
export function isAlertVisible(): boolean {
  return visible;
}
