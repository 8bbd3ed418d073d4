/**
 * The rows the sandbox platform keeps (mocks/db/collections.ts declares their collections) and the
 * seed: every row as one plain, JSON-serialisable object generated deterministically
 * (mocks/db/seed.ts), which the platform writes into its store. Rows use the generated contract
 * types wherever the contract defines the entity, so the state can never drift from what the
 * gateways answer. Fields the platform keeps but never sends (passwords, per-viewer chat state)
 * live beside the rows, not inside them.
 */
import type { StoredBusinessActivity, StoredPlatformActivity } from './seed-activities.ts';
import type { StoredStrictSelectOrder } from './seed-strict-select.ts';
import type { StoredStrictSelectBill } from './seed-strict-select-bills.ts';
import type { StoredSellingPoints } from '../domain/selling-points.ts';
import type { StoredStrictSelectActivity } from './seed-strict-select-activities.ts';
import type { StoredSaleActivity } from './seed-sale-activities.ts';
import type { StoredCreative } from './seed-creatives.ts';
import type { StoredAutoReply } from '../domain/auto-reply.ts';
import type { ChatGroupNotice, ChatListItem, ChatMember, ChatMessage, ChatReadEvent } from '@generated/chat/model';
import type {
  AutoDuplicateSetting,
  PayContactDraft,
  PayContactSignStatus,
  CustomerRepeatLog,
  Bulletin,
  SchedulePersonType,
  ScheduleShift,
  ClientTrack,
  CommentDetail,
  Contract,
  CustomerDetail,
  CustomerMyMark,
  Doctor,
  DoctorAuditRecord,
  EcOrderDetail,
  EcProductDetail,
  FinanceBill,
  FinanceBillError,
  FinanceBillEvidence,
  FinanceBillHistory,
  FinanceBillOrder,
  FinanceInvoice,
  FinanceInvoiceTitle,
  FollowIncentiveOrder,
  HospitalHonor,
  FollowIncentivePlan,
  MenuItem,
  NotificationItem,
  OrderDeal,
  OrderDetail,
  ProjectCertification,
  SetupProjectDetail,
  FineCase,
  ReferralDoctor,
  ReferralProject,
  DoctorSittingApplication,
  StudyCenterCourse,
  ThirdPartyCustomer,
  ThirdPartyOrder,
  UserConfigItem,
  UserInfo,
  VerificationOrder,
  MailDetail,
} from '@generated/main/model';
import type { HospitalAuditRow, HospitalProfileRow, StoredHospitalPaper } from './seed-hospital.ts';

/**
 * Bump when the stored shapes or seeded contents change (2: orders carry taskStatus as the follow
 * status, followTaskStatus, platformCounselor; 3: bulletin bodies are rich text, found by their text;
 * 4: strict-select bills; 5: sale activities; 6: schedules are per person, doctor or staff, with
 * seeded staff shifts; 7: chat auto-reply rules).
 */
export const STATE_VERSION = 7;

export interface SandboxAccount {
  account: string;
  password: string;
  /** Phone that signs in with an SMS code, when the account has one. */
  phone?: string;
  userInfo: UserInfo;
  /** Restricted mode: only dashbord and customer, no push-notification handling. */
  isRestricted: boolean;
  menus: MenuItem[];
  authCode: string[];
  enabled: boolean;
  /** What user management keeps beside the account (mocks/domain/accounts-admin.ts). */
  admin?: AccountAdminFields;
}

export interface AccountAdminFields {
  position?: string;
  createTime?: string;
  /** Last day the account may sign in; null for no limit. */
  expireDate?: string | null;
  lastLoginTime?: string | null;
  /**
   * The WeChat bound to the account (mocks/domain/account-wechat.ts); null when unbound, absent
   * on a seeded account that was never changed (the seed's binding then applies).
   */
  wechat?: { nickName: string; bindTime: string; openId: string } | null;
  /** WeChat notice kinds the account receives (SubAccountWechatNoticeType codes). */
  wechatNotices?: string[];
  /** The business card's signature switch (chat gateway setSignatureStatus); absent: on. */
  cardSignatureStatus?: 0 | 1;
  /** The binding QR code waiting for a scan. */
  wechatTicket?: { ticket: string; expireTime: string } | null;
  /** When sign-in SMS notices went out ('yyyy-MM-dd HH:mm:ss'), today's only. */
  smsTimes?: string[];
}

export interface SandboxSession {
  token: string;
  /** Authenticates the push socket (`wsNotificationToken`). */
  pushToken: string;
  account: string;
  createdAt: number;
  expiresAt: number;
}

