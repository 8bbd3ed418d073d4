/**
 * `npm test` step: no `.only` in any test file, and every skip (`.skip`, `.todo`, `.fixme`,
 * `.skipIf`, `.runIf`, a test's own `skip()`) has its reason written beside it. Lists each
 * offending place and exits 1. The rules are in scripts/lib/test-markers.ts.
 */
import { readFileSync } from 'node:fs';
import { repoRoot } from './lib/paths.ts';
import { findTestMarkers, markerProblems, testFiles } from './lib/test-markers.ts';

const files = testFiles(repoRoot);
const markers = files.flatMap((file) => findTestMarkers(readFileSync(`${repoRoot}/${file}`, 'utf8'), file));
const problems = markerProblems(markers);
for (const problem of problems) console.error(`  ✗ ${problem}`);
const skips = markers.filter((marker) => marker.kind !== 'only' && marker.reason);
for (const skip of skips) console.log(`  - ${skip.file}:${skip.line} .${skip.kind} (${skip.reason})`);
console.log(`test markers: ${files.length} test files, ${skips.length} skips with a reason, ${problems.length} problems`);
process.exit(problems.length > 0 || files.length === 0 ? 1 : 0);
