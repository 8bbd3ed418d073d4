/**
 * Who may do what to a group's members, as the platform rules it (contract part members): anyone
 * in the group invites, up to 200 members; the owner removes admins and members, an admin removes
 * members; nobody removes the owner or themselves (they leave); the owner hands over before
 * leaving. The panel disables what the rules refuse, naming why; the platform refuses it too.
 */
import { type ChatMember, ChatMemberRole } from '@generated/chat/model';

export const MAX_GROUP_MEMBERS = 200;

export type RemoveRefusal = 'onlyOwnerOrAdmin' | 'ownerStays' | 'onlyOwnerRemovesAdmin';

/** Why I may not remove this member, or null when I may (never asked for my own row). */
export function removeRefusal(me: Pick<ChatMember, 'role'> | undefined, target: Pick<ChatMember, 'role'>): RemoveRefusal | null {
  if (!me || me.role === ChatMemberRole.Member) return 'onlyOwnerOrAdmin';
  if (target.role === ChatMemberRole.Owner) return 'ownerStays';
  if (target.role === ChatMemberRole.Admin && me.role !== ChatMemberRole.Owner) return 'onlyOwnerRemovesAdmin';
  return null;
}

/** Why I may not leave the group, or null when I may. */
export function exitRefusal(me: Pick<ChatMember, 'role'> | undefined): 'ownerHandsOver' | null {
  return me?.role === ChatMemberRole.Owner ? 'ownerHandsOver' : null;
}

/** How many more people the group takes. */
export function roomLeft(memberCount: number): number {
  return Math.max(0, MAX_GROUP_MEMBERS - memberCount);
}
