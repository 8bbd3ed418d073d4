import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { getOrderListData } from '@generated/main/orders/orders';
import { xlsxFile, type Cell } from '@/lib/xlsx/write-sheet.ts';
import preview from '../../../../.storybook/preview.tsx';
import { InvalidContactImportButton } from './invalid-contact-import-button.tsx';

const meta = preview.meta({
  title: 'Orders/InvalidContactImportButton',
  component: InvalidContactImportButton,
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
});

/** Follow numbers of the sandbox's orders that allow the invalid-contact report now (follow-up tab, none under review). */
async function reportableFollowNumbers(count: number): Promise<string[]> {
  const page = await getOrderListData({ scope: 'all', followStatus: 1, page: 1, limit: 50 });
  const numbers = page.data.list.filter((o) => !o.isInvalidContact && o.invalidContactStatus !== 1).map((o) => o.followNumber);
  if (numbers.length < count) throw new Error('the sandbox has too few reportable orders');
  return numbers.slice(0, count);
}

const sheet = (rows: Cell[][]) =>
  new File([xlsxFile('Sheet1', ['跟进单号', '无效原因', '备注'], rows) as Uint8Array<ArrayBuffer>], 'batch.xlsx');

async function openAndPick(canvasElement: HTMLElement, file: File) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Batch invalid contact|批量无效联系方式/ }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.upload(within(dialog).getByLabelText(/Excel file of invalid contacts|无效联系方式 Excel 文件/), file);
  return dialog;
}

/** One row's follow number does not exist: the platform's check names that row, and nothing can be sent. */
export const RowError = meta.story({
  play: async ({ canvasElement }) => {
    const [real] = await reportableFollowNumbers(1);
    const dialog = await openAndPick(
      canvasElement,
      sheet([
        [real ?? '', 3, '连续三天无人接听'],
        ['F00000000404', '非本人', ''],
      ]),
    );
    const table = await within(dialog).findByRole('table');
    const refused = await within(table).findByText('跟进单号不存在');
    // The dialog may still be fading in when the row is checked: wait until it shows.
    await waitFor(() => expect(refused).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: /Report 2 orders|提交 2 个订单/ })).toBeDisabled();
  },
});

/** Every row passes the platform's check; sending reports them and closes the dialog. */
export const AllRowsSent = meta.story({
  play: async ({ canvasElement }) => {
    const numbers = await reportableFollowNumbers(2);
    const dialog = await openAndPick(canvasElement, sheet(numbers.map((n, i) => [n, i + 1, ''])));
    // The button names the count once the file's rows are read.
    const send = await within(dialog).findByRole('button', { name: /Report 2 orders|提交 2 个订单/ });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    // The toast fades in: wait for it to be shown, and for the dialog to be gone.
    await waitFor(() => expect(screen.getByText(/2 invalid contacts reported for review|已提交 2 条无效联系方式申请/)).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
});
