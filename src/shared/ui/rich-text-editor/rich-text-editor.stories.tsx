import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

/** The editor as a form holds it, with the HTML it gives the form beside it. */
function EditorWithOutput({ initial, maxText }: { initial: string; maxText?: number }) {
  const [html, setHtml] = useState(initial);
  return (
    <div style={{ maxWidth: 640 }}>
      <RichTextEditor aria-label="Body" value={html} onChange={setHtml} maxText={maxText} />
      <pre aria-label="HTML" style={{ whiteSpace: 'pre-wrap' }}>
        {html}
      </pre>
    </div>
  );
}

const meta = preview.meta({ title: 'Shared/Rich-text editor', component: EditorWithOutput, parameters: { layout: 'padded' } });

/** Typing and formatting: the toolbar's buttons say whether they are on, the form gets HTML. */
export const Formatting = meta.story({
  args: { initial: '', maxText: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = canvas.getByRole('textbox', { name: 'Body' });
    await userEvent.click(body);
    await userEvent.keyboard('到院');
    await userEvent.click(canvas.getByRole('button', { name: /Bold|加粗/ }));
    await expect(canvas.getByRole('button', { name: /Bold|加粗/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('有礼');
    await waitFor(() => expect(canvas.getByLabelText('HTML')).toHaveTextContent('<p>到院<strong>有礼</strong></p>'));
    await expect(canvas.getByText(/^4 \/ 200/)).toBeVisible();
  },
});

/** Over the limit: the count turns red (the form's rule then refuses it). */
export const OverTheLimit = meta.story({
  args: { initial: '<h3>元旦门诊安排</h3><ul><li>1月1日照常营业</li><li>1月2日专家坐诊</li></ul>', maxText: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '元旦门诊安排' })).toBeVisible();
    const count = canvas.getByText(/^22 \/ 10/);
    await expect(count.closest('.ant-typography')).toHaveClass('ant-typography-danger');
  },
});
