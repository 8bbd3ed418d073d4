/**
 * What the hospital may do with a platform activity, as the platform allows it (the sandbox
 * refuses the rest): sign up while registration is open unless already approved; cancel a
 * pending registration while registration is open. Which page an activity opens on: its
 * registration (platDetail) once signed up, else the unsigned view (unPlatdetail).
 */
import type { ActivityPlatform } from '@generated/main/model';
import { linkTo } from '@/lib/routing/links.ts';

type Activity = Pick<ActivityPlatform, 'id' | 'status' | 'registrationStatus'>;

export const isSignedUp = (a: Pick<Activity, 'registrationStatus'>) => [1, 2, 3].includes(a.registrationStatus);

export const canSignUp = (a: Activity) => a.status === 2 && a.registrationStatus !== 2;

export const canCancelSignUp = (a: Activity) => a.status === 2 && a.registrationStatus === 1;

export const activityPageOf = (a: Activity) =>
  linkTo(isSignedUp(a) ? 'activity/platform/platDetail' : 'activity/platform/unPlatdetail', { id: String(a.id) });
