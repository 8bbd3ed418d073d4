/**
 * Counselors (contract part counselors) beyond the hospital's own: the platform's official
 * counselors (the seeded `p_` ids who dispatch orders and sit in the order groups), who may be
 * invited into a hospital group, and the name search over both kinds that pickers use.
 */
import type { ChatCounselor } from '@generated/chat/model';
import { COUNSELORS } from '../../db/catalog.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { hospitalCounselors } from '../visitor-chat.ts';
import { IMG } from './common.ts';

/** The platform's official counselors, in the platform's order. */
export function officialCounselors(): ChatCounselor[] {
  return COUNSELORS.map((c) => ({
    userId: c.imId,
    isPlatformCounselor: true,
    staffId: null,
    platformCounselorId: c.id,
    realName: c.name,
    chatName: c.name,
    avatar: `${IMG}/avatar/${c.imId}.jpg`,
    hospitalName: null,
    isOnline: false,
  }));
}

/** Hospital counselors, then official ones, whose real or chat name contains the keyword. */
export function queryCounselors(platform: SandboxPlatform, keyword?: string): ChatCounselor[] {
  const k = keyword?.trim();
  return [...hospitalCounselors(platform), ...officialCounselors()].filter(
    (c) => !k || c.realName.includes(k) || !!c.chatName?.includes(k),
  );
}
