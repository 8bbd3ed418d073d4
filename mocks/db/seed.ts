/**
 * The sandbox platform's initial state, generated deterministically: the same seed, scale and
 * reference moment always give a deep-equal state (no real clock, no Math.random). Every date is
 * relative to the reference moment: the server seeds around the day it seeds (so a sandbox seeded
 * next year still has today's dispatches), tests and Storybook around the fixed REFERENCE_TIME,
 * 2026-11-20 09:00:00 China Standard Time. `scale` multiplies the big tables
 * (customers, orders, chats, the long chats' lengths, notifications) with minimums that keep
 * every kind of row present: `scale: 0.05` is a small, fast state for tests and Storybook.
 * Runs in Node and in the browser. `writeSeed` puts it into the platform's collections.
 */
import { fakerZH_CN } from '@faker-js/faker';
import { createAccounts, DEMO_ACCOUNTS, DEMO_USER_IDS } from './accounts.ts';
import { formatDateTime, Rng, REFERENCE_MS } from './random.ts';
import { seedChats } from './seed-chats.ts';
import { seedReferralBills } from './seed-finance.ts';
import { seedHospitalProfile } from './seed-hospital.ts';
import { seedMails } from './seed-mails.ts';
import { seedStaffSchedules } from './seed-schedules.ts';
import { seedAutoReplies } from './seed-auto-replies.ts';
import { seedSetupProjects } from './seed-setup-projects.ts';
import { seedFineCases } from './seed-fine-cases.ts';
import { seedSellingPoints } from './seed-selling-points.ts';
import { seedReferrals } from './seed-referrals.ts';
import { seedSittings } from './seed-sittings.ts';
import { NOTIFICATION_CODES, seedNotifications } from './seed-notifications.ts';
import { seedIncentivePlans } from '../domain/incentive-plans.ts';
import { seedPayContacts } from '../domain/paycontact.ts';
import { seedCustomersAndOrders, seedIncentiveOrders, type StaffMember } from './seed-orders.ts';
import { ownSeededMarks, seedRepeatLogs } from './seed-customers.ts';
import { seedBulletins, seedCertifications, seedContracts, seedCourses, seedDoctors, seedFinanceBills, seedInvoices } from './seed-rows.ts';
import { seedEcOrders, seedProducts } from './ec-seed.ts';
import { seedDoctorAuditLogs } from './seed-doctor-audits.ts';
import { seedBusinessActivities, seedPlatformActivities } from './seed-activities.ts';
import { seedStrictSelectOrders } from './seed-strict-select.ts';
import { seedStrictSelectBills } from './seed-strict-select-bills.ts';
import { seedStrictSelectActivities } from './seed-strict-select-activities.ts';
import { seedSaleActivities } from './seed-sale-activities.ts';
import { seedCreatives } from './seed-creatives.ts';
import { seedClientTracks, seedComments, seedThirdParty, seedVerificationCodes } from './seed-order-extras.ts';
import type { SandboxDb } from './collections.ts';
import { STATE_VERSION, type ChatViewerRow, type SandboxState, type StoredMessage } from './state.ts';

export { REFERENCE_TIME } from './random.ts';
export { DISPATCH_NEW_TEXT, DISPATCH_OLD_TEXT, DISPATCH_SENDER } from './catalog.ts';
export { NOTIFICATION_CODES } from './seed-notifications.ts';
export { DEAL_TYPES, FOLLOW_STATUSES } from './seed-orders.ts';

export const DEFAULT_SEED = 20261122;

export interface SeedOptions {
  seed?: number;
  scale?: number;
  /** The moment the seeded history leads up to, in milliseconds; REFERENCE_TIME when absent. */
  reference?: number;
}

/** Row counts for a scale (exported so tests and tools can state expectations). */
export function seedCounts(scale: number) {
  const s = Number.isFinite(scale) && scale > 0 ? scale : 1;
  const customers = Math.max(50, Math.round(2000 * s));
  const orders = Math.max(customers, 60, Math.round(5000 * s));
  return {
    customers,
    orders,
    chats: Math.max(12, Math.round(300 * s)),
    bigChatSizes: [10_200, 12_000, 15_000].map((n) => Math.max(100, Math.round(n * s))) as [number, number, number],
    dispatchMessages: Math.max(5, Math.round(60 * Math.min(1, s * 2))),
    notificationsPerAccount: Math.max(NOTIFICATION_CODES.length, Math.round(200 * s)),
    doctors: 30,
    bulletins: 15,
    products: 40,
    ecOrders: 60,
    financeBills: 24,
    invoices: 10,
    courses: 20,
    incentiveOrders: 50,
    contracts: 8,
    certifications: 25,
  };
}

