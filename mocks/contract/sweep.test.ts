/**
 * The contract sweep: every operation of both contracts, called with a valid signed request built
 * from the contract's own examples (and required fields), as demo-main, through the full sandbox
 * handler list. Every one must answer 2xx with a body valid against the contract (a successful
 * envelope for JSON, a non-empty payload for downloads, nothing for HEAD).
 *
 * Served operations look rows up in the seeded collections, where the contract's generic example ids
 * (10086 …) do not exist; OVERRIDES gives those operations ids of real rows, chosen so that the
 * sequence of calls (in contract order, on one state) is valid at each step.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PHONE, DEMO_SMS_CODE } from '../db/accounts.ts';
import { DEMO_CODES } from '../db/seed-order-extras.ts';
import { issueUcToken, findAccount } from '../domain/session.ts';
import { postMessage } from '../domain/chat/index.ts';
import { formatDateTime } from '../db/random.ts';
import { withdrawHospitalAudit } from '../domain/hospital-profile.ts';
import { branchList, decidePayContactReview, getDraft } from '../domain/paycontact.ts';
import { createDispatchOrder, setDealt, setMet } from '../domain/orders.ts';
import { sandboxHandlers } from '../handlers/index.ts';
import { xlsxFile } from '../../src/lib/xlsx/write-sheet.ts';
import type { SandboxPlatform } from '../platform.ts';
import type { FinanceBill } from '@generated/main/model';
import { contractDocuments, resolveRef, type OpenApiDocument } from './documents.ts';
import { listOperations, type ContractOperation } from './operations.ts';
import { call, testPlatform, tokenFor } from './test-client.ts';
import { validateFetchResponse, validateRequest } from './validate.ts';

type Schema = Record<string, unknown>;

const FORMAT_EXAMPLES: Record<string, unknown> = {
  'local-date-time': '2026-11-22 10:00:00',
  'local-date': '2026-11-22',
  'masked-phone': '138****0001',
  email: 'staff@example.com',
  uri: 'https://img.yimei.example/chat/2026/11/22/a81f.jpg',
  int64: 1,
};

/** A value valid for `schema`, from its examples where the contract gives them. */
function exampleOf(doc: OpenApiDocument, raw: unknown, depth = 0): unknown {
  if (depth > 12 || raw === undefined) return undefined;
  const rawObj = raw as Schema;
  if (rawObj && typeof rawObj === 'object' && 'example' in rawObj) return rawObj.example;
  const s = resolveRef<Schema>(doc, raw);
  if (!s || typeof s !== 'object') return undefined;
  if ('example' in s) return s.example;
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if ('const' in s) return s.const;
  if ('default' in s) return s.default;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (Array.isArray(s.allOf)) {
    const parts = s.allOf.map((part) => resolveRef<Schema>(doc, part));
    const merged: Record<string, unknown> = Object.assign({}, ...s.allOf.map((part) => exampleOf(doc, part, depth + 1) as object));
    // A part may only list required names whose schemas (and examples) live in another part.
    const props: Record<string, unknown> = Object.assign({}, ...parts.map((part) => part.properties ?? {}));
    for (const name of parts.flatMap((part) => (part.required ?? []) as string[])) {
      if (merged[name] === undefined) merged[name] = exampleOf(doc, props[name], depth + 1);
    }
    return merged;
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const alternatives = s[key];
    if (Array.isArray(alternatives)) {
      const first = alternatives.find((a) => resolveRef<Schema>(doc, a).type !== 'null');
      return exampleOf(doc, first ?? alternatives[0], depth + 1);
    }
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (typeof s.format === 'string' && s.format in FORMAT_EXAMPLES && type !== 'integer') return FORMAT_EXAMPLES[s.format];
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const props = (s.properties ?? {}) as Record<string, unknown>;
      for (const name of (s.required ?? []) as string[]) out[name] = exampleOf(doc, props[name], depth + 1);
      return out;
    }
    case 'array':
      return [exampleOf(doc, s.items, depth + 1)];
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : 1;
    case 'boolean':
      return true;
    case 'string':
      return 'x'.repeat(typeof s.minLength === 'number' ? Math.max(1, s.minLength) : 1);
    default:
      return undefined;
  }
}

interface Built {
  /** The contract's path with its `{param}`s. */
  template: string;
  path: string;
  query: Record<string, string | number | boolean>;
  body?: unknown;
}

