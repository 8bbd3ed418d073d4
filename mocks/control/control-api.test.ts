/**
 * The control API and the HTTP server end to end: a real sandbox on an ephemeral port, driven the
 * way the end-to-end tests, trainers and the CLI drive it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { TEST_ORIGIN, signedRequest } from '../contract/test-client.ts';
import { findSessionByToken } from '../domain/session.ts';
import { startSandbox } from '../sandbox.ts';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
let sandbox: Sandbox;

const control = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${sandbox.address}/__sandbox/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

/** A signed gateway call against the running server. */
async function gateway(path: string, options: Parameters<typeof signedRequest>[2] = {}) {
  const request = await signedRequest(sandbox.platform, path, options);
  return fetch(new Request(request.url.replace(TEST_ORIGIN, sandbox.address), request));
}

async function login(account = 'demo-main'): Promise<{ token: string; pushToken: string; imId: string }> {
  const response = await gateway('/api/pc/1.0/Login/LoginByPassword', { method: 'POST', body: { account, password: 'Sandbox#2026' } });
  const body = (await response.json()) as {
    success: boolean;
    data: { ucToken: string; wsNotificationToken: string; userInfo: { imId: string } };
  };
  expect(body.success).toBe(true);
  return { token: body.data.ucToken, pushToken: body.data.wsNotificationToken, imId: body.data.userInfo.imId };
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, scale: 0.05 });
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(async () => {
  await control('POST', 'reset');
});

