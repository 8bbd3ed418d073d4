import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Finding, judge, readJustifications } from './desktop-security.ts';

const finding = (id: string, severity: string, file = 'main/x.ts'): Finding => ({
  id,
  severity,
  confidence: 'FIRM',
  file,
  line: 1,
  description: '',
});

describe('desktop security judgement', () => {
  it('fails findings above LOW unless justified for that check and file', () => {
    const findings = [
      finding('A', 'MEDIUM'),
      finding('B', 'HIGH'),
      finding('C', 'LOW'),
      finding('D', 'INFORMATIONAL'),
      finding('A', 'MEDIUM', 'main/y.ts'),
    ];
    const { failing, stale } = judge(findings, [{ id: 'A', file: 'main/x.ts', justification: 'reason' }]);
    expect(failing.map((entry) => `${entry.id} ${entry.file}`)).toEqual(['B main/x.ts', 'A main/y.ts']);
    expect(stale).toEqual([]);
  });

  it('reports justifications that no longer match a finding', () => {
    const { stale } = judge([], [{ id: 'A', file: 'main/x.ts', justification: 'reason' }]);
    expect(stale).toHaveLength(1);
  });

  it('requires a written reason for every justification; the project file has them', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'justifications-')), 'j.json');
    writeFileSync(path, JSON.stringify([{ id: 'A', file: 'main/x.ts', justification: ' ' }]));
    expect(() => readJustifications(path)).toThrow(/justification/);
    expect(readJustifications().length).toBeGreaterThan(0);
  });
});
