/** Referral pages: doctor and project pages — list, one, add or edit, online or offline, delete. */
import {
  deleteReferralDoctor,
  deleteReferralProject,
  getReferralDoctor,
  getReferralProject,
  listReferralDoctors,
  listReferralProjects,
  saveReferralDoctor,
  saveReferralProject,
  setReferralDoctorStatus,
  setReferralProjectStatus,
} from '../../domain/referrals.ts';
import { mainRoutes } from '../route.ts';

export const referralRoutes = [
  mainRoutes({
    getReferralDoctorList: ({ platform, body }) => listReferralDoctors(platform, body),
    getReferralDoctorDetail: ({ platform, query }) => getReferralDoctor(platform, query.id),
    saveReferralDoctor: ({ platform, body }) => ({ id: saveReferralDoctor(platform, body) }),
    setReferralDoctorStatus: ({ platform, body }) => {
      setReferralDoctorStatus(platform, body.id, body.status);
      return true;
    },
    deleteReferralDoctor: ({ platform, body }) => {
      deleteReferralDoctor(platform, body.id);
      return true;
    },
    getReferralProjectList: ({ platform, body }) => listReferralProjects(platform, body),
    getReferralProjectDetail: ({ platform, query }) => getReferralProject(platform, query.id),
    saveReferralProject: ({ platform, body }) => ({ id: saveReferralProject(platform, body) }),
    setReferralProjectStatus: ({ platform, body }) => {
      setReferralProjectStatus(platform, body.id, body.status);
      return true;
    },
    deleteReferralProject: ({ platform, body }) => {
      deleteReferralProject(platform, body.id);
      return true;
    },
  }),
];
