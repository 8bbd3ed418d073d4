/**
 * The sandbox platform's whole state: one plain, JSON-serialisable object, so it can be seeded
 * deterministically, persisted to disk, restored and reset. Rows use the generated contract
 * types wherever the contract defines the entity, so the state can never drift from what the
 * gateways answer. Fields the platform keeps but never sends (passwords, per-viewer chat state)
 * live beside the rows, not inside them.
 */
import type { ChatGroupNotice, ChatListItem, ChatMember, ChatMessage, ChatReadEvent } from '@generated/chat/model';
import type {
  Bulletin,
  Contract,
  CustomerDetail,
  Doctor,
  EcProduct,
  FinanceBill,
  FinanceInvoice,
  FollowIncentiveOrder,
  MenuItem,
  NotificationItem,
  OrderDetail,
  ProjectCertification,
  StudyCenterCourse,
  UserConfigItem,
  UserInfo,
} from '@generated/main/model';

/** Bump when the stored shapes change (2: orders carry taskStatus as the follow status, followTaskStatus, platformCounselor). */
export const STATE_VERSION = 2;

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
 * Written by mocks/domain/chat.ts.
 */
export type ChatEventLogEntry =
  | { event: 2; fingerPrint: string; chatId: string }
  | { event: 6; fingerPrint: string; read: ChatReadEvent }
  | { event: 101; fingerPrint: string; notice: ChatGroupNotice };

export interface SandboxState {
  meta: { version: number; seed: number; scale: number; seededAt: string };
  accounts: SandboxAccount[];
  sessions: SandboxSession[];
  ucTokens: SandboxUcToken[];
  customers: CustomerDetail[];
  orders: OrderDetail[];
  chats: SandboxChat[];
  /** Messages by chatId, oldest first. */
  messages: Record<string, ChatMessage[]>;
  /** Viewer imId → chatId → state. */
  chatViewers: Record<string, Record<string, ChatViewerState>>;
  /**
   * Viewer imId → chat events delivered to them since seeding, oldest first (bounded). Absent in
   * a freshly seeded state; mocks/domain/chat.ts creates it on the first event.
   */
  chatEvents?: Record<string, ChatEventLogEntry[]>;
  /** Notifications addressed to an account. */
  notifications: (NotificationItem & { account: string })[];
  /** Account → saved settings (items of key, value, topic). */
  userConfig: Record<string, UserConfigItem[]>;
  /** Account → guide key → finished version. */
  guideState: Record<string, Record<string, number>>;
  bulletins: Bulletin[];
  doctors: Doctor[];
  products: EcProduct[];
  financeBills: FinanceBill[];
  invoices: FinanceInvoice[];
  courses: StudyCenterCourse[];
  incentiveOrders: FollowIncentiveOrder[];
  contracts: Contract[];
  certifications: ProjectCertification[];
  /** Next id for rows the sandbox creates. */
  nextId: number;
}
