/**
 * The business activity life cycle as the platform enforces it (designed; the transitions are in
 * contracts/main-gateway/parts/activity.yaml and the README): what each status allows.
 */
import type { ActivityBusinessStatus } from '@generated/main/model';

const allows = (statuses: readonly ActivityBusinessStatus[]) => (status: ActivityBusinessStatus) => statuses.includes(status);

/** Drafts and rejected activities are edited (and sent for review from the form). */
export const canEdit = allows([0, 2]);
/** A draft is sent for review as it is. */
export const canSubmit = allows([0]);
export const canWithdraw = allows([1]);
/** Approved and not ended: not started or in progress. */
export const canTakeOffline = allows([3, 4]);
/** Never while under review or visible to customers. */
export const canDelete = allows([0, 2, 5, 6]);