export function createSeedState({ seed = DEFAULT_SEED, scale = 1, reference = REFERENCE_MS }: SeedOptions = {}): SandboxState {
  const ref = reference;
  const counts = seedCounts(scale);
  const accounts = createAccounts();
  const rng = (label: string) => Rng.derive(seed, label);

  fakerZH_CN.seed(seed);
  const doctors = seedDoctors(rng('doctors'), ref, fakerZH_CN, counts.doctors);
  const bulletins = seedBulletins(rng('bulletins'), ref, counts.bulletins);
  const products = seedProducts(rng('products'), ref, counts.products);
  const ecOrders = seedEcOrders(rng('ec-orders'), ref, products, counts.ecOrders);
  const generatedBills = seedFinanceBills(rng('bills'), ref);
  const courses = seedCourses(rng('courses'), ref, counts.courses);
  const contracts = seedContracts(ref);
  const certifications = seedCertifications(
    rng('certifications'),
    ref,
    accounts.slice(0, 4).map((a) => a.userInfo.realName),
    counts.certifications,
  );

  // Followers: enabled staff who handle orders; the demo accounts follow a good share.
  const followers: StaffMember[] = accounts
    .filter((a) => a.enabled && !a.isRestricted)
    .map((a) => ({
      id: a.userInfo.id,
      name: a.userInfo.realName,
      weight: a.userInfo.id === DEMO_USER_IDS.main ? 15 : a.userInfo.id === DEMO_USER_IDS.sub ? 10 : 5,
    }));
  fakerZH_CN.seed(seed + 1);
  const { customers, orders, nextRecordId } = seedCustomersAndOrders({
    rng: rng('orders'),
    reference: ref,
    faker: fakerZH_CN,
    customerCount: counts.customers,
    orderCount: counts.orders,
    followers,
    mineUserId: DEMO_USER_IDS.main,
    doctors,
    firstRecordId: 1_000_001,
  });
  const incentiveOrders = seedIncentiveOrders(orders, ref, counts.incentiveOrders);
  // The referral bills are computed from the orders; invoices cover the confirmed bills.
  const finance = seedReferralBills(rng('bill-orders'), ref, generatedBills, orders);
  const financeBills = finance.bills;
  const invoices = seedInvoices(rng('invoices'), ref, financeBills, counts.invoices);

  const { chats, messages, chatViewers } = seedChats({
    rng: rng('chats'),
    reference: ref,
    chatCount: counts.chats,
    bigSizes: counts.bigChatSizes,
    dispatchMessages: counts.dispatchMessages,
    staff: accounts.map((a) => ({
      id: a.userInfo.id,
      imId: a.userInfo.imId,
      realName: a.userInfo.realName,
      enabled: a.enabled,
      chats: !a.isRestricted,
    })),
    demo: { main: DEMO_USER_IDS.main, sub: DEMO_USER_IDS.sub },
    dispatchStaffIds: [DEMO_USER_IDS.main, DEMO_USER_IDS.sub, 3004, 3005],
    customers,
    orders,
    doctorNames: doctors.filter((d) => d.auditStatus === 2).map((d) => d.name),
  });

  const comments = seedComments(rng('comments'), ref, orders);
  fakerZH_CN.seed(seed + 2);
  const thirdParty = seedThirdParty(rng('third-party'), ref, fakerZH_CN);
  const verificationCodes = seedVerificationCodes(
    rng('verification'),
    ref,
    products,
    thirdParty.orders,
    customers.slice(0, 200).map((c) => c.name),
  );
  const strictSelectOrders = seedStrictSelectOrders(ref, verificationCodes);
  const clientTracks = seedClientTracks(rng('client-tracks'), ref, orders, { doctors, products });

  const notifications = seedNotifications(
    rng('notifications'),
    ref,
    {
      orders,
      comments,
      doctors,
      products,
      bills: financeBills,
      invoices,
      contracts,
      bulletins,
      certifications,
      incentiveOrders,
      courses,
      accounts,
    },
    [DEMO_ACCOUNTS.main, DEMO_ACCOUNTS.sub],
    counts.notificationsPerAccount,
    300_001,
  );

  // Ids the sandbox hands out later start above every seeded id.
  const lastNotificationId = notifications.length > 0 ? (notifications[notifications.length - 1]?.id ?? 0) : 0;
  const nextId = Math.ceil((Math.max(nextRecordId, lastNotificationId, 900_000 + counts.orders) + 1) / 100_000) * 100_000;

  return {
    meta: { version: STATE_VERSION, seed, scale, seededAt: formatDateTime(ref) },
    accounts,
    sessions: [],
    ucTokens: [],
    customers: ownSeededMarks(customers, DEMO_ACCOUNTS.main),
    customerRepeatLogs: seedRepeatLogs(orders, 700_001),
    orders,
    chats,
    messages,
    chatViewers,
    notifications,
    userConfig: {},
    guideState: {},
    bulletins,
    doctors,
    doctorAuditLogs: seedDoctorAuditLogs(doctors, accounts.find((a) => a.account === DEMO_ACCOUNTS.main)?.userInfo.realName ?? '院方'),
    products,
    ecOrders,
    financeBills,
    financeBillOrders: finance.billOrders,
    financeBillHistory: finance.history,
    financeBillErrors: finance.errors,
    financeBillEvidence: finance.evidence,
    invoices,
    invoiceApplications: [],
    payContacts: seedPayContacts(ref),
    courses,
    incentiveOrders,
    incentivePlans: seedIncentivePlans(ref),
    contracts,
    certifications,
    setupProjects: seedSetupProjects(ref, doctors),
    fineCases: seedFineCases(ref, doctors),
    sellingPoints: seedSellingPoints(ref),
    ...seedReferrals(ref, doctors),
    sittings: seedSittings(ref, accounts.find((a) => a.userInfo.id === DEMO_USER_IDS.main)?.userInfo.realName ?? ''),
    comments,
    verificationCodes,
    thirdPartyCustomers: thirdParty.customers,
    thirdPartyOrders: thirdParty.orders,
    clientTracks,
    ...seedHospitalProfile(ref, {
      id: DEMO_USER_IDS.main,
      name: accounts.find((a) => a.userInfo.id === DEMO_USER_IDS.main)?.userInfo.realName ?? '',
    }),
    platformActivities: seedPlatformActivities(ref),
    businessActivities: seedBusinessActivities(ref),
    strictSelectOrders,
    strictSelectBills: seedStrictSelectBills(ref, strictSelectOrders, verificationCodes),
    strictSelectActivities: seedStrictSelectActivities(ref, doctors),
    saleActivities: seedSaleActivities(rng('sale-activities'), ref, products),
    creatives: seedCreatives(ref),
    mails: seedMails(rng('mails'), ref),
    schedules: seedStaffSchedules(rng('schedules'), ref, accounts),
    autoReplies: seedAutoReplies(ref, accounts.find((a) => a.userInfo.id === DEMO_USER_IDS.main)?.userInfo.realName ?? ''),
    nextId,
  };
}

