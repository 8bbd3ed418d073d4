/**
 * Sandbox figures: the sandbox platform on its SQLite store in a fresh data folder, at scale 1 and
 * scale 4, measured as a client meets it:
 *
 * - seeding: the time from start to a listening server on an empty folder (goal at scale 1: < 5 s);
 * - reads and writes: signed HTTP calls one at a time, as demo-main, mixing list queries with
 *   filters and keywords, details, counts and chat reads, and follow actions and other writes
 *   (goals: p95 ≤ 20 ms reads, ≤ 50 ms writes at scale 1; ≤ 50 / 100 ms at scale 4);
 * - token login to home data on screen, in Chromium on the sandbox build of the client: from
 *   opening `/?token=…#/dashbord` to the home figures showing (with the login and home calls'
 *   own durations).
 *
 * Prints the figures; with --enforce exits non-zero when a goal is missed. `--no-build` reuses the
 * last client build in dist/bench-realtime; `--scale N` measures one scale only.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Rng } from '../mocks/db/random.ts';
import { postMessage } from '../mocks/domain/chat/index.ts';
import { startSandbox } from '../mocks/sandbox.ts';
import { SANDBOX_APPID, SANDBOX_SECRET } from '../mocks/verify.ts';
import { requestSignature } from '../src/lib/http/signing.ts';
import { launchChromium } from './lib/chromium.ts';
import { repoRoot } from './lib/paths.ts';
import { serveStatic } from './lib/static-server.ts';

const GOALS: Record<number, { readMs: number; writeMs: number; seedMs?: number }> = {
  1: { readMs: 20, writeMs: 50, seedMs: 5000 },
  4: { readMs: 50, writeMs: 100 },
};
const ROUNDS = 40;
const LOGIN_SAMPLES = 8;
const PASSWORD = 'Sandbox#2026';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
type Query = Record<string, string | number | boolean>;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;
const summary = (values: number[]) =>
  `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))}`;

/** A signed gateway call, as the client sends it; returns the envelope's data and the round trip. */
async function gateway(base: string, path: string, options: { method?: string; query?: Query; body?: unknown; token?: string } = {}) {
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const nonce = Math.random().toString(36).slice(2);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = {
    appid: SANDBOX_APPID,
    nonce,
    timestamp,
    signature: await requestSignature(url, { appid: SANDBOX_APPID, nonce, timestamp }, SANDBOX_SECRET),
    accept: 'application/json',
  };
  if (options.token) headers.token = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await response.json()) as { success: boolean; msg: string; data: unknown };
  const elapsed = performance.now() - started;
  if (!envelope.success) throw new Error(`${path}: ${response.status} ${envelope.msg}`);
  return { data: envelope.data, elapsed };
}