function buildRequest(op: ContractOperation): Built {
  const doc = contractDocuments()[op.gateway];
  const query: Record<string, string | number | boolean> = {};
  let path = op.urlPath;
  for (const raw of (op.operation.parameters ?? []) as unknown[]) {
    const param = resolveRef<{ name: string; in: string; required?: boolean; example?: unknown; schema?: unknown }>(doc, raw);
    if (!param.required && param.in !== 'path') continue;
    const value = param.example ?? exampleOf(doc, param.schema);
    if (param.in === 'path') path = path.replace(`{${param.name}}`, encodeURIComponent(String(value)));
    else if (param.in === 'query') query[param.name] = value as string | number | boolean;
  }
  let body: unknown;
  const requestBody = op.operation.requestBody
    ? resolveRef<{ content?: Record<string, { schema?: unknown }> }>(doc, op.operation.requestBody)
    : undefined;
  if (requestBody?.content?.['application/json']) body = exampleOf(doc, requestBody.content['application/json'].schema);
  else if (requestBody?.content?.['multipart/form-data']) {
    const schema = resolveRef<Schema>(doc, requestBody.content['multipart/form-data'].schema);
    const form = new FormData();
    const props = (schema.properties ?? {}) as Record<string, unknown>;
    for (const name of (schema.required ?? []) as string[]) {
      const prop = resolveRef<Schema>(doc, props[name]);
      if (prop.format === 'binary') form.set(name, new Blob([new Uint8Array([80, 75, 3, 4])]), 'upload.xlsx');
      else form.set(name, String(exampleOf(doc, props[name])));
    }
    body = form;
  }
  return { template: op.urlPath, path, query, body };
}

