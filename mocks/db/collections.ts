/**
 * Every collection of the sandbox platform, declared once: its id, the fields its queries filter
 * and sort on (extracted from the row when it is written; SQLite keeps them as indexed columns)
 * and the texts its keyword search looks in. Adding an area starts here.
 *
 * Field conventions: times are the contract's 'yyyy-MM-dd HH:mm:ss' texts (they sort and compare as
 * texts); a list inside a row that queries need is a `|a|b|` text matched with `contains: '|a|'`.
 */
import type {
  Bulletin,
  Contract,
  CustomerRepeatLog,
  Doctor,
  EcOrderDetail,
  EcProductDetail,
  FinanceBill,
  FinanceBillError,
  FinanceBillEvidence,
  FinanceBillHistory,
  FinanceBillOrder,
  FinanceInvoice,
  FollowIncentiveOrder,
  HospitalHonor,
  FollowIncentivePlan,
  ProjectCertification,
  SetupProjectDetail,
  FineCase,
  ReferralDoctor,
  ReferralProject,
  DoctorSittingApplication,
  StudyCenterCourse,
  MailDetail,
} from '@generated/main/model';
import { htmlText } from '../../src/lib/text/html-text.ts';
import { fullPhoneOf } from './accounts.ts';
import type { HospitalAuditRow, HospitalProfileRow, StoredHospitalPaper } from './seed-hospital.ts';
import type { StoredBusinessActivity, StoredPlatformActivity } from './seed-activities.ts';
import type { StoredStrictSelectOrder } from './seed-strict-select.ts';
import type { StoredStrictSelectBill } from './seed-strict-select-bills.ts';
import type { StoredStrictSelectActivity } from './seed-strict-select-activities.ts';
import type { StoredSaleActivity } from './seed-sale-activities.ts';
import type { StoredCreative } from './seed-creatives.ts';
import { orderProjectIds } from './catalog.ts';
import { hitFieldOf } from '../domain/auto-duplicate.ts';
import { searchableText } from '../domain/chat/searchable-text.ts';
import type { StoredSellingPoints } from '../domain/selling-points.ts';
import type { AutoReplySwitchRow, StoredAutoReply } from '../domain/auto-reply.ts';
import { notificationCategory } from '../domain/notification-types.ts';
import {
  defineCollection,
  specSignature,
  type Collection,
  type CollectionSpec,
  type FieldsOf,
  type Store,
  type AnySpec,
  type Where,
} from '../store/index.ts';
import type {
  InvoiceApplicationRow,
  PayContactRow,
  AutoDuplicateSettingRow,
  ClientTrackRow,
  StoredComment,
  ThirdPartyCustomer,
  ThirdPartyOrder,
  VerificationCodeRow,
  ChatEventRow,
  DoctorAuditRow,
  CourseProgressRow,
  ScheduleRow,
  OrderDealRow,
  ChatViewerRow,
  GuideStateRow,
  SandboxAccount,
  SandboxChat,
  SandboxSession,
  SandboxUcToken,
  StoredCustomer,
  StoredMessage,
  StoredNotification,
  UserConfigRow,
  StoredOrder,
  StoredFile,
} from './state.ts';

/** A list as a text `contains` can search: `|a|b|` (empty list: null). */
export const bars = (values: readonly (string | number)[]): string | null => (values.length > 0 ? `|${values.join('|')}|` : null);