async function measureCalls(sandbox: Sandbox): Promise<{ reads: number[]; writes: number[] }> {
  const base = sandbox.address;
  const { db } = sandbox.platform;
  const login = await gateway(base, '/api/pc/1.0/Login/LoginByPassword', {
    method: 'POST',
    body: { account: 'demo-main', password: PASSWORD },
  });
  const token = (login.data as { ucToken: string }).ucToken;
  const rng = new Rng(7);
  const surnames = [...new Set(db.customers.list({ limit: 200 }).map((c) => c.name.slice(0, 1)))];
  // Open orders of demo-main: every follow action is allowed on them.
  const orderIds = db.orders.ids({ where: { followerId: 3001, taskStatus: 1, isInvalidContact: false }, limit: 500 }) as number[];
  const customerIds = db.customers.ids({ limit: 500 }) as number[];
  const doctors = db.doctors.list().map((d) => d.name.slice(1));
  const notificationIds = db.notifications.ids({ where: { account: 'demo-main' } }) as number[];
  const chats = db.chats.list({ where: { members: { contains: '|h_3001|' }, chatType: '0' } });
  const bigChat = db.chats
    .list({ where: { members: { contains: '|h_3001|' } } })
    .sort((a, b) => db.messages.count({ where: { chatId: b.item.chatId } }) - db.messages.count({ where: { chatId: a.item.chatId } }))[0];
  if (orderIds.length === 0 || chats.length === 0 || !bigChat) throw new Error('the seed lacks what the bench needs');

  const post = (path: string, body: unknown) => gateway(base, path, { method: 'POST', body, token });
  const get = (path: string, query: Query = {}) => gateway(base, path, { query, token });
  const reads: (() => Promise<{ elapsed: number }>)[] = [
    () =>
      post('/api/pc/2.0/transferTreatmentOrder/getOrderListData', {
        scope: 'all',
        followStatus: rng.pick([1, 2, 4, 6]),
        page: rng.int(1, 5),
        limit: 20,
      }),
    () => post('/api/pc/2.0/transferTreatmentOrder/getOrderListData', { scope: 'all', keyword: rng.pick(surnames), page: 1, limit: 20 }),
    () => post('/api/pc/2.0/transferTreatmentOrder/getOrderCount', { scope: 'mine', dispatchStartDate: '2026-10-01' }),
    () => get('/api/pc/1.0/Customer/GetCustomerList', { keyword: rng.pick(surnames), followStatus: 1, page: 1, limit: 20 }),
    () => get('/api/pc/1.0/Customer/GetCustomerList', { followStatus: rng.pick([1, 2, 4]), page: rng.int(1, 5), limit: 20 }),
    () => get('/api/pc/1.0/TransferTreatmentOrder/GetDetail', { followId: rng.pick(orderIds) }),
    () => get('/api/pc/1.0/Customer/GetCustomerDetail', { id: rng.pick(customerIds) }),
    () => get('/api/pc/1.0/NotificationCenter/GetPagedList', { noticeType: 1, page: 1, limit: 20 }),
    () => get('/api/pc/1.0/home/getPageFullData'),
    () => get('/api/pc/1.0/TransferTreatmentOrder/GetUnprocessedCountV1'),
    () => post('/api/pc/1.0/doctor/getDoctorList', { keyword: rng.pick(doctors), page: 1, limit: 10 }),
    () => get('/api/pc/1.0/QuickSearch/Search', { keyword: rng.pick(surnames) }),
    () => get('/imclient-hospital/api/v1/chats', { page: 1, limit: 20 }),
    () => get('/imclient-hospital/api/v1/chats/unread_message'),
    () =>
      get(`/imclient-hospital/api/v1/${bigChat.item.chatType === '2' ? 'group_messages' : 'messages'}`, {
        chatId: bigChat.item.chatId,
        limit: 20,
      }),
  ];
  const writes: (() => Promise<{ elapsed: number }>)[] = [
    () => post('/api/pc/1.0/TransferTreatmentOrder/FollowUp', { followId: rng.pick(orderIds), content: '已电话沟通，客户周末到院面诊' }),
    () =>
      post('/api/pc/1.0/TransferTreatmentOrder/SetRemind', {
        followId: rng.pick(orderIds),
        remindTime: '2026-12-01 10:00:00',
        content: '回访',
      }),
    () => post('/api/pc/1.0/NotificationCenter/SetReadByIds', { ids: [rng.pick(notificationIds)] }),
    () =>
      post('/api/pc/1.0/common/userConfig/saveUserConfigBatch', {
        items: [{ key: 'isVolume', value: rng.pick(['0', '1']), topic: 'setting' }],
      }),
    () => post('/api/pc/1.0/customer/setMyMark', { customerId: rng.pick(customerIds), tags: ['意向强'], remark: '周末方便' }),
    async () => {
      // A read of a private chat that just got a message (posting it is not measured).
      const chat = rng.pick(chats);
      const peer = chat.members.find((m) => m.userId !== 'h_3001')?.userId as string;
      const message = postMessage(sandbox.platform, { chatId: chat.item.chatId, fromUserId: peer, content: '请问周六可以到院吗？' });
      return post('/imclient-hospital/api/v1/messages/read', { chatId: chat.item.chatId, lastFingerPrint: message.fingerPrint });
    },
  ];

  // Warm up (first calls compile validators and prepare statements).
  for (const run of [...reads, ...writes]) await run();
  const readTimes: number[] = [];
  const writeTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const run of reads) readTimes.push((await run()).elapsed);
    for (const run of writes) writeTimes.push((await run()).elapsed);
  }
  return { reads: readTimes, writes: writeTimes };
}