/** A one-time token for login by token (`?token=` in the URL), issued by the account centre. */
export interface SandboxUcToken {
  ucToken: string;
  account: string;
  expiresAt: number;
}

/** A chat as the platform stores it; what a viewer sees is this plus their ChatViewerState. */
export interface SandboxChat {
  item: Omit<ChatListItem, 'unreadCount' | 'isAtAll' | 'isAtMe' | 'atMeFingerPrint' | 'atAllFingerPrint' | 'isAlert' | 'isTop'>;
  members: ChatMember[];
}

/** Per viewer (imId) and chat: what the chat list shows them. */
export interface ChatViewerState {
  unreadCount: number;
  isAtMe: boolean;
  isAtAll: boolean;
  atMeFingerPrint: string | null;
  atAllFingerPrint: string | null;
  isAlert: boolean;
  isTop: boolean;
  lastReadFingerPrint: string | null;
}

/**
 * One chat event as a viewer received it, for offline sync (`/aggregation_messages/offline`):
 * messages by reference (they live in `messages`), read receipts and group notices in full.
 * Written by mocks/domain/chat/events.ts.
 */
export type ChatEventLogEntry =
  | { event: 2; fingerPrint: string; chatId: string }
  | { event: 6; fingerPrint: string; read: ChatReadEvent }
  | { event: 101; fingerPrint: string; notice: ChatGroupNotice };

/** A chat message and its place in the chat (`seq` grows with every message of the platform). */
export interface StoredMessage {
  seq: number;
  message: ChatMessage;
}

/** One viewer's state of one chat. */
export interface ChatViewerRow extends ChatViewerState {
  viewer: string;
  chatId: string;
  chatType: ChatListItem['chatType'];
}

/** One entry of a viewer's chat event log (`seq` orders the log). */
export interface ChatEventRow {
  seq: number;
  viewer: string;
  entry: ChatEventLogEntry;
}

export type StoredNotification = NotificationItem & { account: string };

/**
 * A deal of an order, also kept as a row of its own beside the order (which stays the source of
 * the detail), so the home page's month figures count and sum deals without reading orders.
 */
export type OrderDealRow = OrderDeal & { followerId: number | null };

/** A customer with each staff member's own mark (tags and remark) beside it. */
export type StoredCustomer = CustomerDetail & { marksByAccount?: Record<string, CustomerMyMark> };

export interface UserConfigRow extends UserConfigItem {
  account: string;
}

/** One account's playback position in one course chapter (mocks/domain/courses.ts). */
export interface CourseProgressRow {
  account: string;
  courseId: number;
  chapterId: number;
  /** Seconds into the chapter, as last reported. */
  position: number;
  isFinished: boolean;
  updateTime: string;
}

/**
 * A person's shift on one date: a staff member's as seeded or saved from a sheet, a doctor's once
 * saved from a sheet (absent: a doctor's default week, rest for staff; mocks/domain/schedules.ts).
 */
export interface ScheduleRow {
  personType: SchedulePersonType;
  /** The doctor's id or the account's (userInfo) id. */
  personId: number;
  date: string;
  shift: ScheduleShift;
  startTime: string | null;
  endTime: string | null;
  remark: string | null;
}

export interface GuideStateRow {
  account: string;
  guideKey: string;
  /** The newest version the account finished. */
  version: number;
}

/** An order as the platform stores it: the detail without what is derived per viewer (`allowedActions`). */
export type StoredOrder = Omit<OrderDetail, 'allowedActions'>;

/** An invoice application's bills, title and delivery details, kept beside its FinanceInvoice row (id is the invoice's). */
export interface InvoiceApplicationRow {
  id: number;
  billIds: number[];
  title: FinanceInvoiceTitle;
  remark: string | null;
  createTime: string;
}

/** The hospital's merchant registration with the payment provider: its form (draft or submitted) and signing state. */
export interface PayContactRow {
  /** The hospital's id. */
  id: number;
  status: PayContactSignStatus;
  draft: PayContactDraft | null;
  merchantNo: string | null;
  rejectReason: string | null;
  submitTime: string | null;
  signTime: string | null;
  updateTime: string | null;
}

/** An appraisal as the platform keeps it: the detail (mocks/domain/comments.ts answers both shapes). */
export type StoredComment = CommentDetail;

/** A verification code and the order behind it (mocks/domain/verification.ts); `code` is the id. */
export type VerificationCodeRow = VerificationOrder;

/** A tracking event, with the follower of the customer's order (whose events a sub-account sees). */
export type ClientTrackRow = ClientTrack & { followerId: number | null };

