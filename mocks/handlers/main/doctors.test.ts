/** The doctors area through the gateway: the list's keyword, one doctor, the online switch and its refusal. */
import type { Doctor, DoctorPage } from '@generated/main/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const BASE = '/api/pc/1.0/doctor';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
});

describe('doctors', () => {
  it('finds a doctor by part of the name and opens it', async () => {
    const someone = platform.db.doctors.list()[4] as Doctor;
    const page = (await api.post<DoctorPage>(`${BASE}/getDoctorList`, { keyword: someone.name.slice(1), page: 1, limit: 50 })).data;
    expect(page.list.length).toBeGreaterThan(0);
    expectEvery(page.list, (d) => d.name.includes(someone.name.slice(1)));
    expect(page.list.map((d) => d.id)).toContain(someone.id);
    expect((await api.get<Doctor>(`${BASE}/getDoctorDetail`, { id: someone.id })).data).toEqual(someone);
    expect(await api.get(`${BASE}/getDoctorDetail`, { id: 1 })).toMatchObject({ success: false, msg: '医生不存在或已删除' });
  });

  it('puts an approved doctor offline and online; refuses to put one under review online', async () => {
    const approved = platform.db.doctors.first({ where: { auditStatus: 2, onlineStatus: 1 } }) as Doctor;
    await api.post(`${BASE}/setDoctorOnlineStatus`, { id: approved.id, onlineStatus: 0 });
    const offline = (await api.post<DoctorPage>(`${BASE}/getDoctorList`, { onlineStatus: 0, page: 1, limit: 50 })).data;
    expect(offline.list.map((d) => d.id)).toContain(approved.id);
    await api.post(`${BASE}/setDoctorOnlineStatus`, { id: approved.id, onlineStatus: 1 });
    expect((await api.get<Doctor>(`${BASE}/getDoctorDetail`, { id: approved.id })).data.onlineStatus).toBe(1);

    const pending = platform.db.doctors.first({ where: { auditStatus: 1 } }) as Doctor;
    expect(await api.post(`${BASE}/setDoctorOnlineStatus`, { id: pending.id, onlineStatus: 1 })).toMatchObject({
      success: false,
      msg: '医生资料审核通过后才能上线',
    });
    expect(platform.db.doctors.get(pending.id)?.onlineStatus).toBe(0);
  });
});