export const SPECS = {
  accounts: defineCollection<SandboxAccount>()({
    name: 'accounts',
    id: (a) => a.userInfo.id,
    fields: {
      account: (a) => a.account,
      phone: (a) => a.phone,
      imId: (a) => a.userInfo.imId,
      isMainAccount: (a) => a.userInfo.isMainAccount,
      enabled: (a) => a.enabled,
    },
    keywords: (a) => [a.account, a.userInfo.realName, fullPhoneOf(a)],
  }),
  sessions: defineCollection<SandboxSession>()({
    name: 'sessions',
    id: (s) => s.token,
    fields: { pushToken: (s) => s.pushToken, account: (s) => s.account, expiresAt: (s) => s.expiresAt },
  }),
  ucTokens: defineCollection<SandboxUcToken>()({
    name: 'uc_tokens',
    id: (t) => t.ucToken,
    fields: { account: (t) => t.account, expiresAt: (t) => t.expiresAt },
  }),
  customers: defineCollection<StoredCustomer>()({
    name: 'customers',
    id: (c) => c.id,
    fields: {
      followStatus: (c) => c.followStatus,
      sourceChannel: (c) => c.sourceChannel,
      cityId: (c) => c.cityId,
      platformCounselorId: (c) => c.platformCounselorId,
      isRepeatOrder: (c) => c.isRepeatOrder,
      firstDispatchTime: (c) => c.firstDispatchTime,
      lastFollowTime: (c) => c.lastFollowTime,
      orderCount: (c) => c.orderCount,
      dealAmount: (c) => c.dealAmount,
      age: (c) => c.age,
      // Each staff member's own mark: who marked (`|demo-main|`) and their tags (`|demo-main:高意向|`).
      markedBy: (c) => bars(Object.keys(c.marksByAccount ?? {})),
      markTags: (c) =>
        bars(Object.entries(c.marksByAccount ?? {}).flatMap(([account, mark]) => mark.tags.map((tag) => `${account}:${tag}`))),
    },
    keywords: (c) => [c.name, c.customerNo, c.phone],
  }),
  customerRepeatLogs: defineCollection<CustomerRepeatLog>()({
    name: 'customer_repeat_logs',
    id: (l) => l.id,
    fields: { customerId: (l) => l.customerId, createTime: (l) => l.createTime },
  }),
  orders: defineCollection<StoredOrder>()({
    name: 'orders',
    id: (o) => o.id,
    fields: {
      customerId: (o) => o.customer.id,
      followerId: (o) => o.follower?.id,
      platformCounselorId: (o) => o.platformCounselor?.id,
      // The follow status (1-7); followTaskStatus is the follow task's (0-3).
      taskStatus: (o) => o.taskStatus,
      dealType: (o) => o.dealType,
      dispatchType: (o) => o.dispatchType,
      dispatchTime: (o) => o.dispatchTime,
      followNumber: (o) => o.followNumber,
      number: (o) => o.number,
      repeatStatus: (o) => o.repeatStatus,
      followTaskStatus: (o) => o.followTaskStatus,
      invalidContactStatus: (o) => o.invalidContactStatus,
      isInvalidContact: (o) => o.isInvalidContact,
      hasRemind: (o) => o.remind !== null,
      remindTime: (o) => o.remind?.remindTime,
      meetAppointmentTime: (o) => o.meetAppointmentTime,
      metTime: (o) => o.metTime,
      lastFollowTime: (o) => o.lastFollowTime,
      unreadReplyCount: (o) => o.unreadReplyCount,
      dealAmount: (o) => o.dealAmount,
      // The projects of its products and the intended ones (the list's project filter).
      projectIds: (o) => bars(orderProjectIds(o)),
      recordIds: (o) => bars(o.followRecords.map((r) => r.id)),
      hitField: (o) => hitFieldOf(o),
    },
    keywords: (o) => [o.customer.name, o.customer.phone, o.number, o.followNumber],
    indexes: [
      ['followerId', 'dispatchTime'],
      ['followerId', 'taskStatus'],
    ],
  }),
  orderDeals: defineCollection<OrderDealRow>()({
    name: 'order_deals',
    id: (d) => d.id,
    fields: { followId: (d) => d.followId, followerId: (d) => d.followerId, dealTime: (d) => d.dealTime, amount: (d) => d.amount },
  }),
  chats: defineCollection<SandboxChat>()({
    name: 'chats',
    id: (c) => c.item.chatId,
    fields: {
      chatType: (c) => c.item.chatType,
      members: (c) => bars(c.members.map((m) => m.userId)),
      lastMessageTime: (c) => c.item.lastMessageTime,
    },
    keywords: (c) => [c.item.name, c.item.customer?.customerName],
  }),
  messages: defineCollection<StoredMessage>()({
    name: 'messages',
    id: (m) => m.seq,
    fields: {
      chatId: (m) => m.message.chatId,
      fingerPrint: (m) => m.message.fingerPrint,
      fromUserId: (m) => m.message.fromUserId,
      sendTimestamp: (m) => m.message.sendTimestamp,
      atUserIds: (m) => (m.message.isRecalled ? null : bars(m.message.atUserIds ?? [])),
      refFingerPrint: (m) => m.message.refFingerPrint,
      msgType: (m) => m.message.msgType,
      bizType: (m) => m.message.bizType,
    },
    // The global message search looks in texts and file names; a recalled message is not found.
    keywords: (m) => (m.message.isRecalled ? [] : [searchableText(m.message)]),
    indexes: [
      ['chatId', 'id'],
      ['chatId', 'fingerPrint'],
      ['chatId', 'sendTimestamp', 'id'],
    ],
  }),
  chatViewers: defineCollection<ChatViewerRow>()({
    name: 'chat_viewers',
    id: (v) => `${v.viewer}|${v.chatId}`,
    fields: {
      viewer: (v) => v.viewer,
      chatId: (v) => v.chatId,
      chatType: (v) => v.chatType,
      unreadCount: (v) => v.unreadCount,
      isAlert: (v) => v.isAlert,
    },
    indexes: [['viewer', 'chatType']],
  }),
  chatEvents: defineCollection<ChatEventRow>()({
    name: 'chat_events',
    id: (e) => e.seq,
    fields: {
      viewer: (e) => e.viewer,
      fingerPrint: (e) => e.entry.fingerPrint,
      event: (e) => e.entry.event,
      chatId: (e) => (e.entry.event === 2 ? e.entry.chatId : e.entry.event === 6 ? e.entry.read.chatId : e.entry.notice.chatId),
      readUserId: (e) => (e.entry.event === 6 ? e.entry.read.readUserId : null),
      lastReadFingerPrint: (e) => (e.entry.event === 6 ? e.entry.read.lastReadFingerPrint : null),
    },
    indexes: [
      ['viewer', 'id'],
      ['viewer', 'fingerPrint'],
    ],
  }),
  notifications: defineCollection<StoredNotification>()({
    name: 'notifications',
    id: (n) => n.id,
    fields: {
      account: (n) => n.account,
      type: (n) => n.type,
      category: (n) => notificationCategory(n.type),
      isRead: (n) => n.isRead,
      createTime: (n) => n.createTime,
    },
    indexes: [['account', 'category', 'isRead']],
  }),
  userConfig: defineCollection<UserConfigRow>()({
    name: 'user_config',
    id: (c) => `${c.account}|${c.topic}|${c.key}`,
    fields: { account: (c) => c.account, topic: (c) => c.topic },
  }),
  guideState: defineCollection<GuideStateRow>()({
    name: 'guide_state',
    id: (g) => `${g.account}|${g.guideKey}`,
    fields: { account: (g) => g.account },
  }),
  // Uploads start empty: seeded rows point at paths the file store answers with placeholders.
  files: defineCollection<StoredFile>()({
    name: 'files',
    id: (f) => f.path,
    fields: { bucket: (f) => f.bucket },
  }),
  mails: defineCollection<MailDetail>()({
    name: 'mails',
    id: (m) => m.id,
    fields: { category: (m) => m.category, isRead: (m) => m.isRead, sendTime: (m) => m.sendTime },
    keywords: (m) => [m.subject, m.sender, m.summary],
  }),
  bulletins: defineCollection<Bulletin>()({
    name: 'bulletins',
    id: (b) => b.id,
    fields: { status: (b) => b.status, isTop: (b) => b.isTop, updateTime: (b) => b.updateTime },
    // What a person reads, not the markup: searching 'strong' must not find every bold word.
    keywords: (b) => [b.title, htmlText(b.content)],
  }),
  doctors: defineCollection<Doctor>()({
    name: 'doctors',
    id: (d) => d.id,
    fields: {
      title: (d) => d.title,
      auditStatus: (d) => d.auditStatus,
      onlineStatus: (d) => d.onlineStatus,
      createTime: (d) => d.createTime,
    },
    keywords: (d) => [d.name],
  }),
  doctorAuditLogs: defineCollection<DoctorAuditRow>()({
    name: 'doctor_audit_logs',
    id: (r) => r.id,
    fields: { doctorId: (r) => r.doctorId, createTime: (r) => r.createTime },
  }),
  products: defineCollection<EcProductDetail>()({
    name: 'products',
    id: (p) => p.id,
    fields: { status: (p) => p.status, categoryId: (p) => p.categoryId, updateTime: (p) => p.updateTime },
    keywords: (p) => [p.spuName],
  }),
  ecOrders: defineCollection<EcOrderDetail>()({
    name: 'ec_orders',
    id: (o) => o.id,
    fields: {
      productId: (o) => o.productId,
      verifyStatus: (o) => o.verifyStatus,
      refundStatus: (o) => o.refundStatus,
      payTime: (o) => o.payTime,
    },
    // The last four digits of the masked phone are its visible end.
    keywords: (o) => [o.orderNo, o.spuName, o.customerPhone.slice(-4)],
  }),
  financeBills: defineCollection<FinanceBill>()({
    name: 'finance_bills',
    id: (b) => b.id,
    fields: {
      billType: (b) => b.billType,
      billPeriod: (b) => b.billPeriod,
      status: (b) => b.status,
      payStatus: (b) => b.payStatus,
      billNo: (b) => b.billNo,
      amountPayable: (b) => b.amountPayable,
    },
  }),
  /** The rows of the referral bills, one per dispatched order (mocks/db/seed-finance.ts). */
  financeBillOrders: defineCollection<FinanceBillOrder>()({
    name: 'finance_bill_orders',
    id: (r) => r.id,
    fields: { billId: (r) => r.billId, isDeal: (r) => r.isDeal, orderNumber: (r) => r.orderNumber, dispatchTime: (r) => r.dispatchTime },
    keywords: (r) => [r.orderNumber, r.customerName],
  }),
  financeBillHistory: defineCollection<FinanceBillHistory>()({
    name: 'finance_bill_history',
    id: (h) => h.id,
    fields: { billId: (h) => h.billId, lockVersion: (h) => h.lockVersion },
  }),
  financeBillErrors: defineCollection<FinanceBillError>()({
    name: 'finance_bill_errors',
    id: (e) => e.id,
    fields: { billId: (e) => e.billId, handleStatus: (e) => e.handleStatus, createTime: (e) => e.createTime },
  }),
  financeBillEvidence: defineCollection<FinanceBillEvidence>()({
    name: 'finance_bill_evidence',
    id: (e) => e.id,
    fields: { billId: (e) => e.billId, createTime: (e) => e.createTime },
  }),
  /** What an invoice application keeps beside its list row: its bills, title and delivery (mocks/domain/finance.ts). */
  invoiceApplications: defineCollection<InvoiceApplicationRow>()({
    name: 'invoice_applications',
    id: (a) => a.id,
    fields: { createTime: (a) => a.createTime },
  }),
  payContacts: defineCollection<PayContactRow>()({
    name: 'pay_contacts',
    id: (p) => p.id,
    fields: { status: (p) => p.status },
  }),
  invoices: defineCollection<FinanceInvoice>()({
    name: 'invoices',
    id: (i) => i.id,
    fields: { status: (i) => i.status, invoiceType: (i) => i.invoiceType, applyTime: (i) => i.applyTime, amount: (i) => i.amount },
  }),
  courses: defineCollection<StudyCenterCourse>()({
    name: 'courses',
    id: (c) => c.id,
    fields: {
      categoryId: (c) => c.categoryId,
      learnStatus: (c) => c.learnStatus,
      isRequired: (c) => c.isRequired,
      isRecommended: (c) => c.isRecommended,
      publishTime: (c) => c.publishTime,
    },
    keywords: (c) => [c.title, c.lecturer, c.summary],
  }),
  courseProgress: defineCollection<CourseProgressRow>()({
    name: 'course_progress',
    id: (p) => `${p.account}|${p.chapterId}`,
    fields: { account: (p) => p.account, courseId: (p) => p.courseId },
  }),
  schedules: defineCollection<ScheduleRow>()({
    name: 'schedules',
    id: (r) => `${r.personType}|${r.personId}|${r.date}`,
    fields: { personType: (r) => r.personType, personId: (r) => r.personId, date: (r) => r.date },
  }),
  incentiveOrders: defineCollection<FollowIncentiveOrder>()({
    name: 'incentive_orders',
    id: (o) => o.id,
    fields: {
      planId: (o) => o.planId,
      orderId: (o) => o.orderId,
      incentiveStatus: (o) => o.incentiveStatus,
      taskStatus: (o) => o.taskStatus,
      dispatchTime: (o) => o.dispatchTime,
      followDeadline: (o) => o.followDeadline,
      hasFollowed: (o) => o.lastFollowTime !== null,
    },
    keywords: (o) => [o.orderNumber, o.customerName],
  }),
  incentivePlans: defineCollection<FollowIncentivePlan>()({
    name: 'incentive_plans',
    id: (p) => p.id,
    fields: { status: (p) => p.status, startDate: (p) => p.startDate },
  }),
  contracts: defineCollection<Contract>()({
    name: 'contracts',
    id: (c) => c.id,
    fields: {
      contractType: (c) => c.contractType,
      status: (c) => c.status,
      awaitingSignature: (c) => c.status === 0,
      createTime: (c) => c.createTime,
      endDate: (c) => c.endDate,
    },
  }),
  certifications: defineCollection<ProjectCertification>()({
    name: 'certifications',
    id: (c) => c.id,
    fields: {
      kind: (c) => c.kind,
      auditStatus: (c) => c.auditStatus,
      projectIds: (c) => bars(c.projects.map((p) => p.projectId)),
      submitTime: (c) => c.submitTime,
    },
    keywords: (c) => [c.productName, c.genericName, c.brand, c.registrationNo],
  }),
  setupProjects: defineCollection<SetupProjectDetail>()({
    name: 'setup_projects',
    id: (p) => p.id,
    fields: { projectId: (p) => p.projectId, status: (p) => p.status, applyTime: (p) => p.applyTime },
    keywords: (p) => [p.projectName],
  }),
  fineCases: defineCollection<FineCase>()({
    name: 'fine_cases',
    id: (c) => c.id,
    fields: {
      projectId: (c) => c.projectId,
      doctorId: (c) => c.doctorId,
      auditStatus: (c) => c.auditStatus,
      isShow: (c) => c.isShow,
      createTime: (c) => c.createTime,
    },
    keywords: (c) => [c.title],
  }),
  referralDoctors: defineCollection<ReferralDoctor>()({
    name: 'referral_doctors',
    id: (r) => r.id,
    fields: { doctorId: (r) => r.doctorId, status: (r) => r.status, sort: (r) => r.sort, updateTime: (r) => r.updateTime },
    keywords: (r) => [r.doctorName, ...r.projects.map((p) => p.projectName)],
  }),
  referralProjects: defineCollection<ReferralProject>()({
    name: 'referral_projects',
    id: (r) => r.id,
    fields: { projectId: (r) => r.projectId, status: (r) => r.status, sort: (r) => r.sort, updateTime: (r) => r.updateTime },
    keywords: (r) => [r.projectName, r.parentProjectName],
  }),
  sittings: defineCollection<DoctorSittingApplication>()({
    name: 'doctor_sittings',
    id: (s) => s.id,
    fields: {
      doctorId: (s) => s.doctorId,
      source: (s) => s.source,
      status: (s) => s.status,
      startDate: (s) => s.startDate,
      applyTime: (s) => s.applyTime,
    },
    keywords: (s) => [s.doctorName],
  }),
  sellingPoints: defineCollection<StoredSellingPoints>()({
    name: 'selling_points',
    id: (s) => s.id,
    fields: {},
  }),
  comments: defineCollection<StoredComment>()({
    name: 'comments',
    id: (c) => c.id,
    fields: {
      rating: (c) => c.rating,
      isNegative: (c) => c.isNegative,
      hasReply: (c) => c.hospitalReply !== null,
      isRead: (c) => c.isRead,
      doctorId: (c) => c.doctorId,
      followId: (c) => c.followId,
      createTime: (c) => c.createTime,
    },
    keywords: (c) => [c.customerNickname, c.content, c.projectName],
  }),
  verificationCodes: defineCollection<VerificationCodeRow>()({
    name: 'verification_codes',
    id: (v) => v.code,
    fields: { kind: (v) => v.kind, orderId: (v) => v.orderId, status: (v) => v.status },
  }),
  thirdPartyCustomers: defineCollection<ThirdPartyCustomer>()({
    name: 'third_party_customers',
    id: (c) => c.id,
    fields: { platform: (c) => c.platform, lastOrderTime: (c) => c.lastOrderTime },
    keywords: (c) => [c.nickname, c.phone],
  }),
  thirdPartyOrders: defineCollection<ThirdPartyOrder>()({
    name: 'third_party_orders',
    id: (o) => o.id,
    fields: { platform: (o) => o.platform, status: (o) => o.status, customerId: (o) => o.customerId, payTime: (o) => o.payTime },
    keywords: (o) => [o.platformOrderNo, o.productName, o.customerNickname, o.customerPhone],
  }),
  clientTracks: defineCollection<ClientTrackRow>()({
    name: 'client_tracks',
    id: (t) => t.id,
    fields: {
      customerId: (t) => t.customer.id,
      followId: (t) => t.followId,
      followerId: (t) => t.followerId,
      eventType: (t) => t.eventType,
      isRead: (t) => t.isRead,
      eventTime: (t) => t.eventTime,
    },
    keywords: (t) => [t.customer.name, t.customer.phone],
  }),
  // Activities: few rows, and their phase depends on the clock, so the domain filters them in memory.
  platformActivities: defineCollection<StoredPlatformActivity>()({
    name: 'platform_activities',
    id: (a) => a.id,
    fields: { signUpEndTime: (a) => a.signUpEndTime },
    keywords: (a) => [a.title],
  }),
  businessActivities: defineCollection<StoredBusinessActivity>()({
    name: 'business_activities',
    id: (a) => a.id,
    fields: { createTime: (a) => a.createTime },
    keywords: (a) => [a.title],
  }),
  // Like the platform activities: few rows, the phase depends on the clock.
  strictSelectActivities: defineCollection<StoredStrictSelectActivity>()({
    name: 'strict_select_activities',
    id: (a) => a.id,
    fields: { signUpEndTime: (a) => a.signUpEndTime },
    keywords: (a) => [a.title, a.projectName],
  }),
  // Sale activities: the status a list filters on is worked out from these fields and the clock
  // (mocks/domain/sale-activities.ts), so it is a condition on them, not a stored column.
  saleActivities: defineCollection<StoredSaleActivity>()({
    name: 'sale_activities',
    id: (a) => a.id,
    fields: {
      activityType: (a) => a.activityType,
      startTime: (a) => a.startTime,
      endTime: (a) => a.endTime,
      stopped: (a) => a.stopTime !== null && a.stopTime !== undefined,
      createTime: (a) => a.createTime,
    },
    keywords: (a) => [a.name, ...a.products.map((p) => p.spuName)],
  }),
  creatives: defineCollection<StoredCreative>()({
    name: 'creatives',
    id: (c) => c.id,
    fields: { kind: (c) => c.kind, categoryId: (c) => c.categoryId, updateTime: (c) => c.updateTime },
    keywords: (c) => [c.title, ...c.tags],
  }),
  strictSelectOrders: defineCollection<StoredStrictSelectOrder>()({
    name: 'strict_select_orders',
    id: (o) => o.id,
    fields: { dispatchTime: (o) => o.dispatchTime, followStatus: (o) => o.followStatus, refundStatus: (o) => o.refundStatus },
    keywords: (o) => [o.orderNo, o.customerName, o.customerPhone],
  }),
  // Strict-select settlement bills; their rows are worked out from the orders they hold (orderIds).
  strictSelectBills: defineCollection<StoredStrictSelectBill>()({
    name: 'strict_select_bills',
    id: (b) => b.id,
    fields: { billPeriod: (b) => b.billPeriod, status: (b) => b.status },
    keywords: (b) => [b.billNo],
  }),
  autoDuplicateSettings: defineCollection<AutoDuplicateSettingRow>()({
    name: 'auto_duplicate_settings',
    id: (s) => s.id,
    fields: {},
  }),
  // Chat auto-reply rules (matched in `sort` order) and each hospital's switch once saved (id: hospital).
  autoReplies: defineCollection<StoredAutoReply>()({
    name: 'auto_replies',
    id: (r) => r.id,
    fields: { hospitalId: (r) => r.hospitalId, replyType: (r) => r.replyType, isEnabled: (r) => r.isEnabled, sort: (r) => r.sort },
    keywords: (r) => [r.title, (r.keywords ?? []).join(' '), r.content],
  }),
  autoReplySwitches: defineCollection<AutoReplySwitchRow>()({ name: 'auto_reply_switches', id: (s) => s.id, fields: {} }),
  hospitalProfiles: defineCollection<HospitalProfileRow>()({ name: 'hospital_profiles', id: (p) => p.id, fields: {} }),
  hospitalPapers: defineCollection<StoredHospitalPaper>()({
    name: 'hospital_papers',
    id: (p) => p.id,
    fields: { kind: (p) => p.kind, validTo: (p) => p.validTo },
  }),
  hospitalHonors: defineCollection<HospitalHonor>()({
    name: 'hospital_honors',
    id: (h) => h.id,
    fields: { sort: (h) => h.sort, auditStatus: (h) => h.auditStatus },
  }),
  hospitalAudits: defineCollection<HospitalAuditRow>()({
    name: 'hospital_audits',
    id: (a) => a.id,
    fields: {
      auditType: (a) => a.auditType,
      auditStatus: (a) => a.auditStatus,
      targetId: (a) => a.targetId,
      submitTime: (a) => a.submitTime,
    },
    keywords: (a) => [a.summary],
  }),
};

type Specs = typeof SPECS;

/** The platform's collections, typed by their declarations. */
export type SandboxDb = {
  [K in keyof Specs]: Specs[K] extends CollectionSpec<infer Row, infer _F> ? Collection<Row, FieldsOf<Specs[K]>> : never;
};

/** Conditions on a collection's declared fields (`WhereIn<'orders'>`). */
export type WhereIn<K extends keyof Specs> = Where<FieldsOf<Specs[K]>>;

export function openCollections(store: Store): SandboxDb {
  const db: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(SPECS)) db[key] = store.collection(spec as unknown as CollectionSpec<unknown>);
  return db as SandboxDb;
}

/** Changes whenever any declaration does: a store written under another schema is seeded again. */
export function schemaSignature(): string {
  return JSON.stringify(Object.values(SPECS).map((spec) => specSignature(spec as unknown as AnySpec)));
}
