/**
 * What a production build accepts and what it contains:
 * 1. without its configuration it stops, naming every missing variable (instead of shipping a
 *    client that talks to nowhere);
 * 2. with an http:/ws: gateway or socket it stops, naming the variable;
 * 3. with placeholder https/wss values it builds, no built file carries a sandbox or test profile
 *    value (secret, app id, loopback or fake hosts), and index.html carries the CSP meta tag with
 *    connect-src limited to the configured gateways and sockets.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PRODUCTION_ENV } from '../src/lib/config/profile.ts';
import { resolveConfig } from '../src/lib/config/resolve-config.ts';
import { repoRoot } from './lib/paths.ts';
import { EXAMPLE_PRODUCTION_ENV } from './lib/production-env.ts';
import { connectOriginsOf } from './vite/csp-plugin.ts';

const outDir = join(repoRoot, '.tmp', 'prod-check');
const problems: string[] = [];

function buildProduction(vite: Record<string, string>) {
  const env = { ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_'))), ...vite };
  const result = spawnSync('npx', ['vite', 'build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: repoRoot,
    env,
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

// 1. Nothing configured.
const bare = buildProduction({});
const notNamed = Object.keys(PRODUCTION_ENV).filter((key) => !bare.output.includes(key));
if (bare.ok || notNamed.length > 0)
  problems.push(`a build without configuration must stop naming every variable; not named: ${notNamed.join(', ')}`);
else console.log('production build without configuration stops and names: ' + Object.keys(PRODUCTION_ENV).join(', '));

// 2. Clear-text gateway and sockets.
const clear = buildProduction({
  ...EXAMPLE_PRODUCTION_ENV,
  VITE_MAIN_GATEWAY_URL: 'http://gateway.example.invalid',
  VITE_PUSH_SOCKET_URL: 'ws://push.example.invalid/ws',
});
if (clear.ok || !/VITE_MAIN_GATEWAY_URL must be a https:/.test(clear.output) || !/VITE_PUSH_SOCKET_URL must be a wss:/.test(clear.output))
  problems.push(`a build with http:/ws: addresses must stop naming them:\n${clear.output}`);
else console.log('production build with http:/ws: addresses stops and names VITE_MAIN_GATEWAY_URL, VITE_PUSH_SOCKET_URL');

// 3. A proper build: no other profile's values, and the CSP.
const good = buildProduction(EXAMPLE_PRODUCTION_ENV);
if (!good.ok) problems.push(`the production build with https/wss values failed:\n${good.output}`);
else {
  /** Every sandbox and test value that could identify them: hosts of their addresses, their ids and secrets. */
  const forbidden = new Set<string>();
  for (const profile of ['sandbox', 'test'] as const) {
    for (const [key, value] of Object.entries(resolveConfig(profile, {}))) {
      if (key === 'profile') continue;
      forbidden.add(URL.canParse(value) ? new URL(value).host : value);
    }
  }
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
  const built = files(outDir);
  for (const file of built) {
    const text = readFileSync(file, 'latin1');
    for (const value of forbidden) if (text.includes(value)) problems.push(`${relative(repoRoot, file)} carries the value ${value}`);
  }
  console.log(`${built.length} built files searched for ${[...forbidden].join(', ')}`);

  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  if (!meta) problems.push('index.html has no Content-Security-Policy meta tag');
  else {
    const directives = new Map(
      meta
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values]),
    );
    const expect = (name: string, values: string[]) => {
      const actual = directives.get(name);
      if (JSON.stringify(actual) !== JSON.stringify(values))
        problems.push(`CSP ${name}: expected ${values.join(' ')}, got ${actual?.join(' ')}`);
    };
    expect('script-src', ["'self'"]);
    expect('object-src', ["'none'"]);
    expect('base-uri', ["'self'"]);
    expect('default-src', ["'self'"]);
    expect('connect-src', ["'self'", ...connectOriginsOf(resolveConfig('production', EXAMPLE_PRODUCTION_ENV))]);
    if (directives.has('frame-ancestors')) problems.push('CSP meta carries frame-ancestors, which browsers ignore in a meta tag');
    if (html.indexOf('Content-Security-Policy') > html.indexOf('<script')) problems.push('the CSP meta tag comes after a script');
    console.log(`index.html CSP: ${meta}`);
  }
}
rmSync(outDir, { recursive: true, force: true });

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('production build: configuration refused when missing or clear-text; no sandbox or test values; CSP in index.html');
