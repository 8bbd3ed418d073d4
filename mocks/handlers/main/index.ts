/**
 * The main gateway's served operations, as route tables keyed by operationId. Operations no table
 * serves fall through to the generated, contract-valid example handlers.
 */
import type { RouteTable } from '../route.ts';
import { accountRoutes } from './accounts.ts';
import { activityRoutes } from './activities.ts';
import { strictSelectRoutes } from './strict-select.ts';
import { saleActivityRoutes } from './sale-activities.ts';
import { autoDuplicateRoutes } from './auto-duplicate.ts';
import { clientTrackRoutes } from './client-track.ts';
import { commentRoutes } from './comments.ts';
import { bulletinRoutes } from './bulletins.ts';
import { certificationRoutes } from './certifications.ts';
import { setupProjectRoutes } from './setup-projects.ts';
import { fineCaseRoutes } from './fine-cases.ts';
import { sellingPointRoutes } from './selling-points.ts';
import { referralRoutes } from './referrals.ts';
import { sittingRoutes } from './sittings.ts';
import { contractRoutes } from './contracts.ts';
import { courseRoutes } from './courses.ts';
import { customerRoutes } from './customers.ts';
import { doctorRoutes } from './doctors.ts';
import { fileRoutes } from './files.ts';
import { financeRoutes } from './finance.ts';
import { homeRoutes } from './home.ts';
import { hospitalProfileRoutes } from './hospital-profile.ts';
import { incentiveOrderRoutes } from './incentive-orders.ts';
import { scheduleRoutes } from './schedules.ts';
import { notificationRoutes } from './notifications.ts';
import { orderFollowRoutes } from './order-follow.ts';
import { orderRoutes } from './orders.ts';
import { productRoutes } from './products.ts';
import { ecOrderRoutes } from './ec-orders.ts';
import { projectRoutes } from './projects.ts';
import { sessionRoutes } from './session.ts';
import { settingsRoutes } from './settings.ts';
import { statisticsRoutes } from './statistics.ts';
import { mailRoutes } from './mail.ts';
import { appStoreRoutes } from './app-store.ts';
import { autoReplyRoutes } from './auto-reply.ts';
import { thirdPartyRoutes } from './third-party.ts';
import { verificationRoutes } from './verification.ts';

export const mainRouteTables: RouteTable[] = [
  ...sessionRoutes,
  ...notificationRoutes,
  ...settingsRoutes,
  ...homeRoutes,
  ...orderRoutes,
  ...orderFollowRoutes,
  ...customerRoutes,
  ...bulletinRoutes,
  ...accountRoutes,
  ...productRoutes,
  ...ecOrderRoutes,
  ...doctorRoutes,
  ...contractRoutes,
  ...certificationRoutes,
  ...setupProjectRoutes,
  ...fineCaseRoutes,
  ...sellingPointRoutes,
  ...referralRoutes,
  ...sittingRoutes,
  ...financeRoutes,
  ...courseRoutes,
  ...incentiveOrderRoutes,
  ...scheduleRoutes,
  ...commentRoutes,
  ...verificationRoutes,
  ...clientTrackRoutes,
  ...thirdPartyRoutes,
  ...autoDuplicateRoutes,
  ...projectRoutes,
  ...fileRoutes,
  ...hospitalProfileRoutes,
  ...activityRoutes,
  ...strictSelectRoutes,
  ...saleActivityRoutes,
  ...statisticsRoutes,
  ...mailRoutes,
  ...appStoreRoutes,
  ...autoReplyRoutes,
];