describe('sandbox HTTP server', () => {
  it('answers CORS with credentials for the client origin and exposes Date', async () => {
    const preflight = await fetch(`${sandbox.address}/api/pc/1.0/Customer/GetCustomerList`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'token,signature',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const { token } = await login();
    const response = await gateway('/api/pc/1.0/Customer/GetCustomerList', { token, headers: { origin: 'http://127.0.0.1:5173' } });
    expect(response.headers.get('access-control-expose-headers')).toContain('Date');
    expect(Math.abs(Date.parse(response.headers.get('date') ?? '') - Date.now())).toBeLessThan(5000);
  });

  it('rejects a bad signature, a skewed timestamp and a missing token as the guide says', async () => {
    const bad = await gateway('/api/pc/1.0/Customer/GetCustomerList', { signature: 'AAAA' });
    expect(await bad.json()).toMatchObject({ success: false, msg: 'invalid signature' });
    const stale = await gateway('/api/pc/1.0/Customer/GetCustomerList', { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(await stale.json()).toMatchObject({ success: false, msg: 'invalid or error timestamp' });
    const anonymous = await gateway('/api/pc/1.0/Customer/GetCustomerList');
    expect(anonymous.status).toBe(401);
  });
});

describe('control API', () => {
  it('reset restores the seed', async () => {
    const { token } = await login();
    const list = async () =>
      (
        (await (
          await gateway('/api/pc/1.0/hospitalbulletin/getBulletinList', { method: 'POST', token, body: { page: 1, limit: 100 } })
        ).json()) as { data: { total: number; list: { id: number }[] } }
      ).data;
    const before = await list();
    const first = before.list[0] as { id: number };
    await gateway('/api/pc/1.0/hospitalbulletin/del', { method: 'POST', token, body: { id: first.id } });
    expect((await list()).total).toBe(before.total - 1);
    expect((await control('POST', 'reset')).status).toBe(200);
    const { token: again } = await login();
    const after = (
      (await (
        await gateway('/api/pc/1.0/hospitalbulletin/getBulletinList', { method: 'POST', token: again, body: { page: 1, limit: 100 } })
      ).json()) as { data: { total: number } }
    ).data;
    expect(after.total).toBe(before.total);
  });

  it('issues a one-time uc-token that logs in by token once', async () => {
    const { json } = await control('POST', 'uc-token', { account: 'demo-sub' });
    const ucToken = json.ucToken as string;
    const first = (await (await gateway('/api/pc/1.0/Login/LoginByUcToken', { method: 'POST', body: { ucToken } })).json()) as {
      success: boolean;
      data: { userInfo: { account: string } };
    };
    expect(first.success).toBe(true);
    expect(first.data.userInfo.account).toBe('demo-sub');
    const second = (await (await gateway('/api/pc/1.0/Login/LoginByUcToken', { method: 'POST', body: { ucToken } })).json()) as {
      success: boolean;
    };
    expect(second.success).toBe(false);
  });

  it('skews the sandbox clock, which the Date header and the timestamp check follow', async () => {
    await control('POST', 'clock', { offsetSeconds: 3600 });
    const response = await gateway('/api/pc/1.0/Customer/GetCustomerList', { timestamp: Math.floor(Date.now() / 1000) });
    expect(await response.json()).toMatchObject({ msg: 'invalid or error timestamp' });
    expect(Date.parse(response.headers.get('date') ?? '') - Date.now()).toBeGreaterThan(3500_000);
  });

  it.each([
    ['http-401', 401],
    ['http-404', 404],
    ['http-500', 500],
    ['http-502', 502],
    ['http-504', 504],
  ])('injects %s', async (fault, status) => {
    const { token } = await login();
    await control('POST', 'faults', { match: { gateway: 'main', path: 'Customer/GetCustomerList' }, fault, times: 1 });
    expect((await gateway('/api/pc/1.0/Customer/GetCustomerList', { token })).status).toBe(status);
    // times: 1 — the next call is served normally
    expect((await gateway('/api/pc/1.0/Customer/GetCustomerList', { token })).status).toBe(200);
  });

  it('injects envelope faults with codes 1001/1002 and business errors, with a message that overrides', async () => {
    const { token } = await login();
    await control('POST', 'faults', { match: { path: 'GetCustomerList' }, fault: 'code-1001', times: 1 });
    expect(await (await gateway('/api/pc/1.0/Customer/GetCustomerList', { token })).json()).toMatchObject({ success: false, code: '1001' });
    await control('POST', 'faults', { match: { path: 'GetCustomerList' }, fault: 'code-1002', times: 1 });
    expect(await (await gateway('/api/pc/1.0/Customer/GetCustomerList', { token })).json()).toMatchObject({ success: false, code: '1002' });
    await control('POST', 'faults', { match: { path: 'GetCustomerList' }, fault: 'business-error', msg: '客户列表维护中', times: 1 });
    expect(await (await gateway('/api/pc/1.0/Customer/GetCustomerList', { token })).json()).toMatchObject({
      success: false,
      msg: '客户列表维护中',
    });
  });

  it('injects a dropped connection and a delay, and clears faults', async () => {
    const { token } = await login();
    await control('POST', 'faults', { match: { gateway: 'chat' }, fault: 'network' });
    await expect(gateway('/imclient-hospital/api/v1/chats/unread_message', { token })).rejects.toThrow();
    await control('DELETE', 'faults');
    expect((await gateway('/imclient-hospital/api/v1/chats/unread_message', { token })).status).toBe(200);
    await control('POST', 'faults', { match: { method: 'GET', path: 'unread_message' }, fault: 'delay', delayMs: 400, times: 1 });
    const started = Date.now();
    expect((await gateway('/imclient-hospital/api/v1/chats/unread_message', { token })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
  });

  it('pushes a notice into the notification list and the push socket', async () => {
    const { token, pushToken, imId } = await login();
    const socket = new WebSocket(`${sandbox.address.replace('http', 'ws')}/ws/push`);
    const frames: { type: number; dataContent: string }[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(String(data)) as { type: number; dataContent: string }));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(
      JSON.stringify({
        type: 0,
        dataContent: JSON.stringify({ token: pushToken, deviceId: 'd1', clientType: 'pc', loginUserId: imId }),
        from: imId,
        to: '0',
        fp: null,
        QoS: false,
        typeu: -1,
      }),
    );
    await expect.poll(() => frames.some((f) => f.type === 50)).toBe(true);
    const { json } = await control('POST', 'push', { account: 'demo-main', type: 200902, assid: 42, text: '报名结果已出' });
    expect(json).toMatchObject({ type: 200902, assid: '42' });
    await expect.poll(() => frames.find((f) => f.type === 2)?.dataContent ?? '').toContain('"assid":"42"');
    socket.close();
    const list = (await (
      await gateway('/api/pc/1.0/NotificationCenter/GetPagedList', { token, query: { page: 1, limit: 10 } })
    ).json()) as { data: { list: { type: number; text: string }[] } };
    expect(list.data.list[0]).toMatchObject({ type: 200902, text: '报名结果已出' });
  });

  it('dispatches: creates the order and a dispatch message from the dispatch sender', async () => {
    const { json } = await control('POST', 'dispatch', { account: 'demo-main', oldCustomer: true, followNumber: 'F99990001' });
    const order = sandbox.platform.db.orders.first({ where: { followNumber: 'F99990001' } });
    expect(json).toMatchObject({ order: { id: order?.id, followNumber: 'F99990001', number: order?.number } });
    expect(order?.dispatchType).toBe(2);
    const message = sandbox.platform.db.messages.first({ where: { fingerPrint: String(json.fingerPrint) } })?.message;
    expect(message).toMatchObject({ fromUserId: 's_dispatch', chatType: '0' });
    expect(message?.content).toContain('老客户再次派单');
  });

  it('posts chat messages and group notices for an account', async () => {
    const posted = await control('POST', 'chat/message', { account: 'demo-main', content: '你好，想咨询一下热玛吉' });
    expect(posted.status).toBe(200);
    expect(posted.json).toMatchObject({ content: '你好，想咨询一下热玛吉', chatType: '0' });
    const group = await control('POST', 'chat/message', { account: 'demo-main', chatType: '2', content: '@所有人 今天下午开会' });
    const notice = await control('POST', 'chat/group-notice', {
      account: 'demo-main',
      chatId: group.json.chatId,
      nType: 8,
      bizType: 19,
      content: '系统提醒',
    });
    expect(notice.json).toMatchObject({ nType: 8, chatId: group.json.chatId });
  });

  it('records a tracking event of a chat’s customer with its bizType 25 notice; a chat without a customer answers 400', async () => {
    const mine = sandbox.platform.db.chats.list().filter((c) => c.members.some((m) => m.userId === 'h_3001'));
    const withCustomer = mine.find((c) => c.item.customer);
    const without = mine.find((c) => !c.item.customer);
    const recorded = await control('POST', 'chat/customer-track', {
      account: 'demo-main',
      chatId: withCustomer?.item.chatId,
      eventType: 3,
      content: '浏览了贵院的「热玛吉全脸紧致」',
    });
    expect(recorded.status).toBe(200);
    expect(recorded.json).toMatchObject({
      track: { content: '浏览了贵院的「热玛吉全脸紧致」', isRead: false, customer: { id: withCustomer?.item.customer?.customerId } },
      notice: { nType: 8, bizType: 25, chatId: withCustomer?.item.chatId },
    });
    expect(await control('POST', 'chat/customer-track', { account: 'demo-main', chatId: without?.item.chatId })).toEqual({
      status: 400,
      json: { error: '该会话没有关联客户' },
    });
  });

  it('disconnects, kicks and rejects chat sockets', async () => {
    const { token, imId } = await login();
    const open = async (deviceId: string) => {
      const socket = new WebSocket(`${sandbox.address.replace('http', 'ws')}/ws/chat`);
      const frames: { type: number }[] = [];
      socket.on('message', (data) => frames.push(JSON.parse(String(data)) as { type: number }));
      await new Promise((resolve) => socket.once('open', resolve));
      socket.send(
        JSON.stringify({
          type: 0,
          dataContent: JSON.stringify({ loginUserId: imId, loginToken: token, deviceId, clientType: 'pc', firstLoginTime: Date.now() }),
          from: imId,
          to: '0',
          fp: null,
          QoS: false,
          typeu: -1,
        }),
      );
      const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
      return { socket, frames, closed };
    };
    const first = await open('d1');
    await expect.poll(() => first.frames.some((f) => f.type === 50)).toBe(true);
    const missed = await control('POST', 'chat/disconnect', { account: 'demo-main', missed: 5 });
    expect(missed.json.fingerPrints).toHaveLength(5);
    expect(await first.closed).toBe(1006);

    const second = await open('d2');
    await expect.poll(() => second.frames.some((f) => f.type === 50)).toBe(true);
    await control('POST', 'chat/kick', { account: 'demo-main' });
    await expect.poll(() => second.frames.some((f) => f.type === 54)).toBe(true);

    await control('POST', 'chat/reject-next', { account: 'demo-main' });
    const third = await open('d3');
    await expect.poll(() => third.frames.some((f) => f.type === 52)).toBe(true);
    expect(findSessionByToken(sandbox.platform, token)).toBeDefined();
  });

  it('lists the last requests with their verification result', async () => {
    await gateway('/api/pc/1.0/Customer/GetCustomerList', { signature: 'bad' });
    const response = await fetch(`${sandbox.address}/__sandbox/requests?limit=1`);
    const [entry] = (await response.json()) as {
      method: string;
      url: string;
      headers: Record<string, string>;
      verification: { ok: boolean; reason?: string };
    }[];
    expect(entry).toMatchObject({ method: 'GET', verification: { ok: false, reason: 'invalid signature' } });
    expect(entry?.url).toContain('Customer/GetCustomerList');
    expect(entry?.headers.signature).toBe('bad');
  });

  it.each([
    ['POST', 'push', { type: 1 }, '"account" is required'],
    ['POST', 'push', { account: 'nobody', type: 1 }, 'no account "nobody"'],
    ['POST', 'push', { account: 'demo-main', type: 'x' }, '"type" must be a number'],
    ['POST', 'faults', { fault: 'meteor' }, '"fault" must be one of'],
    ['POST', 'faults', { fault: 'delay', delayMs: -1 }, '"delayMs" must be between'],
    ['POST', 'clock', {}, '"offsetSeconds" is required'],
    ['POST', 'chat/disconnect', { account: 'demo-main', missed: -3 }, '"missed" must be a whole number'],
    ['POST', 'chat/message', { account: 'demo-main', chatType: '1', content: 'x' }, '"chatType" must be'],
  ])('answers 400 to bad input: %s %s', async (method, path, body, message) => {
    const { status, json } = await control(method, path, body);
    expect(status).toBe(400);
    expect(json.error).toContain(message);
  });

  it('decides a pending review: bad input and a decision on nothing pending answer 400, a rejection is stored with its reason', async () => {
    const pending = sandbox.platform.db.doctors.first({ where: { auditStatus: 1 } });
    const approved = sandbox.platform.db.doctors.first({ where: { auditStatus: 2 } });
    expect((await control('POST', 'review', { kind: 'spaceship', id: 1, decision: 'approve' })).status).toBe(400);
    expect((await control('POST', 'review', { kind: 'doctor', id: pending?.id, decision: 'maybe' })).status).toBe(400);
    expect(await control('POST', 'review', { kind: 'doctor', id: approved?.id, decision: 'approve' })).toEqual({
      status: 400,
      json: { error: '该医生没有待审核的资料' },
    });
    const rejected = await control('POST', 'review', { kind: 'doctor', id: pending?.id, decision: 'reject', reason: '执业证过期' });
    expect(rejected.status).toBe(200);
    expect(rejected.json).toMatchObject({ id: pending?.id, auditStatus: 3, rejectReason: '执业证过期' });
  });

  it('wechat/scan binds the account whose binding QR code is waiting, and only then', async () => {
    expect(await control('POST', 'wechat/scan', {})).toEqual({
      status: 400,
      json: { error: '"account" (its name) or "subAccountId" is required' },
    });
    expect((await control('POST', 'wechat/scan', { account: 'liujiaqi' })).json.error).toContain('没有待扫描的绑定二维码');
    expect((await control('POST', 'wechat/scan', { account: 'demo-sub', subAccountId: 3005 })).status).toBe(400);
    const { token } = await login();
    const qr = await gateway('/api/pc/1.0/user/getWechatBindQrCode', { token, query: { id: 3005 } });
    expect(((await qr.json()) as { success: boolean }).success).toBe(true);
    const scanned = await control('POST', 'wechat/scan', { account: 'liujiaqi', subAccountId: 3005 });
    expect(scanned.status).toBe(200);
    expect(scanned.json).toMatchObject({ id: 3005, isBound: true });
    expect(typeof scanned.json.nickName).toBe('string');
  });

  it('finance/reissue-bill answers an error report: only a bill in error, back to awaiting confirmation with the note; otherwise 400 and nothing changes', async () => {
    const db = sandbox.platform.db;
    const reported = db.financeBills.first({ where: { status: 3 } })!;
    const checked = db.financeBills.first({ where: { status: 1 } })!;
    const notices = () => db.notifications.count({ where: { type: 133098 } });
    const before = { bill: db.financeBills.get(checked.id), history: db.financeBillHistory.count(), notices: notices() };
    expect(await control('POST', 'finance/reissue-bill', { id: checked.id })).toEqual({
      status: 400,
      json: { error: '只有已报错的账单可以重新出账（当前：待确认）' },
    });
    expect((await control('POST', 'finance/reissue-bill', { id: reported.id, note: 7 })).json).toEqual({
      error: '"note" must be a string',
    });
    expect((await control('POST', 'finance/reissue-bill', { id: 999_999_999 })).status).toBe(400);
    expect({ bill: db.financeBills.get(checked.id), history: db.financeBillHistory.count(), notices: notices() }).toEqual(before);

    const answer = await control('POST', 'finance/reissue-bill', { id: reported.id, note: 'PD0871 成交金额已改为9800元' });
    expect(answer).toEqual({ status: 200, json: { id: reported.id, lockVersion: reported.lockVersion + 1, status: 1 } });
    expect(db.financeBills.get(reported.id)).toMatchObject({ status: 1, pendingConfirm: true, statusStr: '待确认' });
    const last = db.financeBillHistory.list({ where: { billId: reported.id }, sort: ['-lockVersion'], limit: 1 })[0];
    expect(last).toMatchObject({ action: 8, isPlatform: true, fromStatus: 3, toStatus: 1, remark: 'PD0871 成交金额已改为9800元' });
    expect(db.financeBillErrors.list({ where: { billId: reported.id } }).map((e) => e.handleStatus)).not.toContain(0);
    expect(notices()).toBe(before.notices + 1);
    // Reissued, it is no longer in error: a second reissue is refused.
    expect((await control('POST', 'finance/reissue-bill', { id: reported.id })).status).toBe(400);
  });

  it('finance/reissue-strict-select-bill puts a strict-select bill in error back to confirm with the platform note; others answer 400', async () => {
    const db = sandbox.platform.db;
    const reported = db.strictSelectBills.first({ where: { status: 2 } })!;
    const confirmed = db.strictSelectBills.first({ where: { status: 1 } })!;
    expect(await control('POST', 'finance/reissue-strict-select-bill', { id: confirmed.id })).toEqual({
      status: 400,
      json: { error: '只有已报错的严选账单可以重新出账（当前：已确认）' },
    });
    expect(db.strictSelectBills.get(confirmed.id)).toEqual(confirmed);
    const answer = await control('POST', 'finance/reissue-strict-select-bill', { id: reported.id });
    expect(answer).toEqual({ status: 200, json: { id: reported.id, lockVersion: reported.lockVersion + 1, status: 0 } });
    expect(db.strictSelectBills.get(reported.id)).toMatchObject({
      status: 0,
      lockVersion: reported.lockVersion + 1,
      errorReason: reported.errorReason,
      platformRemark: '平台已核对报错并修正账单，请重新确认',
    });
  });

  it('answers 400 to a body that is not JSON and 404 to an unknown endpoint', async () => {
    const response = await fetch(`${sandbox.address}/__sandbox/push`, { method: 'POST', body: '{not json' });
    expect(response.status).toBe(400);
    expect((await control('POST', 'nothing-here')).status).toBe(404);
  });
});

describe('contract checks of client requests', () => {
  it('records requests that violate the contract and clears the log on demand', async () => {
    const { token } = await login();
    await control('DELETE', 'requests');
    await gateway('/api/pc/1.0/Customer/GetCustomerList', { token, query: { page: 1, limit: 10 } });
    expect((await control('GET', 'contract-violations')).json).toEqual([]);
    await gateway('/api/pc/1.0/Customer/GetCustomerList', { token, query: { page: 'first' } });
    const violations = (await control('GET', 'contract-violations')).json as unknown as { url: string; contract: { errors: string[] } }[];
    expect(violations).toHaveLength(1);
    expect(violations[0]?.url).toContain('page=first');
    expect(violations[0]?.contract.errors.join(' ')).toMatch(/page/);
  });
});