/** Ids of real rows (and valid sequences) for the stateful operations. */
function overrides(platform: SandboxPlatform): Record<string, (built: Built) => Built> {
  const main = findAccount(platform, 'demo-main');
  if (!main) throw new Error('demo-main missing');
  // Fresh orders per action group, so every action meets an order in the state it needs.
  const fresh = () => createDispatchOrder(platform, main, { oldCustomer: false }).id;
  // Referral bills by their seeded state (mocks/db/seed-finance.ts): a draft, a submitted and checked one, a confirmed unpaid one.
  const referralBill = (pick: (b: FinanceBill) => boolean) => {
    const found = platform.db.financeBills.list().find((b) => b.billType === 1 && pick(b));
    if (!found) throw new Error('the seed lacks a referral bill the sweep needs');
    return found;
  };
  const bill = (status: number) => referralBill((b) => b.status === status);
  const draftId = bill(0).id;
  const checkedId = referralBill((b) => b.status === 1 && b.pendingConfirm).id;
  const unpaidId = referralBill((b) => b.status === 2 && b.payStatus === 0).id;
  const lockOf = (id: number) => platform.db.financeBills.get(id)?.lockVersion ?? 0;
  const [strictConfirmId = 0, strictReportId = 0] = platform.db.strictSelectBills.ids({ where: { status: 0 } }).map(Number);
  const strictLockOf = (id: number) => platform.db.strictSelectBills.get(id)?.lockVersion ?? 0;
  // Times the transition rules accept: a visit or deal recorded in the past, a plan in the future.
  const past = formatDateTime(platform.now() - 3_600_000);
  const future = formatDateTime(platform.now() + 86_400_000);
  const visited = () => {
    const followId = fresh();
    setMet(platform, main, { followId, metTime: past });
    return followId;
  };
  const withDeal = () => {
    const followId = visited();
    setDealt(platform, main, { followId, dealType: 0, amount: 1000, projectIds: [305], dealTime: past, images: [{ url: 'r.jpg' }] });
    return followId;
  };
  const met = visited();
  const anyOrder = fresh();
  const { db } = platform;
  const withRecord = db.orders.list().find((o) => o.followRecords.length > 0);
  const customer = db.customers.first();
  // A customer just dispatched: not judged yet, so it may be marked repeat and then not repeat.
  const newCustomer = createDispatchOrder(platform, main, { oldCustomer: false }).customer.id;
  const customerChat = db.chats.list().find((c) => c.item.customer?.customerImId)?.item;
  const onSale = db.products.list().find((p) => p.status === 0);
  // Rejected in review: never sold, so no orders keep it.
  const rejected = db.products.list().find((p) => p.status === 2);
  const ecOrder = db.ecOrders.first();
  const contract = db.contracts.first();
  const toSign = db.contracts.first({ where: { status: 0 } });
  const unanswered = db.comments.first({ where: { hasReply: false } });
  const codeOrder = (code: string) => db.verificationCodes.get(code)?.orderId;
  const findOrderNumber = (followId: number) => db.orders.get(followId)?.followNumber ?? '';
  const body = (b: Built, extra: Record<string, unknown>) => ({ ...b, body: { ...(b.body as object), ...extra } });
  const autoReplyIds = () =>
    db.autoReplies.list({ where: { hospitalId: main.userInfo.hospitalId }, sort: ['sort', 'id'] }).map((r) => r.id);
  const query = (b: Built, extra: Record<string, string | number | boolean>) => ({ ...b, query: { ...b.query, ...extra } });
  const path = (b: Built, id: string) => ({ ...b, path: b.template.replace(/\{[^}]+\}/, encodeURIComponent(id)) });
  // Account signing: the seeded draft completed into a form the provider accepts (a CMB branch in Shanghai).
  const signingForm = () => {
    const draft = getDraft(platform);
    return {
      ...draft,
      merchantType: 2,
      creditCode: '91310104MA1FR8XK2P',
      businessLicence: { url: 'finance/sign/licence.jpg' },
      legalIdCardNo: '31010419780512403X',
      legalIdCardFront: { url: 'finance/sign/front.jpg' },
      legalIdCardBack: { url: 'finance/sign/back.jpg' },
      contactPhone: '13800000001',
      accountType: 1,
      accountName: draft?.companyName,
      bankCode: 'CMB',
      provinceCode: '310000',
      cityCode: '310100',
      cnapsCode: branchList('CMB', '310100')[0]?.cnapsCode,
      bankAccountNo: '121909857610802',
      openingPermit: { url: 'finance/sign/permit.jpg' },
    };
  };
  // Chats of demo-main (h_3001): a private customer chat, a group it owns, a group it may leave.
  const me = 'h_3001';
  const chats = db.chats.list();
  const priv = chats.find(
    (c) => c.item.chatType === '0' && c.members.some((m) => m.userId === me) && c.members.some((m) => m.userType === 1),
  );
  const owned = chats.find((c) => c.item.chatType === '2' && c.members.find((m) => m.userId === me)?.role === 1);
  // A group about a customer: its phone and orders come from the seeded customer.
  const linked = chats.find((c) => c.item.chatType === '2' && c.item.customer !== null && c.members.some((m) => m.userId === me));
  const leavable = chats.find((c) => c.item.chatType === '2' && c.members.length > 3 && c.members.find((m) => m.userId === me)?.role === 3);
  const newcomer = db.accounts.list().find((a) => a.enabled && !owned?.members.some((m) => m.userId === a.userInfo.imId))?.userInfo.imId;
  if (!priv || !owned || !linked || !leavable || !newcomer) throw new Error('the seed lacks the chats the sweep needs');
  const mine = postMessage(platform, { chatId: owned.item.chatId, fromUserId: me, content: '请大家注意' });
  const theirs = postMessage(platform, { chatId: priv.item.chatId, fromUserId: priv.item.peerUserId as string, content: '在吗' });
  // Reminders: a message of mine nobody reads during the sweep (`mine` is recalled), a colleague of the group.
  const urgeable = postMessage(platform, { chatId: owned.item.chatId, fromUserId: me, content: '明天上午十点复诊，请确认' });
  const colleague = owned.members.find((m) => m.userId !== me && (m.userType === 2 || m.userType === 3))?.userId;
  const privChat = { chatId: priv.item.chatId, chatType: '0' };
  const groupChat = { chatId: owned.item.chatId, chatType: '2' };
  return {
    loginByPassword: (b) => body(b, { account: 'demo-main', password: 'Sandbox#2026' }),
    loginByPhone: (b) => body(b, { phone: DEMO_PHONE, smsCode: DEMO_SMS_CODE }),
    sendSmsCodeV2: (b) => body(b, { phone: DEMO_PHONE, scene: 'login' }),
    loginByUcToken: (b) => body(b, { ucToken: issueUcToken(platform, main) }),
    loginByAccount: (b) => body(b, { ticket: issueUcToken(platform, main) }),
    loginByPushToken: (b) => body(b, { wsNotificationToken: db.sessions.first({ where: { account: 'demo-main' } })?.pushToken }),
    setNotificationReadByIds: (b) => body(b, { ids: [db.notifications.first({ where: { account: 'demo-main' } })?.id] }),
    // Orders: every action on an order where it is allowed, in contract order.
    getTransferTreatmentOrderDetail: (b) => query(b, { followId: anyOrder }),
    getRemind: (b) => query(b, { followId: anyOrder }),
    getRelatedDoctors: (b) => query(b, { followId: anyOrder }),
    getSupplyOrderSpus: (b) => query(b, { followId: anyOrder }),
    setRemind: (b) => body(b, { followId: anyOrder, remindTime: future }),
    cancelRemind: (b) => body(b, { followId: anyOrder }),
    addContactInfo: (b) => body(b, { followId: anyOrder }),
    supplyOrder: (b) => body(b, { followId: met, spuIds: [70001] }),
    setCustomerPhoneViewable: (b) => body(b, { followId: anyOrder }),
    setNotRepeatOrder: (b) => body(b, { followId: anyOrder }),
    setRepeatOrder: (b) => body(b, { followId: fresh() }),
    repeatSettlement: (b) => body(b, { followId: withDeal() }),
    invalidContact: (b) => body(b, { followId: fresh() }),
    followUp: (b) => body(b, { followId: anyOrder }),
    setMeetAppointment: (b) => body(b, { followId: met, doctorId: undefined, meetTime: future }),
    setMet: (b) => body(b, { followId: fresh(), doctorId: undefined, metTime: past }),
    setDealt: (b) => body(b, { followId: visited(), doctorId: undefined, dealTime: past }),
    setUndealt: (b) => body(b, { followId: met }),
    addFollowReply: (b) => body(b, { followRecordId: withRecord?.followRecords[0]?.id }),
    addTaskDeal: (b) => body(b, { followId: withDeal(), doctorId: undefined, taskId: undefined, dealTime: past }),
    getFollowTask: (b) => query(b, { followId: anyOrder }),
    getFollowTaskInfo: (b) => query(b, { followId: met }),
    getClientFollowArchive: (b) => body(b, { customerId: customer?.id }),
    autoRepeat: (b) => body(b, { followId: anyOrder }),
    getChatMembers: (b) => query(b, { followId: db.orders.list().find((o) => o.chatId)?.id ?? anyOrder }),
    uploadInvalidContactExcel: (b) => {
      const form = new FormData();
      const file = xlsxFile('无效联系方式', ['跟进单号', '无效原因', '备注'], [[findOrderNumber(fresh()), 3, '']]);
      form.set('file', new Blob([file as Uint8Array<ArrayBuffer>]), 'invalid-contacts.xlsx');
      return { ...b, body: form };
    },
    // Customers.
    getCustomerDetail: (b) => query(b, { id: customer?.id ?? 0 }),
    getCustomerOrderPagedList: (b) => query(b, { customerId: customer?.id ?? 0 }),
    getClientEmergencyContact: (b) => query(b, { customerId: customer?.id ?? 0 }),
    setCustomerMyMark: (b) => body(b, { customerId: customer?.id }),
    setCustomerMyMarkInChat: (b) => body(b, { chatId: customerChat?.chatId, customerImId: customerChat?.customer?.customerImId }),
    updateClientUser: (b) => body(b, { id: customer?.id }),
    setCustomerRepeatOrder: (b) => body(b, { customerId: newCustomer, orderId: undefined }),
    setCustomerNotRepeatOrder: (b) => body(b, { customerId: newCustomer, orderId: undefined }),
    getClientRepeatLogList: (b) => query(b, { customerId: newCustomer }),
    getToCheckedTel: (b) => query(b, { customerId: newCustomer }),
    // Bulletins: detail and top on a seeded one, delete another.
    getBulletinDetail: (b) => body(b, { id: 501 }),
    setBulletinTop: (b) => body(b, { id: 502 }),
    deleteBulletin: (b) => body(b, { id: 515 }),
    // Platform mail: a seeded mail (the contract's examples name 610001 elsewhere).
    getMailDetail: (b) => query(b, { id: 610001 }),
    saveBulletin: (b) => body(b, { id: undefined }),
    // Accounts: a new sub-account; detail, enable, password and delete on seeded ones.
    saveSubAccount: (b) => body(b, { id: undefined, account: 'sweep-new01' }),
    getSubAccountInfo: (b) => query(b, { id: 3004 }),
    setSubAccountEnable: (b) => body(b, { id: 3005 }),
    setSubAccountPassword: (b) => body(b, { id: 3006 }),
    deleteSubAccount: (b) => body(b, { id: 3020 }),
    sendSubAccountSms: (b) => body(b, { id: 3007 }),
    // WeChat: a code for an unbound account; unbind and notices on seeded bound ones.
    getSubAccountWechatBindInfo: (b) => query(b, { id: 3001 }),
    getSubAccountWechatBindQrCode: (b) => query(b, { id: 3006 }),
    unbindSubAccountWechat: (b) => body(b, { id: 3004 }),
    saveSubAccountWechatNotice: (b) => body(b, { id: 3015 }),
    getSubAccountAppletCode: (b) => query(b, { id: 3002 }),
    // Hospital profile: a seeded review record, the rejected honor, the pending honor's review. A draft
    // is refused while base information is under review, so saveBaseInfo's submission is withdrawn first.
    getHospitalAuditLogDetail: (b) => query(b, { id: 7101 }),
    deleteHospitalHonor: (b) => body(b, { id: 303 }),
    withdrawHospitalAudit: (b) => body(b, { auditId: 7105 }),
    saveHospitalDraft: (b) => {
      const pending = db.hospitalAudits.first({ where: { auditType: 1, auditStatus: 1 } });
      if (pending) platform.transaction(() => withdrawHospitalAudit(platform, main, pending.id));
      return b;
    },
    // Products: take an on-sale one down.
    getEcProductInfo: (b) => query(b, { id: onSale?.id ?? 0 }),
    saveEcProduct: (b) => body(b, { id: onSale?.id }),
    updateEcProductStatus: (b) => body(b, { ids: [onSale?.id], status: 5 }),
    deleteEcProduct: (b) => body(b, { id: rejected?.id }),
    getEcOrderDetail: (b) => query(b, { id: ecOrder?.id ?? 0 }),
    setEcOrderRemark: (b) => body(b, { id: ecOrder?.id }),
    // Doctors, agreements, qualifications, finance, courses, incentive orders: seeded rows.
    getDoctorDetail: (b) => query(b, { id: Number(db.doctors.ids({ limit: 1 })[0]) }),
    setDoctorOnlineStatus: (b) => body(b, { id: db.doctors.first({ where: { auditStatus: 2 } })?.id, onlineStatus: 1 }),
    // A new doctor with a catalogue project and a certificate number no seeded doctor has; delete one that is offline.
    saveDoctor: (b) => body(b, { projectIds: [301], practisingCertificateNo: '120310000000001' }),
    deleteDoctor: (b) => body(b, { id: db.doctors.first({ where: { onlineStatus: 0 } })?.id }),
    getDoctorAuditLog: (b) => query(b, { id: Number(db.doctors.ids({ limit: 1 })[0]) }),
    getContractDetail: (b) => query(b, { id: contract?.id ?? 0, contractType: contract?.contractType ?? 1 }),
    // The agreement waiting for a signature: its code, then signed with the sandbox's demo code; the PDF of the first.
    savePayContact: (b) => body(b, signingForm()),
    // After the submission above (the contract orders it first): the platform approves it, so a signing link exists.
    getPayContactSignUrl: (b) => {
      decidePayContactReview(platform, 'approve');
      return b;
    },
    sendContractSignCode: (b) => body(b, { id: toSign?.id, contractType: toSign?.contractType }),
    signContract: (b) => body(b, { id: toSign?.id, contractType: toSign?.contractType, smsCode: DEMO_SMS_CODE }),
    downloadContract: (b) => query(b, { id: contract?.id ?? 0, contractType: contract?.contractType ?? 1 }),
    getProjectCertificationDetail: (b) => query(b, { id: Number(db.certifications.ids({ limit: 1 })[0]) }),
    // A registration no entry has yet, for a catalogue project; revoke an approved entry.
    addProjectCertification: (b) => body(b, { projectIds: [305], registrationNo: '国械注准20990000001' }),
    changeProjectCertificationAuditStatus: (b) => body(b, { id: db.certifications.first({ where: { auditStatus: 2 } })?.id }),
    // Project opening: apply again for the closed 脱毛 (315) with its category's documents; withdraw the pending 超声刀; close an opened one.
    getSetupProjectDetail: (b) => query(b, { id: Number(db.setupProjects.ids({ limit: 1 })[0]) }),
    applySetupProject: (b) =>
      body(b, {
        projectIds: [315],
        doctorIds: [db.doctors.first({ where: { auditStatus: 2 } })?.id],
        qualifications: ['医疗美容科（美容皮肤科）诊疗科目登记', '光电设备购置凭证'].map((name) => ({
          name,
          images: [{ url: 'hospital/p.jpg' }],
        })),
      }),
    withdrawSetupProject: (b) => body(b, { id: db.setupProjects.first({ where: { projectId: 311, status: 0 } })?.id }),
    closeSetupProject: (b) => body(b, { id: db.setupProjects.first({ where: { status: 1 } })?.id }),
    // Fine cases: a new case of a catalogue project by an approved doctor; hide and delete seeded ones.
    getFineCaseDetail: (b) => query(b, { id: Number(db.fineCases.ids({ limit: 1 })[0]) }),
    saveFineCase: (b) => body(b, { projectId: 301, doctorId: db.doctors.first({ where: { auditStatus: 2 } })?.id }),
    setFineCaseShow: (b) => body(b, { id: db.fineCases.first({ where: { isShow: true } })?.id }),
    deleteFineCase: (b) => body(b, { id: db.fineCases.first({ where: { auditStatus: 3 } })?.id }),
    // Referral pages: a page for an approved doctor without one and for a project without one; offline an online page, delete an offline one.
    getReferralDoctorDetail: (b) => query(b, { id: 5101 }),
    saveReferralDoctor: (b) => body(b, { doctorId: db.doctors.list({ where: { auditStatus: 2 } })[8]?.id, projectIds: [301] }),
    setReferralDoctorStatus: (b) => body(b, { id: 5101, status: 0 }),
    deleteReferralDoctor: (b) => body(b, { id: 5101 }),
    getReferralProjectDetail: (b) => query(b, { id: 5301 }),
    saveReferralProject: (b) => body(b, { projectId: 316, doctorIds: [db.doctors.first({ where: { auditStatus: 2 } })?.id] }),
    setReferralProjectStatus: (b) => body(b, { id: 5301, status: 0 }),
    deleteReferralProject: (b) => body(b, { id: 5301 }),
    // Sitting: invite a platform doctor with nothing live, from a week ahead; deal and reject the pending applications.
    getSittingApplicationDetail: (b) => query(b, { id: 6101 }),
    addSittingApplication: (b) =>
      body(b, { doctorId: 9108, startDate: formatDateTime(platform.now() + 7 * 86_400_000).slice(0, 10), endDate: '2099-01-01' }),
    dealSittingApplication: (b) => body(b, { id: 6101 }),
    rejectSittingApplication: (b) => body(b, { id: 6102 }),
    getFinanceBillDetail: (b) => query(b, { id: Number(db.financeBills.ids({ limit: 1 })[0]) }),
    // Referral bills, in contract order on one state: the seeded draft is saved, checked against an
    // Excel file (mode check changes nothing), submitted (the sandbox checks it at once) and
    // confirmed; the seeded checked bill gets an error report.
    getFinanceBillLockVersion: (b) => query(b, { id: bill(0).id }),
    saveFinanceBill: (b) => body(b, { id: bill(0).id, lockVersion: bill(0).lockVersion, items: [] }),
    submitFinanceBill: (b) => body(b, { id: draftId, lockVersion: lockOf(draftId) }),
    confirmFinanceBill: (b) => body(b, { id: draftId, lockVersion: lockOf(draftId) }),
    reportFinanceBillError: (b) =>
      body(b, { id: checkedId, lockVersion: lockOf(checkedId), errorType: 2, reason: '成交金额与实际不符', billOrderIds: [] }),
    uploadFinanceBillExcel: (b) => {
      const form = new FormData();
      const row = platform.db.financeBillOrders.first({ where: { billId: draftId } });
      const file = xlsxFile(
        '账单',
        ['派单编号', '客户', '项目', '派单时间', '是否成交', '成交金额', '备注'],
        [[row?.orderNumber ?? '', '', '', '', '否', '', '']],
      );
      form.set('file', new Blob([file as Uint8Array<ArrayBuffer>]), 'bill.xlsx');
      form.set('billId', String(draftId));
      form.set('lockVersion', String(lockOf(draftId)));
      form.set('mode', 'check');
      return { ...b, body: form };
    },
    downloadFinanceBillCertificate: (b) => query(b, { id: unpaidId * 100 + 1 }),
    saveFinanceBillEvidence: (b) => body(b, { billId: unpaidId, payAmount: 100, payTime: past }),
    applyFinanceInvoice: (b) =>
      body(b, { billIds: [db.financeBills.list().find((x) => x.status === 2 && x.payStatus === 2 && !x.isInvoiced)?.id] }),
    // Incentives: plan 31's detail, plan 32 open to join; an order still in follow-up (its status as seen).
    getFollowIncentivePlanDetail: (b) => query(b, { id: 31 }),
    joinFollowIncentivePlan: (b) => body(b, { planId: 32 }),
    addFollowIncentiveFollow: (b) => {
      const order = db.incentiveOrders.list().find((o) => o.incentiveStatus !== 5 && o.taskStatus === 1);
      return body(b, { id: order?.id, followStatus: 1 });
    },
    reportStudyCenterProgress: (b) => {
      const course = Number(db.courses.ids({ limit: 1 })[0]);
      return body(b, { courseId: course, chapterId: course * 100 + 1, position: 10 });
    },
    uploadSchedule: (b) => {
      const form = new FormData();
      const doctor = db.doctors.list().find((d) => d.auditStatus === 2)?.name ?? '';
      form.set(
        'file',
        new Blob([xlsxFile('排班', ['医生', '2026-12-01'], [[doctor, '全天']]) as Uint8Array<ArrayBuffer>]),
        'schedule.xlsx',
      );
      form.set('mode', 'check');
      return { ...b, body: form };
    },
    getFinanceInvoiceInfo: (b) => query(b, { id: Number(db.invoices.ids({ limit: 1 })[0]) }),
    getStudyCenterCourseDetail: (b) => query(b, { id: Number(db.courses.ids({ limit: 1 })[0]) }),
    getFollowIncentiveOrderDetail: (b) => query(b, { id: Number(db.incentiveOrders.ids({ limit: 1 })[0]) }),
    // Activities: seeded platform activities (1212 signed, 1213 open, 1214 pending registration, 1217 not open) and business ones by status.
    getActivityPlatformUnsignedDetail: (b) => query(b, { id: 1217 }),
    getActivityPlatformDetail: (b) => query(b, { id: 1212 }),
    signUpActivityPlatform: (b) =>
      body(b, {
        activityId: 1213,
        projects: [{ projectId: 312, projectName: '光子嫩肤', originalPrice: 1280, activityPrice: 680, quota: 30 }],
      }),
    cancelSignUpActivityPlatform: (b) => body(b, { id: 1214 }),
    getActivityBusinessDetail: (b) => query(b, { id: 3101 }),
    withdrawActivityBusiness: (b) => body(b, { id: db.businessActivities.list().find((a) => a.status === 1)?.id }),
    offlineActivityBusiness: (b) => body(b, { id: 3101 }),
    deleteActivityBusiness: (b) => body(b, { id: db.businessActivities.list().find((a) => a.status === 0)?.id }),
    // Sale activities: 1206 running (stopped here), 1201 ended (deleted), a new one tomorrow on a SKU no activity holds.
    getSaleActivityDetail: (b) => query(b, { id: 1206 }),
    saveSaleActivity: (b) => {
      const held = new Set(db.saleActivities.list().flatMap((a) => a.products.map((p) => p.skuId)));
      const product = db.products.list().find((p) => p.status === 0 && p.skus.some((k) => !held.has(k.skuId ?? 0)));
      const sku = product?.skus.find((k) => !held.has(k.skuId ?? 0));
      return body(b, {
        startTime: formatDateTime(platform.now() + 86_400_000),
        endTime: formatDateTime(platform.now() + 3 * 86_400_000),
        products: [{ productId: product?.id, skuId: sku?.skuId, activityPrice: 0.01, activityStock: 1, limitPerUser: 1 }],
      });
    },
    stopSaleActivity: (b) => body(b, { id: 1206 }),
    deleteSaleActivity: (b) => body(b, { id: 1201 }),
    // Creative centre: a seeded poster template.
    getCreativeDetail: (b) => query(b, { id: 42004 }),
    downloadCreative: (b) => query(b, { id: 42004 }),
    // Strict-select activities: 3301 selected, 3306 open and not registered, 3305 a pending registration.
    getStrictSelectActivityDetail: (b) => query(b, { id: 3301 }),
    signUpStrictSelectActivity: (b) =>
      body(b, { activityId: 3306, settlementPrice: 520, doctorIds: [db.doctors.first({ where: { auditStatus: 2 } })?.id] }),
    cancelSignUpStrictSelectActivity: (b) => body(b, { id: 3305 }),
    getStrictSelectOrderDetail: (b) => query(b, { id: 5501 }),
    followUpStrictSelectOrder: (b) => body(b, { orderId: 5501 }),
    // Strict-select bills: the two seeded bills to confirm, one confirmed and the other reported.
    getStrictSelectBillDetail: (b) => query(b, { id: strictConfirmId }),
    confirmStrictSelectBill: (b) => body(b, { id: strictConfirmId, lockVersion: strictLockOf(strictConfirmId) }),
    reportStrictSelectBillError: (b) => body(b, { id: strictReportId, lockVersion: strictLockOf(strictReportId), orderNos: [] }),
    // Appraisals, verification codes (each kind's unused demo code), third-party customers, tracking.
    getCommentInfo: (b) => query(b, { id: Number(db.comments.ids({ limit: 1 })[0]) }),
    addHospitalComment: (b) => body(b, { commentId: unanswered?.id }),
    getVerificationOrderByCode: (b) => query(b, { code: DEMO_CODES.sku }),
    writeOffStrictSelectCode: (b) => body(b, { code: DEMO_CODES.strictSelect, orderId: codeOrder(DEMO_CODES.strictSelect) }),
    writeOffSkuCode: (b) => body(b, { code: DEMO_CODES.sku, orderId: codeOrder(DEMO_CODES.sku), quantity: 1 }),
    writeOffThirdPartyCode: (b) => body(b, { code: DEMO_CODES.thirdParty, orderId: codeOrder(DEMO_CODES.thirdParty) }),
    getThirdPartyCustomerDetail: (b) => query(b, { id: Number(db.thirdPartyCustomers.ids({ limit: 1 })[0]) }),
    setClientTrackRead: (b) => body(b, { ids: db.clientTracks.ids({ where: { isRead: false }, limit: 2 }).map(Number) }),
    // Chats: demo-main's own chats and messages.
    getChat: (b) => path(b, priv.item.chatId),
    getGroupChat: (b) => path(b, owned.item.chatId),
    setChatTop: (b) => body(path(b, priv.item.chatId), { chatType: '0' }),
    getGroupChatPhone: (b) => path(b, linked.item.chatId),
    getGroupChatOrders: (b) => path(b, linked.item.chatId),
    listMessages: (b) => query(b, { chatId: priv.item.chatId, fingerPrint: theirs.fingerPrint }),
    listGroupMessages: (b) => query(b, { chatId: owned.item.chatId, fingerPrint: mine.fingerPrint }),
    listGroupMessageImages: (b) => path(b, owned.item.chatId),
    readMessages: (b) => body(b, { chatId: priv.item.chatId, lastFingerPrint: theirs.fingerPrint }),
    readGroupMessages: (b) => body(b, { chatId: owned.item.chatId, lastFingerPrint: mine.fingerPrint }),
    recallMessage: (b) => body(b, { ...groupChat, fingerPrint: mine.fingerPrint }),
    clearMessageNotify: (b) => body(b, privChat),
    getGroupLatestMessage: (b) => query(b, { chatId: owned.item.chatId }),
    getGroupMessageReadDetail: (b) => query(b, { chatId: owned.item.chatId, fingerPrint: mine.fingerPrint }),
    setChatAlert: (b) => body(b, privChat),
    batchSetChatAlert: (b) => body(b, { chatIds: [priv.item.chatId], chatType: '0' }),
    listChatMembers: (b) => path(b, owned.item.chatId),
    addChatMembers: (b) => body(path(b, owned.item.chatId), { userIds: [newcomer] }),
    removeChatMembers: (b) => query(path(b, owned.item.chatId), { userIds: newcomer }),
    exitGroupChat: (b) => path(b, leavable.item.chatId),
    remindShake: (b) => body(b, { ...privChat, toUserIds: [priv.item.peerUserId] }),
    remindSendWeCom: (b) => body(b, { chatId: owned.item.chatId, toUserId: colleague }),
    remindMessageUrge: (b) => body(b, { chatId: owned.item.chatId, fingerPrint: urgeable.fingerPrint, userIds: [] }),
    hospitalBotReply: (b) => body(b, { chatId: priv.item.chatId, fingerPrint: theirs.fingerPrint }),
    // New conversations: a private chat with a colleague, a group with them about a linked customer.
    createChat: (b) => body(b, { toUserId: colleague }),
    createGroupChat: (b) => body(b, { memberIds: [colleague], customerImId: linked.item.customer?.customerImId }),
    // Chat auto-reply: seeded rules of demo-main's hospital; a new keyword rule with a keyword no rule uses.
    getAutoReplyInfo: (b) => query(b, { id: autoReplyIds()[0] ?? 0 }),
    saveAutoReply: (b) => ({
      ...b,
      body: {
        replyType: 2,
        title: '水光针咨询',
        keywords: ['水光针'],
        matchMode: 1,
        content: '您好，水光针本月体验价980元。',
        isEnabled: true,
      },
    }),
    deleteAutoReply: (b) => body(b, { id: autoReplyIds().at(-1) ?? 0 }),
    // Every rule once, whatever the sweep created or deleted before: read when the call is built.
    sortAutoReply: (b) => body(b, { ids: autoReplyIds().reverse() }),
  };
}

