import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { decideHospitalReview, getHospitalBaseInfo, submitHospitalBaseInfo } from '@mocks/domain/hospital-profile.ts';
import { findAccount } from '@mocks/domain/session.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import HospitalInfoPage from './hospital-info-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 8000 };

/** A pending base-info change, as the edit page would submit it. */
function submitPhoneChange(): number {
  const { platform } = sandbox;
  const info = getHospitalBaseInfo(platform);
  return platform.transaction(() =>
    submitHospitalBaseInfo(platform, findAccount(platform, 'demo-main')!, {
      registeredName: info.registeredName,
      brandName: info.brandName,
      creditCode: info.creditCode,
      logo: info.logo,
      type: info.type,
      level: info.level,
      provinceId: info.provinceId,
      cityId: info.cityId,
      districtId: info.districtId,
      address: info.address,
      geo: info.geo,
      businessHours: info.businessHours,
      phone: '021-62280000',
      environmentImages: info.environmentImages,
    }),
  );
}

describe('hospital information (/hospital/hospitalInfo)', { timeout: 60_000 }, () => {
  it('tab 1: base information, the rejected review with its reason, and the review log', async () => {
    renderAtRoute(<HospitalInfoPage />, '/hospital/hospitalInfo');
    expect(screen.getByRole('heading', { level: 1, name: 'Hospital information' })).toBeInTheDocument();
    expect(await screen.findByText('上海美莱医疗美容门诊部', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Your last changes were rejected: 品牌名需与营业执照字号一致，请修改后重新提交')).toBeInTheDocument();
    const log = await screen.findByRole('table', { name: 'Review log' }, slow);
    expect(await within(log).findByText('上传的审查证明图片模糊，请上传清晰完整的原件照片', {}, slow)).toBeInTheDocument();
  });

  it('withdraws a pending change after asking; it goes back into the draft', async () => {
    const auditId = submitPhoneChange();
    renderAtRoute(<HospitalInfoPage />, '/hospital/hospitalInfo?nowTab=1');
    const pending = await screen.findByText(/Your changes are under review/, {}, slow);
    const user = userEvent.setup({ delay: null });
    await user.click(within(pending.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Withdraw' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sandbox.platform.db.hospitalAudits.get(auditId)?.auditStatus).toBe(4), slow);
    expect(await screen.findByText('You withdrew your last submission; it was kept as a draft.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue editing' })).toBeInTheDocument();
  });

  it('tab 2 (the notices of 200107 and the like): days left, the expiry warning, the rejected renewal', async () => {
    renderAtRoute(<HospitalInfoPage />, '/hospital/hospitalInfo?nowTab=2');
    const table = await screen.findByRole('table', { name: 'Licences' }, slow);
    expect(screen.getByRole('tab', { name: 'Licences and proofs', selected: true })).toBeInTheDocument();
    expect(await screen.findByText(/2 licences have expired or expire within 30 days/, {}, slow)).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText(/\d+ days left/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('expiring soon')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/Reason: 上传的审查证明图片模糊/)).toBeInTheDocument();
  });

  it('the renewal form refuses a last valid day before today and missing images', async () => {
    renderAtRoute(<HospitalInfoPage />, '/hospital/hospitalInfo?nowTab=2');
    const table = await screen.findByRole('table', { name: 'Licences' }, slow);
    const user = userEvent.setup({ delay: null });
    await user.click(within(table).getAllByRole('button', { name: 'Renew' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Valid from'), '2020-01-01');
    await user.type(within(dialog).getByLabelText('Valid to'), '2021-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    expect(await within(dialog).findByText('The last valid day cannot be before today')).toBeInTheDocument();
    expect(within(dialog).getByText('Upload 1 to 6 images')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Valid long-term' }));
    await waitFor(() => expect(within(dialog).queryByText('The last valid day cannot be before today')).not.toBeInTheDocument());
    expect(sandbox.platform.db.hospitalAudits.count({ where: { auditStatus: 1, auditType: 2 } })).toBe(0);
  });

  it('tab 3: honors with their review state; a rejected one can be deleted after asking', async () => {
    renderAtRoute(<HospitalInfoPage />, '/hospital/hospitalInfo?nowTab=3');
    const table = await screen.findByRole('table', { name: 'Honors' }, slow);
    const rejected = within(table).getByText('长宁区诚信经营单位').closest('tr') as HTMLElement;
    expect(within(rejected).getByText('rejected')).toBeInTheDocument();
    const pending = within(table).getByText('年度最受欢迎眼整形机构').closest('tr') as HTMLElement;
    expect(within(pending).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(within(rejected).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sandbox.platform.db.hospitalHonors.get(303)).toBeUndefined(), slow);
  });

  it('the honor form states what is missing', async () => {
    renderAtRoute(<HospitalInfoPage />, '/hospital/hospitalInfo?nowTab=3');
    await screen.findByRole('table', { name: 'Honors' }, slow);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add honor' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    expect(await within(dialog).findByText('Enter the honor (at most 50 characters)')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter who awarded it (at most 50 characters)')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the award date')).toBeInTheDocument();
  });

  it('an approval from the platform shows as approved', async () => {
    const auditId = submitPhoneChange();
    sandbox.platform.transaction(() => decideHospitalReview(sandbox.platform, auditId, 'approve'));
    renderAtRoute(<HospitalInfoPage />, '/hospital/hospitalInfo');
    expect(await screen.findByText('The information is approved.', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('021-62280000')).toBeInTheDocument();
  });
});
