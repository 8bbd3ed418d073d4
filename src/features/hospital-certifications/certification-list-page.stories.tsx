import { expect, screen, userEvent, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import CertificationListPage from './certification-list-page.tsx';

const meta = preview.meta({ title: 'Pages/Qualification library (/hospital/projectCertification)', component: CertificationListPage });

/** The sandbox's library: status tabs with counts, the table with revoke and resubmit. */
export const Library = meta.story({
  decorators: [withRouter('/hospital/projectCertification')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Drug and device qualifications|药械资质库/ })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: /^(approved \(\d+\)|已通过（\d+）)$/ })).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect((await within(table).findAllByRole('button', { name: /Revoke|撤\s?销/ })).length).toBeGreaterThan(0);
  },
});

/** The rejected tab: each entry says why and offers to resubmit. */
export const Rejected = meta.story({
  decorators: [withRouter('/hospital/projectCertification?auditStatus=3')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    await expect((await within(table).findAllByText(/Reason for rejection|驳回原因/)).length).toBeGreaterThan(0);
    await expect((await within(table).findAllByRole('button', { name: /Resubmit|重新提交/ })).length).toBeGreaterThan(0);
  },
});

/** Adding an entry: the drawer with the catalogue search and the required proofs. */
export const AddForm = meta.story({
  decorators: [withRouter('/hospital/projectCertification')],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Add qualification|添加资质/ }));
    const drawer = await screen.findByRole('dialog');
    await expect(within(drawer).getByLabelText(/Find in the platform catalogue|从平台药械库查找/)).toBeVisible();
    await expect(within(drawer).getByText(/Purchase proof|采购凭证/)).toBeVisible();
  },
});
