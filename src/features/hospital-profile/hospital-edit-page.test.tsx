import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getHospitalBaseInfo, saveHospitalDraft, submitHospitalBaseInfo } from '@mocks/domain/hospital-profile.ts';
import { findAccount } from '@mocks/domain/session.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { getGetBaiduMapKeyMockHandler } from '@generated/main/common/common.msw';
import { answer, failure } from '@/testing/gateway-handlers.ts';
import { installGatewayServer, server } from '@/testing/test-gateway.ts';
import HospitalEditPage from './hospital-edit-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 10_000 };

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

const renderPage = () =>
  renderAtRoute(
    <>
      <Address />
      <HospitalEditPage />
    </>,
    '/hospital/hospitalEdit',
  );
const main = () => findAccount(sandbox.platform, 'demo-main')!;
const field = (name: string) => screen.findByLabelText(name, {}, slow) as Promise<HTMLInputElement>;

describe('hospital edit (/hospital/hospitalEdit)', { timeout: 90_000 }, () => {
  it('resumes the draft and submits it for review; the approved information stays until the review', async () => {
    sandbox.platform.transaction(() => saveHospitalDraft(sandbox.platform, main(), { brandName: '美莱医美' }));
    renderPage();
    expect(await field('Brand name')).toHaveValue('美莱医美');
    expect(screen.getByText(/Your draft of .* \(王雅琴\) is loaded\./)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('/hospital/hospitalInfo?nowTab=1'), slow);
    const info = getHospitalBaseInfo(sandbox.platform);
    expect(info).toMatchObject({ brandName: '上海美莱', auditStatus: 1, hasDraft: false });
    expect(sandbox.platform.db.hospitalAudits.get(info.pendingAuditId!)?.changes).toEqual([
      { field: 'brandName', fieldName: '品牌名', before: '上海美莱', after: '美莱医美' },
    ]);
  });

  it('states what is wrong and submits nothing', async () => {
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.clear(await field('Brand name'));
    await user.clear(await field('Unified social credit code'));
    await user.type(await field('Unified social credit code'), 'ABC');
    await user.clear(await field('Closes at'));
    await user.type(await field('Closes at'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    // Each field's rules settle on their own: wait for every message.
    expect(await screen.findByText('Required', {}, slow)).toBeInTheDocument();
    expect(await screen.findByText('Enter an 18-character unified social credit code', {}, slow)).toBeInTheDocument();
    expect(await screen.findByText('The closing time must be after the opening time', {}, slow)).toBeInTheDocument();
    expect(sandbox.platform.db.hospitalAudits.count({ where: { auditStatus: 1, auditType: 1 } })).toBe(0);
  });

  it('saves a draft without submitting it, and discards it after asking', async () => {
    renderPage();
    const user = userEvent.setup({ delay: null });
    const phone = await field('Customer service phone');
    await user.clear(phone);
    await user.type(phone, '021-60000000');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sandbox.platform.db.hospitalProfiles.list()[0]?.draft?.content.phone).toBe('021-60000000'), slow);
    expect(getHospitalBaseInfo(sandbox.platform).phone).toBe('021-62281234');
    await user.click(await screen.findByRole('button', { name: 'Discard draft' }, slow));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sandbox.platform.db.hospitalProfiles.list()[0]?.draft).toBeNull(), slow);
    await waitFor(async () => expect(await field('Customer service phone')).toHaveValue('021-62281234'), slow);
  });

  it('fills the registered name and credit code from the business registry', async () => {
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.type(await field('Search the business registry'), '杭州美莱');
    await user.click(await screen.findByText(/杭州美莱医疗美容医院有限公司/, {}, slow));
    expect(await field('Registered name')).toHaveValue('杭州美莱医疗美容医院有限公司');
    expect(await field('Unified social credit code')).toHaveValue('91330106MA2GL5KX7P');
  });

  it('is read-only while a change is under review, the changed field marked', async () => {
    const info = getHospitalBaseInfo(sandbox.platform);
    sandbox.platform.transaction(() =>
      submitHospitalBaseInfo(sandbox.platform, main(), {
        ...info,
        establishedDate: info.establishedDate ?? undefined,
        floorArea: info.floorArea ?? undefined,
        introduction: info.introduction ?? undefined,
        phone: '021-60000001',
      }),
    );
    renderPage();
    expect(
      await screen.findByText('A submission is under review: withdraw it to change the information again.', {}, slow),
    ).toBeInTheDocument();
    expect(await field('Brand name')).toBeDisabled();
    const phoneLabel = screen.getByText('Customer service phone').closest('label') as HTMLElement;
    expect(within(phoneLabel).getByText('Under review')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
  });

  it('links the address to Baidu Maps instead of loading its script, and follows the address as it is typed', async () => {
    renderPage();
    const note = await screen.findByRole('note', {}, slow);
    expect(note).toHaveTextContent('The map is not shown here: the client runs no third-party scripts.');
    const info = getHospitalBaseInfo(sandbox.platform);
    const link = () => new URL(within(note).getByRole('link', { name: 'Open in Baidu Maps' }).getAttribute('href') ?? '');
    await waitFor(() => expect(link().searchParams.get('content')).toContain(info.address), slow);
    expect(link().searchParams.get('content')).toContain(info.provinceName);
    expect(link().searchParams.get('location')).toBe(`${info.geo?.latitude},${info.geo?.longitude}`);
    const user = userEvent.setup({ delay: null });
    await user.clear(await field('Longitude'));
    await user.clear(await field('Address'));
    await user.type(await field('Address'), '文三路259号');
    await waitFor(() => expect(link().pathname).toBe('/geocoder'));
    expect(link().searchParams.get('address')).toMatch(/ 文三路259号$/);
    expect(document.querySelector('script[src*="map.baidu.com"]')).toBeNull();
  });

  it('says the map is unavailable when the platform gives no key, and the form still saves', async () => {
    server.use(answer(getGetBaiduMapKeyMockHandler, () => failure('地图服务未开通')));
    renderPage();
    expect(await screen.findByText('The map is unavailable; the address fields still work.', {}, slow)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.clear(await field('Address'));
    await user.type(await field('Address'), '文三路259号');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sandbox.platform.db.hospitalProfiles.list()[0]?.draft?.content.address).toBe('文三路259号'), slow);
  });
});
