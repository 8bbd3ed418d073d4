import { screen, within } from '@testing-library/react';
import type { Doctor } from '@generated/main/model';
import { describe, expect, it } from 'vitest';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import DoctorDetailPage from './doctor-detail-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 15_000 };

describe('doctor detail (/hospital/doctorDetail)', { timeout: 60_000 }, () => {
  it('shows a rejected doctor with the platform’s reason, the certificates and the review history', async () => {
    const doctor = sandbox.platform.db.doctors.first({ where: { auditStatus: 3 } }) as Doctor;
    renderAtRoute(<DoctorDetailPage />, `/hospital/doctorDetail?id=${doctor.id}`);
    expect(await screen.findByText(doctor.practisingCertificateNo, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Doctor detail' })).toBeInTheDocument();
    expect(screen.getAllByText(`Reason for rejection: ${doctor.rejectReason}`).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('img', { name: /^Licence and title certificates \d$/ })).toHaveLength(doctor.qualificationImages.length);
    const history = (await screen.findByText('Review history')).closest('.ant-card') as HTMLElement;
    expect(await within(history).findByText(doctor.rejectReason as string, {}, slow)).toBeInTheDocument();
    expect(within(history).getByText(/平台审核/)).toBeInTheDocument();
  });

  it('says so for an id that is not a doctor id', async () => {
    renderAtRoute(<DoctorDetailPage />, '/hospital/doctorDetail?id=abc');
    expect(await screen.findByText('This doctor does not exist or was deleted.')).toBeInTheDocument();
  });
});
