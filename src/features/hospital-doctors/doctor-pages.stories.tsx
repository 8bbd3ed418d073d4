import { expect, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import { storyImages } from '@/testing/story-images.ts';
import preview from '../../../.storybook/preview.tsx';
import DoctorDetailPage from './doctor-detail-page.tsx';
import DoctorEditPage from './doctor-edit-page.tsx';
import DoctorListPage from './doctor-list-page.tsx';

const meta = preview.meta({
  title: 'Pages/Doctors (/hospital/doctor)',
  component: DoctorListPage,
  beforeEach: ({ msw }) => {
    msw.use(storyImages(['doctor']));
  },
});

/** The sandbox's seeded doctors (8801 on): every 7th rejected, every 5th under review. */
const REJECTED_DOCTOR = 8807;
const APPROVED_DOCTOR = 8801;

/** The list as demo-main sees it: filters, the paged table with review and online status, the add button. */
export const AllDoctors = meta.story({
  decorators: [withRouter('/hospital/doctor')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Doctors|医生管理/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Add doctor|添加医生/ })).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect((await within(table).findAllByRole('button', { name: /Delete|删除/ })).length).toBeGreaterThan(0);
  },
});

/** Opened on the rejected doctors: each row says why. */
export const RejectedOnly = meta.story({
  decorators: [withRouter('/hospital/doctor?auditStatus=3')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    await expect((await within(table).findAllByText(/Reason for rejection|驳回原因/)).length).toBeGreaterThan(0);
    await expect(within(table).queryByText(/^(approved|审核通过)$/)).toBeNull();
  },
});

/** A rejected doctor (notification 133094 lands here): the reason, the certificates, the review history. */
export const RejectedDoctorDetail = meta.story({
  render: () => <DoctorDetailPage />,
  decorators: [withRouter(`/hospital/doctorDetail?id=${REJECTED_DOCTOR}`)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText(/Reason for rejection|驳回原因/)).length).toBeGreaterThan(0);
    await expect(await canvas.findByText(/Review history|审核记录/)).toBeVisible();
    await expect((await canvas.findAllByText(/平台审核/)).length).toBeGreaterThan(0);
  },
});

/** Adding a doctor: an empty form with the review hint. */
export const NewDoctor = meta.story({
  render: () => <DoctorEditPage />,
  decorators: [withRouter('/hospital/doctorEdit')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Submit for review|提交审核/ })).toBeEnabled();
    await expect(canvas.getByLabelText(/^(Name|姓名)$/)).toHaveValue('');
  },
});

/** Editing an approved doctor: the form filled from the platform. */
export const EditDoctor = meta.story({
  render: () => <DoctorEditPage />,
  decorators: [withRouter(`/hospital/doctorEdit?id=${APPROVED_DOCTOR}`)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText(/^(Name|姓名)$/, {}, { timeout: 8000 });
    await expect((name as HTMLInputElement).value).not.toBe('');
    await expect((canvas.getByLabelText(/Practising certificate no\.|医师执业证书编码/) as HTMLInputElement).value).toMatch(/^\d{15}$/);
  },
});
