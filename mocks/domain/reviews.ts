/**
 * The platform's review desk: every kind of record the platform reviews, with the function that
 * decides a pending review of it (approve, or reject with a reason) and pushes its notification.
 * The control API's `POST review {kind, id, decision, reason?, account?}` calls `decideReview`, so
 * a person or an end-to-end test can walk a whole review. An area adds its kind here.
 */
import type { SandboxPlatform } from '../platform.ts';
import { decideBulletinReview } from './bulletins.ts';
import { reviewBusinessActivity } from './business-activities.ts';
import { decideCertificationReview } from './certifications.ts';
import { decideContractReview } from './contracts.ts';
import { decideDoctorReview } from './doctors.ts';
import { decideHospitalReview } from './hospital-profile.ts';
import { decideSetupProjectReview } from './setup-projects.ts';
import { decideFineCaseReview } from './fine-cases.ts';
import { decideSellingPointsReview } from './selling-points.ts';
import { decidePayContactReview } from './paycontact.ts';
import { reviewProduct } from './products.ts';
import { refuse } from './errors.ts';
import { decideStrictSelectRegistration } from './strict-select-activities.ts';

export type ReviewDecision = 'approve' | 'reject';

export interface ReviewRequest {
  /** The account the result is notified to. */
  account: string;
  id: number;
  decision: ReviewDecision;
  reason?: string;
}

type Reviewer = (platform: SandboxPlatform, request: ReviewRequest) => unknown;

const REVIEWERS: Record<string, Reviewer> = {
  doctor: (platform, { account, id, decision, reason }) => decideDoctorReview(platform, account, id, decision, reason),
  contract: (platform, { account, id, decision, reason }) => decideContractReview(platform, account, id, decision, reason),
  certification: (platform, { account, id, decision, reason }) => decideCertificationReview(platform, account, id, decision, reason),
  // A bulletin (/hospital/institutionalNotice); a rejection notifies 200904, an approval publishes it.
  bulletin: (platform, { account, id, decision, reason }) => decideBulletinReview(platform, account, id, decision, reason),
  // A project-opening application (/hospital/project, notification 128).
  project: (platform, { account, id, decision, reason }) => decideSetupProjectReview(platform, account, id, decision, reason),
  // A fine case (/hospital/case); the specification names no notification for it.
  case: (platform, { id, decision, reason }) => decideFineCaseReview(platform, id, decision, reason),
  // The hospital's selling points (one list; any id); no notification code is specified for them.
  selling: (platform, { decision, reason }) => decideSellingPointsReview(platform, decision, reason),
  // A hospital-profile submission (base information, licence or honor; id = its audit id); notifies the main account.
  hospital: (platform, { id, decision, reason }) => decideHospitalReview(platform, id, decision, reason),
  // The account signing (one per hospital, id unused): approve a submission (to sign), approve again (the provider reports the signature), or reject.
  paycontact: (platform, { decision, reason }) => decidePayContactReview(platform, decision, reason),
  // A business activity submitted for review (/activity/business); approved, its dates decide
  // whether it is upcoming, running or ended. No notification code is specified for it.
  businessActivity: (platform, { id, decision, reason }) => {
    if (decision === 'reject' && !reason?.trim()) refuse('驳回时请填写原因');
    reviewBusinessActivity(platform, id, decision === 'approve', reason?.trim());
    return platform.db.businessActivities.get(id);
  },
  // An e-commerce product submitted for review (/ec/product-list): approved, it waits taken down,
  // ready to put on sale; rejected, it shows the reason. No notification code is specified for it.
  product: (platform, { id, decision, reason }) => reviewProduct(platform, id, decision === 'approve', reason),
  // The selection of a strict-select registration (id = the activity; approve = selected).
  strictSelect: (platform, { account, id, decision, reason }) => decideStrictSelectRegistration(platform, account, id, decision, reason),
};

export const REVIEW_KINDS = Object.keys(REVIEWERS);

/** Decides a pending review in one transaction; a refusal (nothing pending, no reason) changes nothing. */
export function decideReview(platform: SandboxPlatform, kind: string, request: ReviewRequest): unknown {
  const reviewer = REVIEWERS[kind];
  if (!reviewer) throw new RangeError(`unknown review kind "${kind}"`);
  return platform.transaction(() => reviewer(platform, request));
}
