/**
 * Quick phrases (签名话术, `GET /commons/signaturePitch`): the platform's approved lines a counselor
 * inserts into a reply from the composer; one is the default signature of the business card.
 * Seeded and read-only (the platform's operators maintain them).
 */
import type { ChatSignaturePitch } from '@generated/chat/model';

const PITCHES: readonly ChatSignaturePitch[] = [
  { id: 12, content: '如需预约面诊，请直接回复“预约”，我们将为您安排专属咨询师。', isDefault: true },
  { id: 13, content: '您好，我是您的专属咨询师，有任何关于项目、价格和恢复期的问题都可以随时问我。', isDefault: false },
  { id: 14, content: '本月活动价仅限线上预约用户，到院前请出示预约短信，以便前台为您核销。', isDefault: false },
  { id: 15, content: '术后一周内请避免饮酒、辛辣饮食和剧烈运动，如有红肿持续不退请及时联系我们。', isDefault: false },
  { id: 16, content: '面诊当天请素颜到院，并携带身份证原件，医生会根据您的情况给出方案。', isDefault: false },
  { id: 17, content: '医院地址及到院路线已发送至您的手机，停车可凭预约短信免费停放两小时。', isDefault: false },
];

/** The quick phrases, the default one first. */
export function quickPhrases(): ChatSignaturePitch[] {
  return [...PITCHES].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)).map((p) => ({ ...p }));
}
