import { expect, within } from 'storybook/test';
import { clearSession } from '@/lib/session/session-store.ts';
import { withRouter } from '@/testing/story-decorators.tsx';
import { startStorySession } from '@/testing/story-session.tsx';
import preview from '../../../.storybook/preview.tsx';
import HospitalEditPage from './hospital-edit-page.tsx';

const meta = preview.meta({
  title: 'Pages/Hospital edit (/hospital/hospitalEdit)',
  component: HospitalEditPage,
  beforeEach: () => {
    startStorySession();
    return () => clearSession();
  },
});

/** The form on the approved information: registry search, the fields, draft and submit actions. */
export const EditBaseInformation = meta.story({
  decorators: [withRouter('/hospital/hospitalEdit')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Edit hospital information|编辑机构信息/ })).toBeVisible();
    await expect(await canvas.findByLabelText(/^(Brand name|品牌名)$/)).toHaveValue('上海美莱');
    await expect(canvas.getByLabelText(/Search the business registry|搜索工商信息/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Submit for review|提交审核/ })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /Save draft|保存草稿/ })).toBeEnabled();
    // The map note (address-map-note.tsx): no Baidu script, a link to Baidu Maps for the address.
    const note = await canvas.findByRole('note');
    await expect(within(note).getByText(/runs no third-party scripts|不运行第三方脚本/)).toBeVisible();
    await expect(within(note).getByRole('link', { name: /Open in Baidu Maps|在百度地图中打开/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/api\.map\.baidu\.com\/marker\?/),
    );
  },
});
