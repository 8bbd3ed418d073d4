/**
 * `npm run sandbox -- <command> [--flags]`: runs the sandbox platform (`serve`, the default) or
 * drives a running one through its control API, e.g.
 *   npm run sandbox -- push --account demo-main --type 200902 --assid 42
 *   npm run sandbox -- dispatch --account demo-main --old-customer
 *   npm run sandbox -- fault --fault http-502 --path Customer/GetCustomerList --times 1
 */
import { DEFAULT_DATA_DIR, databaseFile, startSandbox } from './sandbox.ts';
import { DEFAULT_SANDBOX_PORT } from './server.ts';

/** `--name value` → string, a lone `--name` → true; everything else is a positional. */
export function parseFlags(argv: string[]): { positionals: string[]; values: Record<string, string | boolean> } {
  const positionals: string[] = [];
  const values: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const next = argv[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      values[arg.slice(2)] = next;
      i += 1;
    } else {
      values[arg.slice(2)] = true;
    }
  }
  return { positionals, values };
}

const { positionals, values: flags } = parseFlags(process.argv.slice(2));
const values = {
  port: process.env.SANDBOX_PORT ?? String(DEFAULT_SANDBOX_PORT),
  scale: '1',
  'data-dir': DEFAULT_DATA_DIR,
  ...flags,
} as Record<string, string | boolean | undefined>;
const command = positionals[0] ?? 'serve';
const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0) {
  console.error('--port must be a port number');
  process.exit(2);
}

/** Control commands: CLI name → [method, control path]. Other flags become the JSON body. */
const COMMANDS: Record<string, [string, string]> = {
  reset: ['POST', 'reset'],
  'uc-token': ['POST', 'uc-token'],
  clock: ['POST', 'clock'],
  fault: ['POST', 'faults'],
  'clear-faults': ['DELETE', 'faults'],
  faults: ['GET', 'faults'],
  push: ['POST', 'push'],
  dispatch: ['POST', 'dispatch'],
  'chat-message': ['POST', 'chat/message'],
  'group-notice': ['POST', 'chat/group-notice'],
  'customer-track': ['POST', 'chat/customer-track'],
  disconnect: ['POST', 'chat/disconnect'],
  kick: ['POST', 'chat/kick'],
  'reject-next': ['POST', 'chat/reject-next'],
  'wechat-scan': ['POST', 'wechat/scan'],
  requests: ['GET', 'requests'],
};

const camel = (flag: string) => flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
/** Numbers and booleans as such; `--match-path X` → { match: { path: X } }; `--at-user-ids a,b` → list. */
export function bodyFromFlags(flags: Record<string, string | boolean | undefined>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [flag, raw] of Object.entries(flags)) {
    if (raw === undefined || ['port', 'fresh', 'scale', 'data-dir', 'limit'].includes(flag)) continue;
    const value =
      typeof raw === 'string' && /^-?\d+(\.\d+)?$/.test(raw) && flag !== 'follow-number' && flag !== 'assid' ? Number(raw) : raw;
    const key = camel(flag);
    if (key === 'atUserIds' && typeof value === 'string') body.atUserIds = value.split(',');
    else if (['gateway', 'method', 'path'].includes(key)) body.match = { ...(body.match as object), [key]: value };
    else body[key] = value;
  }
  return body;
}

async function control(name: string): Promise<void> {
  const route = COMMANDS[name];
  if (!route) {
    console.error(`unknown command "${name}"; commands: serve, ${Object.keys(COMMANDS).join(', ')}`);
    process.exit(2);
  }
  const [method, path] = route;
  const query = name === 'requests' && values.limit ? `?limit=${values.limit as string}` : '';
  const response = await fetch(`http://127.0.0.1:${port}/__sandbox/${path}${query}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify(bodyFromFlags(values)),
  }).catch(() => {
    console.error(`no sandbox platform on port ${port}; start it with \`npm run sandbox\``);
    process.exit(1);
  });
  const text = await response.text();
  console.log(text);
  if (!response.ok) process.exit(1);
}

if (command === 'serve') {
  const sandbox = await startSandbox({
    port,
    fresh: Boolean(values.fresh),
    scale: Number(values.scale),
    dataDir: String(values['data-dir']),
  });
  console.log(`sandbox platform on ${sandbox.address}`);
  console.log(`  main gateway   ${sandbox.address}/api/pc/1.0 … /api/pc/2.0 …`);
  console.log(`  chat gateway   ${sandbox.address}/imclient-hospital/api/v1 …`);
  console.log(`  sockets        ws://127.0.0.1:${port}/ws/chat   ws://127.0.0.1:${port}/ws/push`);
  console.log(`  control API    ${sandbox.address}/__sandbox/   account centre ${sandbox.address}/account-center/`);
  const { seed, scale } = sandbox.platform.seedOptions;
  const file = databaseFile(String(values['data-dir']), seed, scale);
  console.log(
    `  state          ${file} (${sandbox.platform.restored ? 'kept from the last run' : 'seeded now'}; \`npm run sandbox -- reset\` restores the seed)`,
  );
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} else {
  await control(command);
}
