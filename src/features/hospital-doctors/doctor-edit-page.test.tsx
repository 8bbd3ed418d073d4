import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Doctor } from '@generated/main/model';
import { describe, expect, it } from 'vitest';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer, server } from '@/testing/test-gateway.ts';
import DoctorEditPage from './doctor-edit-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 15_000 };
const fast = () => userEvent.setup({ delay: null });
const submit = async () => fast().click(await screen.findByRole('button', { name: 'Submit for review' }, slow));

describe('doctor edit (/hospital/doctorEdit)', { timeout: 90_000 }, () => {
  it('checks a new doctor before sending: name, certificate number, certificates and projects; nothing is saved', async () => {
    const before = sandbox.platform.db.doctors.count();
    renderAtRoute(<DoctorEditPage />, '/hospital/doctorEdit');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit doctor' })).toBeInTheDocument();
    await fast().type(await screen.findByLabelText('Practising certificate no.', {}, slow), '12345');
    await submit();
    expect(await screen.findByText('Enter the doctor’s name', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('The practising certificate number has 15 digits')).toBeInTheDocument();
    expect(screen.getByText('Upload at least one licence or qualification certificate')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one project')).toBeInTheDocument();
    expect(sandbox.platform.db.doctors.count()).toBe(before);
  });

  it('edits an approved doctor: the change is saved and the doctor goes back to review, offline', async () => {
    const doctor = sandbox.platform.db.doctors.first({ where: { auditStatus: 2, onlineStatus: 1 } }) as Doctor;
    renderAtRoute(<DoctorEditPage />, `/hospital/doctorEdit?id=${doctor.id}`);
    const years = await screen.findByLabelText('Years in practice', {}, slow);
    expect(screen.getByLabelText('Name')).toHaveValue(doctor.name);
    await fast().clear(years);
    await fast().type(years, '41');
    await submit();
    await waitFor(
      () => expect(sandbox.platform.db.doctors.get(doctor.id)).toMatchObject({ practiceYears: 41, auditStatus: 1, onlineStatus: 0 }),
      slow,
    );
    expect(sandbox.platform.db.doctors.get(doctor.id)?.projects).toEqual(doctor.projects);
  });

  it('keeps the input when the platform refuses (a certificate number another doctor has)', async () => {
    const [doctor, other] = sandbox.platform.db.doctors.list({ where: { auditStatus: 2 }, limit: 2 }) as [Doctor, Doctor];
    renderAtRoute(<DoctorEditPage />, `/hospital/doctorEdit?id=${doctor.id}`);
    const number = await screen.findByLabelText('Practising certificate no.', {}, slow);
    await fast().clear(number);
    await fast().type(number, other.practisingCertificateNo);
    const answers: unknown[] = [];
    server.events.on('response:mocked', ({ request, response }) => {
      if (request.url.includes('/doctor/saveDoctor'))
        void response
          .clone()
          .json()
          .then((body) => answers.push(body));
    });
    await submit();
    await waitFor(
      () => expect(answers).toEqual([expect.objectContaining({ success: false, msg: `执业证书编码与医生「${other.name}」重复` })]),
      slow,
    );
    server.events.removeAllListeners();
    expect(number).toHaveValue(other.practisingCertificateNo);
    expect(sandbox.platform.db.doctors.get(doctor.id)?.practisingCertificateNo).toBe(doctor.practisingCertificateNo);
  });

  it('a doctor under review opens read-only with the reason', async () => {
    const pending = sandbox.platform.db.doctors.first({ where: { auditStatus: 1 } }) as Doctor;
    renderAtRoute(<DoctorEditPage />, `/hospital/doctorEdit?id=${pending.id}`);
    expect(
      await screen.findByText('The profile is under review and can be edited once the platform has decided.', {}, slow),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
  });
});
