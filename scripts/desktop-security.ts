/**
 * `npm run desktop:security`: Electronegativity (Doyensec's Electron security scanner) over the
 * shell's own sources (electron/ without tests and test support). Every finding is printed; the
 * run fails when a finding above LOW severity is not justified in electron/security-justifications.json
 * (check id + file, with a written reason), or when a justification no longer matches anything.
 *
 * Two adjustments keep it offline and runnable on Node 24 (see electron/README.md):
 * - Electronegativity's CLI breaks with the hoisted commander (it never declared its own), so its
 *   runner is called directly with the options the CLI would pass.
 * - Its i18n module and its "newer Electron releases" check fetch from the internet on every run;
 *   the translations are loaded from the package instead, and that check is excluded (the Electron
 *   version is pinned in package.json and updated like any dependency).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './lib/paths.ts';

export interface Finding {
  id: string;
  severity: string;
  confidence: string;
  file: string;
  line: number;
  description: string;
}

export interface Justification {
  id: string;
  /** Path under electron/, or "N/A" for the scanner's global checks. */
  file: string;
  justification: string;
}

export const FAILING_SEVERITIES = new Set(['MEDIUM', 'HIGH', 'CRITICAL']);
const EXCLUDED_CHECKS = ['AvailableSecurityFixesGlobalCheck'];
export const JUSTIFICATIONS_FILE = join(repoRoot, 'electron', 'security-justifications.json');

const isScanned = (path: string) => !/\.test\.ts$/.test(path) && !path.includes('/testing/') && !path.endsWith('.json');

/** Copies the shell's sources (no tests, no stubs) where the scanner can take the whole folder. */
function stageSources(): string {
  const stage = mkdtempSync(join(tmpdir(), 'electronegativity-'));
  const source = join(repoRoot, 'electron');
  cpSync(source, join(stage, 'electron'), { recursive: true, filter: (path) => path === source || isScanned(path) });
  mkdirSync(join(stage, 'electron'), { recursive: true });
  return stage;
}

function loadRunner(): (options: Record<string, unknown>) => Promise<{ issues: RawIssue[]; errors: RawError[] }> {
  const require = createRequire(import.meta.url);
  const i18nPath = require.resolve('@doyensec/electronegativity/dist/locales/i18n.js');
  const i18n = createRequire(i18nPath)('i18n') as { configure(options: object): void; setLocale(locale: string): void };
  const offlineI18n = async () => {
    i18n.configure({
      locales: ['en-US'],
      defaultLocale: 'en-US',
      directory: dirname(i18nPath),
      updateFiles: false,
      objectNotation: true,
      retryInDefaultLocale: true,
      register: globalThis,
    });
    i18n.setLocale('en-US');
  };
  require.cache[i18nPath] = { id: i18nPath, filename: i18nPath, loaded: true, exports: offlineI18n } as unknown as NodeJS.Module;
  return require('@doyensec/electronegativity/dist/runner.js');
}

interface RawIssue {
  id: string;
  severity: { name: string };
  confidence: { name: string };
  file: string;
  location: { line: number };
  description: string;
}
interface RawError {
  file: string;
  message: string;
  tolerable: boolean;
}

export async function scan(): Promise<{ findings: Finding[]; errors: RawError[] }> {
  const stage = stageSources();
  try {
    const run = loadRunner();
    const electronVersion = (JSON.parse(readFileSync(join(repoRoot, 'node_modules/electron/package.json'), 'utf8')) as { version: string })
      .version;
    const result = await run({
      input: join(stage, 'electron'),
      isRelative: true,
      isVerbose: false,
      excludeFromScan: EXCLUDED_CHECKS,
      electronVersionOverride: electronVersion,
      customScan: [],
      parserPlugins: [],
    });
    const findings = result.issues.map((issue) => ({
      id: issue.id,
      severity: issue.severity.name,
      confidence: issue.confidence.name,
      file: issue.file === 'N/A' ? 'N/A' : relative(join(stage, 'electron'), join(stage, 'electron', issue.file)),
      line: issue.location.line,
      description: issue.description,
    }));
    return { findings, errors: result.errors };
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

/** Which findings fail the run, and which justifications match nothing any more. */
export function judge(findings: Finding[], justifications: Justification[]) {
  const justified = (finding: Finding) => justifications.some((entry) => entry.id === finding.id && entry.file === finding.file);
  const failing = findings.filter((finding) => FAILING_SEVERITIES.has(finding.severity) && !justified(finding));
  const stale = justifications.filter((entry) => !findings.some((finding) => finding.id === entry.id && finding.file === entry.file));
  return { failing, stale };
}

export function readJustifications(path = JUSTIFICATIONS_FILE): Justification[] {
  const entries = JSON.parse(readFileSync(path, 'utf8')) as Justification[];
  for (const entry of entries) {
    if (!entry.id || !entry.file || !entry.justification?.trim())
      throw new Error(`${path}: every entry needs id, file and a justification`);
  }
  return entries;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { findings, errors } = await scan();
  for (const error of errors) console.log(`${error.tolerable ? 'note' : 'PARSE ERROR'}: ${error.file}: ${error.message}`);
  for (const finding of findings) {
    console.log(
      `${finding.severity.padEnd(13)} ${finding.confidence.padEnd(9)} ${finding.id}  ${finding.file}:${finding.line}  ${finding.description}`,
    );
  }
  const { failing, stale } = judge(findings, readJustifications());
  for (const entry of stale) console.log(`stale justification (matches no finding): ${entry.id} ${entry.file}`);
  for (const finding of failing) console.log(`UNJUSTIFIED ${finding.severity}: ${finding.id} ${finding.file}:${finding.line}`);
  const parseErrors = errors.filter((error) => !error.tolerable);
  console.log(
    `electronegativity: ${findings.length} findings, ${failing.length} unjustified above LOW, ${stale.length} stale, ${parseErrors.length} parse errors`,
  );
  process.exit(failing.length > 0 || stale.length > 0 || parseErrors.length > 0 ? 1 : 0);
}
