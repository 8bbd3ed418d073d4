/** Activities: the hospital's business activities and the platform's activities it signs up for. */
import {
  deleteBusinessActivity,
  getBusinessActivity,
  listBusinessActivities,
  saveBusinessActivity,
  takeBusinessActivityOffline,
  withdrawBusinessActivity,
} from '../../domain/business-activities.ts';
import {
  cancelPlatformSignUp,
  getPlatformActivity,
  getPlatformActivityWithRegistration,
  listPlatformActivities,
  signUpPlatformActivity,
} from '../../domain/platform-activities.ts';
import { mainRoutes } from '../route.ts';

export const activityRoutes = [
  mainRoutes({
    getActivityPlatformList: ({ platform, body }) => listPlatformActivities(platform, body),
    getActivityPlatformUnsignedDetail: ({ platform, query }) => getPlatformActivity(platform, query.id),
    getActivityPlatformDetail: ({ platform, query }) => getPlatformActivityWithRegistration(platform, query.id),
    signUpActivityPlatform: ({ platform, body }) => ({ id: signUpPlatformActivity(platform, body) }),
    cancelSignUpActivityPlatform: ({ platform, body }) => {
      cancelPlatformSignUp(platform, body.id);
      return true;
    },
    getActivityBusinessList: ({ platform, body }) => listBusinessActivities(platform, body),
    getActivityBusinessDetail: ({ platform, query }) => getBusinessActivity(platform, query.id),
    saveActivityBusiness: ({ platform, body }) => ({ id: saveBusinessActivity(platform, body) }),
    withdrawActivityBusiness: ({ platform, body }) => {
      withdrawBusinessActivity(platform, body.id);
      return true;
    },
    offlineActivityBusiness: ({ platform, body }) => {
      takeBusinessActivityOffline(platform, body.id);
      return true;
    },
    deleteActivityBusiness: ({ platform, body }) => {
      deleteBusinessActivity(platform, body.id);
      return true;
    },
  }),
];
