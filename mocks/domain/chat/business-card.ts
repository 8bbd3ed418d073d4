/**
 * My business card (名片, `GET /businesscard/businessCard`) and its signature switch
 * (`PUT /businesscard/setSignatureStatus`), designed: the card is the staff account's own — name,
 * position and masked phone as user management keeps them, the hospital's registered name, the
 * chat avatar — and its signature is the platform's default quick phrase. The switch is kept per
 * account (on until switched off) and read back by every later card. While it is on, the platform
 * sends the signature after my first reply in a chat with a customer (appendSignature), as my own
 * text message right after the reply: the customer sees who answers and how to book.
 */
import { type ChatBusinessCard, ChatSignatureStatus } from '@generated/chat/model';
import type { SandboxAccount } from '../../db/state.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { accountRow } from '../accounts-admin.ts';
import { refuse } from '../errors.ts';
import { getHospitalBaseInfo } from '../hospital-profile.ts';
import { findAccountByImId } from '../session.ts';
import type { SandboxChat, StoredMessage } from '../../db/state.ts';
import { IMG } from './common.ts';
import { postMessage } from './messages.ts';
import { quickPhrases } from './quick-phrases.ts';

/** The account as stored now (the session's copy may predate a switch). */
function stored(platform: SandboxPlatform, account: SandboxAccount): SandboxAccount {
  return platform.db.accounts.get(account.userInfo.id) ?? account;
}

export function businessCard(platform: SandboxPlatform, account: SandboxAccount): ChatBusinessCard {
  const current = stored(platform, account);
  const row = accountRow(platform, current);
  const imId = current.userInfo.imId;
  return {
    userId: imId,
    realName: current.userInfo.realName,
    avatar: `${IMG}/avatar/${imId}.jpg`,
    hospitalName: getHospitalBaseInfo(platform).registeredName,
    position: row.position ?? '美学顾问',
    phone: row.phone,
    wechat: null,
    qrCodeUrl: null,
    signature: quickPhrases()[0]?.content ?? '',
    signatureStatus: current.admin?.cardSignatureStatus ?? ChatSignatureStatus.On,
  };
}

export function setSignatureStatus(platform: SandboxPlatform, account: SandboxAccount, status: number): void {
  if (status !== ChatSignatureStatus.On && status !== ChatSignatureStatus.Off) refuse('签名状态只能是开启或关闭', 400);
  platform.db.accounts.update(account.userInfo.id, (a) => {
    a.admin = { ...a.admin, cardSignatureStatus: status };
  });
}

/**
 * After a staff member's first text reply in a chat with a customer, their signature as their next
 * message, while their switch is on. Not after a bot reply (bizType 5), a picture, a card or any
 * later message, and not in chats among staff.
 */
export function appendSignature(platform: SandboxPlatform, chat: SandboxChat, reply: StoredMessage): void {
  const message = reply.message;
  if (message.msgType !== 1 || message.bizType !== 0) return;
  const sender = chat.members.find((m) => m.userId === message.fromUserId);
  if (sender?.userType !== 2 || !chat.members.some((m) => m.userType === 1)) return;
  const account = findAccountByImId(platform, message.fromUserId);
  if (!account || (stored(platform, account).admin?.cardSignatureStatus ?? ChatSignatureStatus.On) !== ChatSignatureStatus.On) return;
  const earlier = platform.db.messages.first({
    where: { chatId: chat.item.chatId, fromUserId: message.fromUserId, id: { lt: reply.seq } },
  });
  const signature = quickPhrases()[0]?.content ?? '';
  if (earlier || !signature) return;
  postMessage(platform, { chatId: chat.item.chatId, fromUserId: message.fromUserId, content: signature });
}
