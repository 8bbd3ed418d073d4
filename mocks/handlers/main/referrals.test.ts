/** Referral pages through the gateway: lists by sort, add (offline), one page per doctor or project, online rules, delete. */
import type { Doctor, ReferralDoctor, ReferralDoctorPage, ReferralProject, ReferralProjectPage } from '@generated/main/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const BASE = '/api/pc/1.0/referral';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
});

const approved = () => platform.db.doctors.list({ where: { auditStatus: 2 } }) as Doctor[];
const withoutPage = () => approved().find((d) => !platform.db.referralDoctors.first({ where: { doctorId: d.id } })) as Doctor;

describe('referral pages', () => {
  it('lists both kinds by sort, filtered by status and keyword', async () => {
    const doctors = (await api.post<ReferralDoctorPage>(`${BASE}/getDoctorPageList`, { page: 1, limit: 20 })).data.list;
    expect(doctors.map((d) => d.sort)).toEqual([...doctors.map((d) => d.sort)].sort((a, b) => a - b));
    const online = (await api.post<ReferralProjectPage>(`${BASE}/getProjectPageList`, { page: 1, limit: 20, status: 1 })).data.list;
    expect(online.length).toBe(5);
    expectEvery(online, (p) => p.status === 1);
    const found = (await api.post<ReferralProjectPage>(`${BASE}/getProjectPageList`, { page: 1, limit: 20, keyword: '热玛吉' })).data.list;
    expect(found.map((p) => p.projectName)).toEqual(['热玛吉']);
  });

  it('adds a doctor page offline with the doctor’s name and title; a second page for the doctor is refused', async () => {
    const doctor = withoutPage();
    const input = { doctorId: doctor.id, projectIds: [305, 305], consultFee: 200, referralIntro: ' 周三全天坐诊 ' };
    const { id } = (await api.post<{ id: number }>(`${BASE}/saveDoctorPage`, input)).data;
    expect((await api.get<ReferralDoctor>(`${BASE}/getDoctorPageDetail`, { id })).data).toMatchObject({
      doctorName: doctor.name,
      doctorTitle: doctor.title,
      status: 0,
      projects: [{ projectId: 305, projectName: '玻尿酸' }],
      referralIntro: '周三全天坐诊',
    });
    expect(await api.post(`${BASE}/saveDoctorPage`, input)).toMatchObject({ success: false, msg: `医生${doctor.name}已有转诊页` });
  });

  it('refuses a price range upside down and a project page online for a project not opened', async () => {
    const input = {
      projectId: 316,
      minPrice: 3000,
      maxPrice: 2000,
      cover: { url: 'referral/c.jpg' },
      description: '胶原蛋白填充',
      doctorIds: [],
    };
    const before = platform.db.referralProjects.count();
    expect(await api.post(`${BASE}/saveProjectPage`, input)).toMatchObject({ success: false, msg: '最低价不能高于最高价' });
    expect(platform.db.referralProjects.count()).toBe(before);
    const { id } = (await api.post<{ id: number }>(`${BASE}/saveProjectPage`, { ...input, maxPrice: 3000 })).data;
    expect(await api.post(`${BASE}/setProjectPageStatus`, { id, status: 1 })).toMatchObject({
      success: false,
      msg: '项目「胶原蛋白」未开通，不能上线转诊页',
    });
    expect((await api.get<ReferralProject>(`${BASE}/getProjectPageDetail`, { id })).data.status).toBe(0);
  });

  it('deletes a page only once it is offline', async () => {
    const online = platform.db.referralDoctors.first({ where: { status: 1 } }) as ReferralDoctor;
    expect(await api.post(`${BASE}/deleteDoctorPage`, { id: online.id })).toMatchObject({ success: false, msg: '请先下线再删除' });
    await api.post(`${BASE}/setDoctorPageStatus`, { id: online.id, status: 0 });
    await api.post(`${BASE}/deleteDoctorPage`, { id: online.id });
    expect(platform.db.referralDoctors.get(online.id)).toBeUndefined();
  });
});
