/** What a change to the hospital profile makes stale: every hospital-profile query, whatever its parameters. */
import { getGetHospitalPaperExpiryInfoQueryKey } from '@generated/main/common/common';
import {
  getGetHospitalAuditLogDetailQueryKey,
  getGetHospitalAuditLogListQueryKey,
  getGetHospitalBaseInfoQueryKey,
  getGetHospitalDraftQueryKey,
  getGetHospitalHonorListQueryKey,
  getGetHospitalPaperListQueryKey,
} from '@generated/main/hospital/hospital';

export const HOSPITAL_PROFILE_QUERIES = [
  getGetHospitalBaseInfoQueryKey(),
  getGetHospitalDraftQueryKey(),
  getGetHospitalPaperListQueryKey(),
  getGetHospitalHonorListQueryKey(),
  getGetHospitalAuditLogListQueryKey().slice(0, 2),
  getGetHospitalAuditLogDetailQueryKey().slice(0, 1),
  // Home's expiry list is computed from the same papers.
  getGetHospitalPaperExpiryInfoQueryKey(),
];
