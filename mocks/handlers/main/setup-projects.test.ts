/** Project opening through the gateway: options, apply, refusals, withdraw, resubmit, review (128), close. */
import type { Doctor, SetupProjectDetail, SetupProjectOption, SetupProjectPage } from '@generated/main/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import { decideReview } from '../../domain/reviews.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const BASE = '/api/pc/1.0/setupProject';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
});

const approvedDoctor = () => platform.db.doctors.first({ where: { auditStatus: 2 } }) as Doctor;
const options = async (parentId?: number) =>
  (await api.get<SetupProjectOption[]>(`${BASE}/getProjectOptions`, parentId === undefined ? {} : { parentId })).data;
const detail = async (id: number) => (await api.get<SetupProjectDetail>(`${BASE}/getDetail`, { id })).data;
const qualification = (name: string) => ({ name, images: [{ url: `hospital/project/${name}.jpg` }, { url: ' ' }], expireDate: null });
/** An application for 肉毒素's sibling 胶原蛋白 is seeded pending; 脱毛 (315) is closed, so it may be applied for again. */
const APPLY = () => ({
  projectIds: [315],
  doctorIds: [approvedDoctor().id],
  qualifications: [qualification('医疗美容科（美容皮肤科）诊疗科目登记'), qualification('光电设备购置凭证')],
  remark: ' 新购冰点脱毛仪 ',
});

describe('project opening', () => {
  it('lists the applications latest first, filtered by status and keyword', async () => {
    const page = (await api.post<SetupProjectPage>(`${BASE}/getList`, { page: 1, limit: 20 })).data;
    expect(page.list.length).toBe(platform.db.setupProjects.count());
    const times = page.list.map((row) => row.applyTime);
    expect(times).toEqual([...times].sort().reverse());
    const opened = (await api.post<SetupProjectPage>(`${BASE}/getList`, { page: 1, limit: 20, status: 1 })).data.list;
    expect(opened.length).toBeGreaterThan(2);
    expectEvery(opened, (row) => row.status === 1 && row.statusStr === '已开通');
    const byName = (await api.post<SetupProjectPage>(`${BASE}/getList`, { page: 1, limit: 20, keyword: '玻尿酸' })).data.list;
    expect(byName.map((row) => row.projectName)).toEqual(['玻尿酸']);
  });

  it('offers the projects of a category with what they need and whether they are opened or under review', async () => {
    const injection = await options(2);
    expect(injection.map((o) => o.projectName)).toEqual(['玻尿酸', '肉毒素', '水光针', '胶原蛋白']);
    expect(injection.find((o) => o.projectName === '玻尿酸')).toMatchObject({ isOpened: true, isApplying: false, parentName: '注射美容' });
    expect(injection.find((o) => o.projectName === '胶原蛋白')).toMatchObject({ isOpened: false, isApplying: true });
    expectEvery(injection, (o) => o.requiredQualifications.includes('注射医师执业证书'));
    expect((await options()).length).toBe(17);
  });

  it('applies for a closed project again: pending, blanks dropped, doctors named, remark trimmed', async () => {
    const before = platform.db.setupProjects.count();
    const { id } = (await api.post<{ id: number }>(`${BASE}/apply`, APPLY())).data;
    expect(platform.db.setupProjects.count()).toBe(before + 1);
    expect(await detail(id)).toMatchObject({
      projectName: '脱毛',
      categoryName: '皮肤美容',
      status: 0,
      statusStr: '审核中',
      doctorNames: [approvedDoctor().name],
      remark: '新购冰点脱毛仪',
      qualifications: [{ images: [{ url: 'hospital/project/医疗美容科（美容皮肤科）诊疗科目登记.jpg' }] }, { name: '光电设备购置凭证' }],
    });
    expect((await options(3)).find((o) => o.projectId === 315)?.isApplying).toBe(true);
  });

  it('refuses an opened or pending project, a missing or expired qualification, an unapproved doctor; changes nothing', async () => {
    const unapproved = platform.db.doctors.first({ where: { auditStatus: { in: [1, 3] } } }) as Doctor;
    const before = platform.db.setupProjects.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ projectIds: [305] }, '项目「玻尿酸」已开通，不能重复申请'],
      [{ projectIds: [311] }, '项目「超声刀」正在审核中，不能重复申请'],
      [{ projectIds: [999] }, '所选项目不存在，请重新选择'],
      [{ qualifications: [qualification('光电设备购置凭证')] }, '请上传「医疗美容科（美容皮肤科）诊疗科目登记」'],
      [
        { qualifications: [...APPLY().qualifications.slice(0, 1), { ...qualification('光电设备购置凭证'), expireDate: '2020-01-01' }] },
        '「光电设备购置凭证」已过期，请上传有效的资质',
      ],
      [{ doctorIds: [unapproved.id] }, `医生${unapproved.name}尚未通过审核，不能执行项目`],
      [{ id: 7301 }, '只有被驳回或已撤回的申请可以重新提交'],
    ];
    for (const [change, msg] of cases) {
      expect(await api.post(`${BASE}/apply`, { ...APPLY(), ...change })).toMatchObject({ success: false, msg });
    }
    expect(platform.db.setupProjects.count()).toBe(before);
  });

  it('walks a review: withdrawn, resubmitted, rejected with a reason (128), resubmitted, opened (128), closed with a reason', async () => {
    const { id } = (await api.post<{ id: number }>(`${BASE}/apply`, APPLY())).data;
    await api.post(`${BASE}/withdraw`, { id });
    expect((await detail(id)).status).toBe(3);
    expect(await api.post(`${BASE}/withdraw`, { id })).toMatchObject({ success: false, msg: '只有审核中的申请可以撤回' });
    expect(await api.post(`${BASE}/apply`, { ...APPLY(), id, projectIds: [314] })).toMatchObject({
      success: false,
      msg: '重新提交时不能更换项目',
    });
    await api.post(`${BASE}/apply`, { ...APPLY(), id });
    decideReview(platform, 'project', { account: 'demo-main', id, decision: 'reject', reason: '设备购置凭证不清晰' });
    expect(await detail(id)).toMatchObject({ status: 2, rejectReason: '设备购置凭证不清晰' });
    await api.post(`${BASE}/apply`, { ...APPLY(), id });
    decideReview(platform, 'project', { account: 'demo-main', id, decision: 'approve' });
    expect(await detail(id)).toMatchObject({ status: 1, statusStr: '已开通', rejectReason: null });
    const notices = platform.db.notifications.list({ where: { account: 'demo-main' } }).filter((n) => n.assid === String(id));
    expect(notices.map((n) => n.type)).toEqual([128, 128]);
    expect(await api.post(`${BASE}/close`, { id, reason: ' ' })).toMatchObject({ success: false, msg: '请填写关闭原因' });
    await api.post(`${BASE}/close`, { id, reason: '设备送修' });
    expect(await detail(id)).toMatchObject({ status: 4, closeReason: '设备送修' });
  });
});
