import type { GuideState } from '@generated/main/model';

/** The guide of the home page, the one the layout shows by default. */
export const DEFAULT_GUIDE_KEY = 'dashbord';

/**
 * Whether the user still has to see the guide's current version. Pure, so the end-to-end
 * fixtures read the same rule from the guide-state answer (they close a guide that is due).
 */
export function isGuideDue(row: Pick<GuideState, 'isFinished' | 'version' | 'finishedVersion'> | undefined): boolean {
  if (!row || row.isFinished) return false;
  return row.finishedVersion === null || row.finishedVersion === undefined || row.finishedVersion < row.version;
}
