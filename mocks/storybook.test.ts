/**
 * The sandbox as Storybook's browser worker runs it: the bundled contracts handed over as text,
 * the memory store, demo-main signed in; the served operations answer from the seeded rows.
 */
import { getResponse } from 'msw';
import { expect, it } from 'vitest';
import { expectEvery } from '../test-support/expect-every.ts';
import { storybookHandlers, storybookSession } from './storybook.ts';

it('serves the gallery from seeded rows on the memory store', async () => {
  const request = new Request('http://sandbox.test/api/pc/1.0/doctor/getDoctorList', {
    method: 'POST',
    headers: { token: storybookSession.token, 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 5, auditStatus: 2 }),
  });
  const response = await getResponse(storybookHandlers(), request);
  const body = (await response?.json()) as { success: boolean; data: { total: number; list: { id: number; auditStatus: number }[] } };
  expect(body.success).toBe(true);
  expect(body.data.list.length).toBeGreaterThan(0);
  expectEvery(body.data.list, (d) => d.auditStatus === 2);
  expect(new Set(body.data.list.map((d) => d.id)).size).toBe(body.data.list.length);
  expect(storybookSession.account.account).toBe('demo-main');
});
