/**
 * `npm run sandbox -- <command>`: runs the sandbox platform (`serve`, the default) or drives a
 * running one through its control API.
 */
import { parseArgs } from 'node:util';
import { generatedHandlers } from './handlers/generated.ts';
import { DEFAULT_SANDBOX_PORT, createSandboxServer } from './server.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: process.env.SANDBOX_PORT ?? String(DEFAULT_SANDBOX_PORT) },
    fresh: { type: 'boolean', default: false },
  },
});
const command = positionals[0] ?? 'serve';

async function serve(): Promise<void> {
  const sandbox = createSandboxServer({
    port: Number(values.port),
    handlers: generatedHandlers,
    routes: (req, res, url) => {
      if (url.pathname === '/__sandbox/health') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ ok: true }));
        return true;
      }
      return false;
    },
  });
  const address = await sandbox.listen();
  console.log(`sandbox platform on ${address} (main gateway ${address}, chat gateway ${address}/imclient-hospital)`);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (command === 'serve') {
  await serve();
} else {
  console.error(`unknown command "${command}"; try: serve`);
  process.exit(2);
}
