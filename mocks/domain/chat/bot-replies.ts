/**
 * The hospital bot's suggested replies (`POST /quick-tools/hospital_bot_reply`, designed): keyword
 * rules over the hospital's own facts — the platform's products and prices for the project asked
 * about, the next free consultation days on the sandbox clock, the hospital's address and hours
 * from its profile, recovery advice per project — addressed to the chat's customer by name. The
 * project is the one the question names, else the latest one the customer named earlier in the
 * chat, so two chats asking "多少钱" get different answers. Best first, at most three.
 */
import type { ChatBotReply, ChatBotReplyRequest } from '@generated/chat/model';
import { PLATFORM_SPUS, PROJECTS, type ProjectRef } from '../../db/catalog.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { refuse } from '../errors.ts';
import { getHospitalBaseInfo } from '../hospital-profile.ts';
import { type SandboxChat } from '../../db/state.ts';
import { clock, findMessage, requireChat } from './common.ts';

export const MAX_QUESTION_LENGTH = 500;
const MAX_REPLIES = 3;
/** So many of the chat's latest messages are read for the project talked about. */
const CONTEXT_MESSAGES = 50;

const RECOVERY: Record<string, string> = {
  双眼皮: '双眼皮术后3-7天拆线，肿胀大约1-2周明显消退，1-3个月形态自然；拆线前伤口不要沾水。',
  隆鼻: '隆鼻术后7天拆线，2周左右基本消肿，1个月内避免挤压鼻部和佩戴框架眼镜。',
  玻尿酸: '玻尿酸注射后当天注射部位不要沾水、不要化妆，一周内避免按揉、桑拿和饮酒。',
  热玛吉: '热玛吉术后一般24小时后即可正常化妆，术后一周注意防晒保湿，不需要特别的恢复期。',
  光子嫩肤: '光子嫩肤做完就可以正常上班，当天可能轻微泛红，一周内注意防晒、避免去角质。',
  水光针: '水光针术后24小时内不要沾水化妆，针眼2-3天消退，一周内避免饮酒和高温环境。',
  吸脂: '吸脂术后需穿塑身衣1-3个月，2周左右消肿，3-6个月效果稳定，术后早期多下床走动。',
  超声刀: '超声刀术后无创口，当天可正常洗脸，部分人会有轻微酸胀感，1-2周自然消退。',
  肉毒素: '肉毒素注射后4小时内不要平躺、不要按揉注射部位，3-7天起效，一周内避免饮酒。',
  皮秒: '皮秒术后3-7天会有细小结痂，请让其自然脱落，期间严格防晒，避免使用刺激性护肤品。',
};

const RULES: { topic: 'price' | 'appointment' | 'address' | 'recovery'; words: RegExp }[] = [
  { topic: 'price', words: /多少钱|价格|价钱|费用|报价|优惠|活动价|贵|便宜|收费/ },
  { topic: 'appointment', words: /预约|面诊|约个?时间|什么时候|哪天|有空|到院|挂号/ },
  { topic: 'address', words: /地址|在哪|怎么走|怎么去|位置|停车|地铁|路线|营业时间|几点/ },
  { topic: 'recovery', words: /恢复|多久|消肿|化妆|洗脸|沾水|疼|痛|注意|术后|拆线|上班/ },
];

function projectIn(text: string): ProjectRef | undefined {
  return PROJECTS.find((p) => text.includes(p.name));
}

/** The project the customer asks about: named in the question, else the latest named in the chat. */
function projectOf(platform: SandboxPlatform, chat: SandboxChat, question: string, customerId: string | undefined): ProjectRef | undefined {
  const named = projectIn(question);
  if (named || !customerId) return named;
  const recent = platform.db.messages.list({
    where: { chatId: chat.item.chatId, fromUserId: customerId },
    sort: ['-id'],
    limit: CONTEXT_MESSAGES,
  });
  for (const row of recent) {
    if (row.message.msgType !== 1 || row.message.isRecalled) continue;
    const found = projectIn(row.message.content);
    if (found) return found;
  }
  return undefined;
}

const DAY_MS = 86_400_000;
const dayText = (ms: number) => {
  const d = new Date(ms + 8 * 3_600_000); // the platform's wall clock (China Standard Time)
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
};

