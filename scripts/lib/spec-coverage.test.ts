import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './paths.ts';
import { readCoverage, renderCoverageTable, withCoverageTable } from './spec-coverage.ts';

describe('contract coverage of the specification, section 7', () => {
  const coverage = readCoverage();

  it('implements every call of the checklist', () => {
    expect(coverage.uncovered).toEqual([]);
  });

  it('maps every operation to a checklist entry', () => {
    expect(coverage.unknown).toEqual([]);
  });

  it('keeps the specification paths of named calls', () => {
    const byId = new Map(coverage.operations.map((o) => [o.operationId, o]));
    expect(byId.get('getCustomerList')).toMatchObject({ method: 'GET', path: '/api/pc/1.0/Customer/GetCustomerList' });
    expect(byId.get('getOrderListData')).toMatchObject({ method: 'POST', path: '/api/pc/2.0/transferTreatmentOrder/getOrderListData' });
    expect(byId.get('getOfflineMessages')).toMatchObject({ method: 'GET', path: '/api/v1/aggregation_messages/offline' });
    expect(byId.get('getBulletinList')).toMatchObject({ method: 'POST', path: '/api/pc/1.0/hospitalbulletin/getBulletinList' });
  });

  it('has the coverage table in contracts/README.md up to date', () => {
    const readme = readFileSync(join(repoRoot, 'contracts', 'README.md'), 'utf8');
    expect(withCoverageTable(readme, renderCoverageTable(coverage))).toBe(readme);
  });
});