describe('contract sweep', () => {
  const { platform } = testPlatform();
  const handlers = sandboxHandlers(platform);
  const token = tokenFor(platform);
  const operations = listOperations();
  const overrideFor = overrides(platform);
  // Logout ends the sweep's session; it runs last, on a session of its own.
  const ordered = [...operations.filter((o) => o.operationId !== 'logout'), ...operations.filter((o) => o.operationId === 'logout')];

  it('covers both contracts', () => {
    expect(operations.filter((o) => o.gateway === 'main').length).toBeGreaterThan(200);
    expect(operations.filter((o) => o.gateway === 'chat').length).toBeGreaterThan(40);
  });

  for (const op of ordered) {
    it(`${op.gateway} ${op.method} ${op.path} (${op.operationId})`, async () => {
      const built = (overrideFor[op.operationId] ?? ((b: Built) => b))(buildRequest(op));
      const sessionToken = op.operationId === 'logout' ? tokenFor(platform) : token;

      const query = new URLSearchParams(Object.entries(built.query).map(([k, v]) => [k, String(v)]));
      const requestCheck = validateRequest(op.method, `${built.path}?${query}`, { body: built.body });
      expect(requestCheck.errors, 'the sweep request itself must be valid').toEqual([]);

      const result = await call(platform, handlers, built.path, {
        method: op.method,
        query: built.query,
        body: built.body,
        token: sessionToken,
      });
      expect(result.status, JSON.stringify(result.json)).toBeGreaterThanOrEqual(200);
      expect(result.status, JSON.stringify(result.json)).toBeLessThan(300);
      const check = await validateFetchResponse(result.request, result.response);
      expect(check.errors).toEqual([]);
      expect(check.operationId).toBe(op.operationId);
      if ((result.response.headers.get('content-type') ?? '').includes('json')) {
        expect(result.json, JSON.stringify(result.json)).toMatchObject({ success: true });
      }
    });
  }
});