/** Collections whose seed rows are written as they are. */
const AS_SEEDED = [
  'accounts',
  'sessions',
  'ucTokens',
  'customers',
  'customerRepeatLogs',
  'orders',
  'chats',
  'notifications',
  'bulletins',
  'doctors',
  'doctorAuditLogs',
  'products',
  'ecOrders',
  'financeBills',
  'financeBillOrders',
  'financeBillHistory',
  'financeBillErrors',
  'financeBillEvidence',
  'invoices',
  'invoiceApplications',
  'payContacts',
  'courses',
  'incentiveOrders',
  'incentivePlans',
  'contracts',
  'certifications',
  'setupProjects',
  'fineCases',
  'sellingPoints',
  'referralDoctors',
  'referralProjects',
  'sittings',
  'comments',
  'verificationCodes',
  'thirdPartyCustomers',
  'thirdPartyOrders',
  'clientTracks',
  'hospitalProfiles',
  'hospitalPapers',
  'hospitalHonors',
  'hospitalAudits',
  'platformActivities',
  'businessActivities',
  'strictSelectOrders',
  'strictSelectActivities',
  'saleActivities',
  'strictSelectBills',
  'creatives',
  'mails',
  'schedules',
  'autoReplies',
] as const satisfies readonly (keyof SandboxDb & keyof SandboxState)[];

/** Empties every collection and writes the seed's rows (call it inside one transaction). */
export function writeSeed(db: SandboxDb, state: SandboxState): void {
  for (const collection of Object.values(db)) collection.clear();
  for (const key of AS_SEEDED) (db[key] as { insertMany(rows: Iterable<unknown>): number }).insertMany(state[key]);
  db.messages.insertMany(
    (function* (): Generator<StoredMessage> {
      // One sequence for every message: within a chat it is the chat's order.
      let seq = 0;
      for (const chat of state.chats) for (const message of state.messages[chat.item.chatId] ?? []) yield { seq: ++seq, message };
    })(),
  );
  db.orderDeals.insertMany(state.orders.flatMap((o) => o.deals.map((deal) => ({ ...deal, followerId: o.follower?.id ?? null }))));
  const chatTypes = new Map(state.chats.map((c) => [c.item.chatId, c.item.chatType]));
  db.chatViewers.insertMany(
    Object.entries(state.chatViewers).flatMap(([viewer, chats]) =>
      Object.entries(chats).map(([chatId, viewerState]): ChatViewerRow => ({
        ...viewerState,
        viewer,
        chatId,
        chatType: chatTypes.get(chatId) ?? '0',
      })),
    ),
  );
  db.userConfig.insertMany(Object.entries(state.userConfig).flatMap(([account, items]) => items.map((item) => ({ ...item, account }))));
  db.guideState.insertMany(
    Object.entries(state.guideState).flatMap(([account, guides]) =>
      Object.entries(guides).map(([guideKey, version]) => ({ account, guideKey, version })),
    ),
  );
}