/** The hospital's auto duplicate setting, once saved (one row; absent: the defaults apply). */
/** One submission or review step of a doctor's profile (getDoctorAuditLog), kept per doctor. */
export type DoctorAuditRow = DoctorAuditRecord & { doctorId: number };

export type AutoDuplicateSettingRow = AutoDuplicateSetting & { id: number };

export type { ThirdPartyCustomer, ThirdPartyOrder };

/** A file uploaded to the sandbox's object storage (mocks/domain/files.ts); `path` is its key. */
export interface StoredFile {
  path: string;
  bucket: 0 | 1;
  contentType: string;
  size: number;
  /** The bytes, base64 (rows are JSON in every store). */
  data: string;
  createTime: string;
}

/** The seed: every collection's initial rows. */
export interface SandboxState {
  meta: { version: number; seed: number; scale: number; seededAt: string };
  accounts: SandboxAccount[];
  sessions: SandboxSession[];
  ucTokens: SandboxUcToken[];
  customers: StoredCustomer[];
  customerRepeatLogs: CustomerRepeatLog[];
  orders: StoredOrder[];
  chats: SandboxChat[];
  /** Messages by chatId, oldest first. */
  messages: Record<string, ChatMessage[]>;
  /** Viewer imId → chatId → state. */
  chatViewers: Record<string, Record<string, ChatViewerState>>;
  /** Notifications addressed to an account. */
  notifications: (NotificationItem & { account: string })[];
  /** Account → saved settings (items of key, value, topic). */
  userConfig: Record<string, UserConfigItem[]>;
  /** Account → guide key → finished version. */
  guideState: Record<string, Record<string, number>>;
  bulletins: Bulletin[];
  doctors: Doctor[];
  doctorAuditLogs: DoctorAuditRow[];
  products: EcProductDetail[];
  ecOrders: EcOrderDetail[];
  financeBills: FinanceBill[];
  financeBillOrders: FinanceBillOrder[];
  financeBillHistory: FinanceBillHistory[];
  financeBillErrors: FinanceBillError[];
  financeBillEvidence: FinanceBillEvidence[];
  invoices: FinanceInvoice[];
  invoiceApplications: InvoiceApplicationRow[];
  /** The hospital's account signing with the payment provider (mocks/domain/paycontact.ts): one row. */
  payContacts: PayContactRow[];
  courses: StudyCenterCourse[];
  incentiveOrders: FollowIncentiveOrder[];
  incentivePlans: FollowIncentivePlan[];
  contracts: Contract[];
  certifications: ProjectCertification[];
  /** The hospital's project-opening applications (/hospital/project). */
  setupProjects: SetupProjectDetail[];
  /** The fine-case library (/hospital/case). */
  fineCases: FineCase[];
  /** The hospital's selling points (one row, id 1). */
  sellingPoints: StoredSellingPoints[];
  /** Referral pages (/hospital/referral). */
  referralDoctors: ReferralDoctor[];
  referralProjects: ReferralProject[];
  /** Doctor sitting applications (/hospital/addSit). */
  sittings: DoctorSittingApplication[];
  comments: StoredComment[];
  verificationCodes: VerificationCodeRow[];
  thirdPartyCustomers: ThirdPartyCustomer[];
  thirdPartyOrders: ThirdPartyOrder[];
  clientTracks: ClientTrackRow[];
  /** The hospital profile (mocks/db/seed-hospital.ts). */
  hospitalProfiles: HospitalProfileRow[];
  hospitalPapers: StoredHospitalPaper[];
  hospitalHonors: HospitalHonor[];
  hospitalAudits: HospitalAuditRow[];
  platformActivities: StoredPlatformActivity[];
  businessActivities: StoredBusinessActivity[];
  strictSelectOrders: StoredStrictSelectOrder[];
  strictSelectActivities: StoredStrictSelectActivity[];
  /** Sale activities on the hospital's e-commerce products (/activity/business?tab=sale). */
  saleActivities: StoredSaleActivity[];
  /** Strict-select settlement bills (/finance/bill, tab 严选账单). */
  strictSelectBills: StoredStrictSelectBill[];
  /** The creative centre's catalogue (/appStore/index) with download counts. */
  creatives: StoredCreative[];
  /** The clinic's platform mail (/email), with its read state. */
  mails: MailDetail[];
  /** Stored shifts: the staff's seeded around the seed's day (mocks/db/seed-schedules.ts). */
  schedules: ScheduleRow[];
  /** Chat auto-reply rules of the hospital (mocks/domain/auto-reply.ts). */
  autoReplies: StoredAutoReply[];
  /** Next id for rows the sandbox creates. */
  nextId: number;
}
