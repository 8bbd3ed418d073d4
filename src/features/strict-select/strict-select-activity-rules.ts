/**
 * What the hospital may do with a strict-select activity, as the platform allows it (the sandbox
 * refuses the rest): register while registration is open unless the result is out (a pending
 * registration is changed, a cancelled one sent again); cancel a pending registration while
 * registration is open.
 */
import type { StrictSelectActivity } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';

type Activity = Pick<StrictSelectActivity, 'status' | 'registrationStatus'>;

export const canSignUp = (a: Activity) =>
  a.status === 2 && (a.registrationStatus === 0 || a.registrationStatus === 1 || a.registrationStatus === 4);

export const canCancelSignUp = (a: Activity) => a.status === 2 && a.registrationStatus === 1;

/** The sign-up button's words: first time, a change, or again after cancelling. */
export const signUpLabel = (a: Activity) =>
  a.registrationStatus === 1 ? 'yanActivity.editSignUp' : a.registrationStatus === 4 ? 'yanActivity.signUpAgain' : 'yanActivity.signUp';

/** A record id from the address (`?id=12`): a positive whole number, or null for anything else. */
export const recordIdOf = (id: string | null | undefined): number | null => (id && /^\d+$/.test(id) && Number(id) > 0 ? Number(id) : null);

/** A registration window or activity period as text. */
export const period = (from: string, to: string) => `${formatDateTimeMinute(from)} – ${formatDateTimeMinute(to)}`;
