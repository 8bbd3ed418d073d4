import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import ProductInfoPage from './product-info-page.tsx';

const meta = preview.meta({ title: 'Pages/E-commerce product form (/ec/product-info)', component: ProductInfoPage });

/** A new product: saving empty says what is missing, prices included. */
export const NewProduct = meta.story({
  decorators: [withRouter('/ec/product-info')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Save and submit for review|保存并提交审核/ }));
    // The message fades in: wait for it to be shown, not only mounted.
    const missingName = await canvas.findByText(/Please enter the product name|请填写商品名称/);
    await waitFor(() => expect(missingName).toBeVisible());
    await expect((await canvas.findAllByText(/A positive amount with at most two decimals|请填写大于0且最多两位小数的金额/)).length).toBe(
      2,
    );
  },
});

/** A seeded product opened to edit: its name, SKUs and the safe preview of its description. */
export const EditProduct = meta.story({
  decorators: [withRouter('/ec/product-info?id=66001')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('瑞蓝2号玻尿酸1ml', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByLabelText(/Original price of specification 1|规格1的原价/)).toHaveValue('3980.00');
    await expect(await canvas.findByText(/Preview|预览/)).toBeVisible();
  },
});
