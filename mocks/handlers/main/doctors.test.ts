/** The doctors area through the gateway: the list's keyword, one doctor, the online switch and its refusal. */
import type { Doctor, DoctorPage } from '@generated/main/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { decideReview } from '../../domain/reviews.ts';
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

const NEW_DOCTOR = {
  name: '周婉清',
  gender: 2,
  title: 2,
  practisingCertificateNo: '120310000000077',
  qualificationImages: [{ url: 'doctor/2026/11/zwq-licence.jpg' }, { url: ' ' }],
  specialties: ['眼部整形', ' '],
  projectIds: [301, 302],
  practiceYears: 12,
  introduction: '从事眼鼻整形12年。',
};

describe('doctor profile and its review', () => {
  it('adds a doctor: pending review, offline, projects named from the catalogue, blanks dropped, a submission in the history', async () => {
    const { id } = (await api.post<{ id: number }>(`${BASE}/saveDoctor`, NEW_DOCTOR)).data;
    const doctor = (await api.get<Doctor>(`${BASE}/getDoctorDetail`, { id })).data;
    expect(doctor).toMatchObject({ name: '周婉清', auditStatus: 1, onlineStatus: 0, specialties: ['眼部整形'] });
    expect(doctor.qualificationImages).toEqual([{ url: 'doctor/2026/11/zwq-licence.jpg' }]);
    expect(doctor.projects.map((p) => p.projectName)).toEqual(['双眼皮', '隆鼻']);
    const page = (await api.post<DoctorPage>(`${BASE}/getDoctorList`, { keyword: '周婉清', page: 1, limit: 10 })).data;
    expect(page.list.map((d) => d.id)).toEqual([id]);
    const log = (await api.get<{ auditStatus: number; operatorName: string }[]>(`${BASE}/getDoctorAuditLog`, { id })).data;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ auditStatus: 1, operatorName: '王雅琴' });
  });

  it('refuses bad input and changes nothing', async () => {
    const before = platform.db.doctors.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, '请填写医生姓名'],
      [{ practisingCertificateNo: '12345' }, '医师执业证书编码应为15位数字'],
      [{ qualificationImages: [{ url: '' }] }, '请上传医师资格证或执业证照片'],
      [{ projectIds: [999999] }, '所选项目不存在，请重新选择'],
    ];
    for (const [change, msg] of cases) {
      expect(await api.post(`${BASE}/saveDoctor`, { ...NEW_DOCTOR, ...change })).toMatchObject({ success: false, msg });
    }
    const seeded = platform.db.doctors.list()[0] as Doctor;
    expect(await api.post(`${BASE}/saveDoctor`, { ...NEW_DOCTOR, practisingCertificateNo: seeded.practisingCertificateNo })).toMatchObject({
      success: false,
      msg: `执业证书编码与医生「${seeded.name}」重复`,
    });
    expect(platform.db.doctors.count()).toBe(before);
  });

  it('edits an approved doctor: back to review and offline; a doctor under review cannot be edited', async () => {
    const approved = platform.db.doctors.first({ where: { auditStatus: 2, onlineStatus: 1 } }) as Doctor;
    await api.post(`${BASE}/saveDoctor`, { ...NEW_DOCTOR, id: approved.id, name: approved.name });
    expect(platform.db.doctors.get(approved.id)).toMatchObject({ auditStatus: 1, onlineStatus: 0, practiceYears: 12 });
    expect(await api.post(`${BASE}/saveDoctor`, { ...NEW_DOCTOR, id: approved.id, practiceYears: 13 })).toMatchObject({
      success: false,
      msg: '医生资料正在审核中，审核结束后才能修改',
    });
    expect(platform.db.doctors.get(approved.id)?.practiceYears).toBe(12);
  });

  it('deletes only an offline doctor, with its history', async () => {
    const online = platform.db.doctors.first({ where: { onlineStatus: 1 } }) as Doctor;
    expect(await api.post(`${BASE}/deleteDoctor`, { id: online.id })).toMatchObject({ success: false, msg: '请先将医生下线再删除' });
    const offline = platform.db.doctors.first({ where: { onlineStatus: 0 } }) as Doctor;
    await api.post(`${BASE}/deleteDoctor`, { id: offline.id });
    expect(platform.db.doctors.get(offline.id)).toBeUndefined();
    expect(platform.db.doctorAuditLogs.count({ where: { doctorId: offline.id } })).toBe(0);
    expect(await api.get(`${BASE}/getDoctorDetail`, { id: offline.id })).toMatchObject({ success: false });
  });

  it('walks a review: rejected with a reason (notified 133094), fixed and resubmitted, approved, then online', async () => {
    const { id } = (await api.post<{ id: number }>(`${BASE}/saveDoctor`, NEW_DOCTOR)).data;
    expect(() => decideReview(platform, 'doctor', { account: 'demo-main', id, decision: 'reject' })).toThrow('驳回时请填写原因');
    decideReview(platform, 'doctor', { account: 'demo-main', id, decision: 'reject', reason: '职称证照片缺失' });
    expect(platform.db.doctors.get(id)).toMatchObject({ auditStatus: 3, rejectReason: '职称证照片缺失' });
    const notice = platform.db.notifications
      .list({ where: { account: 'demo-main' } })
      .find((n) => n.type === 133094 && n.assid === String(id));
    expect(notice?.text).toContain('职称证照片缺失');
    expect(() => decideReview(platform, 'doctor', { account: 'demo-main', id, decision: 'approve' })).toThrow('该医生没有待审核的资料');

    await api.post(`${BASE}/saveDoctor`, { ...NEW_DOCTOR, id });
    decideReview(platform, 'doctor', { account: 'demo-main', id, decision: 'approve' });
    await api.post(`${BASE}/setDoctorOnlineStatus`, { id, onlineStatus: 1 });
    expect(platform.db.doctors.get(id)).toMatchObject({ auditStatus: 2, rejectReason: null, onlineStatus: 1 });
    const log = (await api.get<{ auditStatus: number }[]>(`${BASE}/getDoctorAuditLog`, { id })).data;
    expect(log.map((r) => r.auditStatus)).toEqual([2, 1, 3, 1]);
  });
});