/** Token login to home data on screen, in Chromium on the sandbox build. */
async function measureLogin(sandbox: Sandbox, clientDir: string): Promise<{ screen: number[]; login: number[]; home: number[] }> {
  const client = await serveStatic(clientDir);
  const browser = await launchChromium();
  const result = { screen: [] as number[], login: [] as number[], home: [] as number[] };
  try {
    for (let i = 0; i < LOGIN_SAMPLES + 1; i++) {
      const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const response = await fetch(`${sandbox.address}/__sandbox/uc-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'demo-main' }),
      });
      const { ucToken } = (await response.json()) as { ucToken: string };
      const started = Date.now();
      await page.goto(`${client.url}/?token=${ucToken}#/dashbord`);
      await page.getByText(/^Updated \d{4}-\d{2}-\d{2}/).waitFor({ timeout: 30_000 });
      const screen = Date.now() - started;
      const calls = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => ({ name: e.name, duration: (e as PerformanceResourceTiming).duration })),
      );
      await context.close();
      if (i === 0) continue; // the first run warms the server and the disk cache
      result.screen.push(screen);
      const login = calls.find((c) => c.name.includes('LoginByUcToken'));
      const home = calls.find((c) => c.name.includes('home/getPageFullData'));
      if (login) result.login.push(login.duration);
      if (home) result.home.push(home.duration);
    }
  } finally {
    await browser.close();
    client.server.close();
  }
  return result;
}

const args = process.argv.slice(2);
const scaleArg = args.includes('--scale') ? Number(args[args.indexOf('--scale') + 1]) : undefined;
const scales = scaleArg ? [scaleArg] : [1, 4];
const clientDir = join(repoRoot, 'dist', 'bench-realtime');
if (!args.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--mode', 'sandbox', '--outDir', 'dist/bench-realtime', '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}

const missed: string[] = [];
for (const scale of scales) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
  const started = performance.now();
  // The sandbox build talks to the sandbox's fixed address (127.0.0.1:4010); nothing else may hold it.
  const sandbox = await startSandbox({ dataDir, scale, fresh: true });
  const seedMs = performance.now() - started;
  try {
    const goal = GOALS[scale] ?? GOALS[4];
    console.log(`sandbox at scale ${scale} (SQLite in a fresh data folder):`);
    console.log(`  seeding to a listening server: ${ms(seedMs)}${goal?.seedMs ? ` (goal < ${goal.seedMs} ms)` : ''}`);
    if (goal?.seedMs && seedMs >= goal.seedMs) missed.push(`scale ${scale} seeding ${ms(seedMs)} ≥ ${goal.seedMs} ms`);
    const { reads, writes } = await measureCalls(sandbox);
    console.log(
      `  reads  (${reads.length} calls: lists with filters and keywords, details, counts, chat): ${summary(reads)} (goal p95 ≤ ${goal?.readMs} ms)`,
    );
    console.log(
      `  writes (${writes.length} calls: follow-ups, reminders, read marks, settings, marks, chat reads): ${summary(writes)} (goal p95 ≤ ${goal?.writeMs} ms)`,
    );
    if (goal && percentile(reads, 95) > goal.readMs)
      missed.push(`scale ${scale} reads p95 ${ms(percentile(reads, 95))} > ${goal.readMs} ms`);
    if (goal && percentile(writes, 95) > goal.writeMs)
      missed.push(`scale ${scale} writes p95 ${ms(percentile(writes, 95))} > ${goal.writeMs} ms`);
    if (scale === scales[0]) {
      const login = await measureLogin(sandbox, clientDir);
      console.log(`  token login to home data on screen (Chromium, sandbox build, ${login.screen.length} runs): ${summary(login.screen)}`);
      console.log(`    LoginByUcToken call ${summary(login.login)}; home/getPageFullData call ${summary(login.home)}`);
    }
  } finally {
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (missed.length > 0) console.log(`  goals missed: ${missed.join('; ')}`);
if (missed.length > 0 && args.includes('--enforce')) process.exit(1);