function priceReplies(greeting: string, project: ProjectRef | undefined): string[] {
  const products = project ? PLATFORM_SPUS.filter((s) => s.projectId === project.id) : [];
  if (products.length === 0) {
    return [`${greeting}具体价格要看您的项目和医生面诊后的方案，您方便说一下想做哪个项目吗？我帮您查一下本月的活动价。`];
  }
  const list = products.map((s) => `${s.spuName}${s.price}元`).join('，');
  return [
    `${greeting}${project?.name}目前在平台的活动价是：${list}，价格包含术前检查和术后复查。`,
    `${greeting}${project?.name}的价格和用量、医生方案有关，平台活动价${list}，面诊后医生会给您最合适的方案。`,
  ];
}

function appointmentReplies(platform: SandboxPlatform, greeting: string, project: ProjectRef | undefined): string[] {
  const now = clock(platform).ms;
  const days = [1, 2].map((n) => dayText(now + n * DAY_MS));
  const what = project ? `${project.name}面诊` : '面诊';
  return [
    `${greeting}${days[0]}和${days[1]}都可以安排${what}，上午10点到下午5点之间，您看哪个时间方便？我帮您预约。`,
    `${greeting}面诊是免费的，请带好身份证，素颜到院即可。您方便的话我帮您约${days[0]}的时间？`,
  ];
}

function addressReplies(platform: SandboxPlatform, greeting: string): string[] {
  const info = getHospitalBaseInfo(platform);
  const hours = `${info.businessHours.openTime}-${info.businessHours.closeTime}`;
  return [
    `${greeting}我们医院在${info.cityName}${info.districtName}${info.address}（${info.brandName}），营业时间${hours}，到了可以打前台电话${info.phone}。`,
    `${greeting}医院地址：${info.cityName}${info.districtName}${info.address}。凭预约短信可免费停车两小时，${info.businessHours.remark ?? ''}。`,
  ];
}

function recoveryReplies(greeting: string, project: ProjectRef | undefined): string[] {
  const advice = project ? RECOVERY[project.name] : undefined;
  return advice
    ? [`${greeting}${advice}`, `${greeting}恢复期因人而异，${advice.split('，')[0]}，术后我们会有专人回访提醒您复查。`]
    : [`${greeting}恢复期要看具体项目和方案，微创项目一般当天就能正常上班，手术类项目1-2周消肿，您想了解哪个项目呢？`];
}

/**
 * The bot's replies to a customer's question in the chat the viewer is in. Refused: a question
 * blank or longer than 500 characters, a message fingerprint not in the chat, or a chat that is not the viewer's.
 */
export function botReplies(platform: SandboxPlatform, viewer: string, body: ChatBotReplyRequest): ChatBotReply {
  const chat = requireChat(platform, viewer, body.chatId);
  const question = body.question.trim();
  if (!question) refuse('请提供客户的问题', 400);
  if (question.length > MAX_QUESTION_LENGTH) refuse(`客户的问题最多${MAX_QUESTION_LENGTH}个字`, 400);
  if (body.fingerPrint && !findMessage(platform, chat.item.chatId, body.fingerPrint)) refuse('该消息不在此会话中', 400);

  const customer = chat.members.find((m) => m.userType === 1);
  const greeting = customer ? `${customer.realName}您好，` : '您好，';
  const project = projectOf(platform, chat, question, customer?.userId);
  const topics = RULES.filter((rule) => rule.words.test(question)).map((rule) => rule.topic);
  const perTopic = topics.map((topic): string[] => {
    switch (topic) {
      case 'price':
        return priceReplies(greeting, project);
      case 'appointment':
        return appointmentReplies(platform, greeting, project);
      case 'address':
        return addressReplies(platform, greeting);
      case 'recovery':
        return recoveryReplies(greeting, project);
    }
  });
  if (perTopic.length === 0) {
    perTopic.push([
      `${greeting}收到您的问题，${project ? `关于${project.name}，` : ''}我马上为您详细解答，也可以预约医生免费面诊。`,
      `${greeting}如需预约面诊，请直接回复“预约”，我们将为您安排专属咨询师。`,
    ]);
  }
  // The first answer of each topic asked about first, then the alternatives.
  const ranked = [...perTopic.map((r) => r[0]), ...perTopic.flatMap((r) => r.slice(1))].filter((r): r is string => !!r);
  return { replies: [...new Set(ranked)].slice(0, MAX_REPLIES) };
}
