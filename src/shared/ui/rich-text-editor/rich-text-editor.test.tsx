import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '@/testing/prosemirror-jsdom.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import { LazyRichTextEditor } from './lazy-rich-text-editor.tsx';

function Controlled({ initial = '', maxText }: { initial?: string; maxText?: number }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor aria-label="Body" value={html} onChange={setHtml} maxText={maxText} />
      <output aria-label="html">{html}</output>
    </>
  );
}

describe('RichTextEditor', () => {
  it('is a labelled text box whose typing reaches the form as HTML', async () => {
    renderWithProviders(<Controlled />);
    const box = screen.getByRole('textbox', { name: 'Body' });
    const user = userEvent.setup();
    await user.click(box);
    await user.keyboard('冬季补水');
    await waitFor(() => expect(screen.getByLabelText('html')).toHaveTextContent('<p>冬季补水</p>'));
  });

  it('formats with its toolbar: bold pressed shows as pressed and wraps the selection', async () => {
    renderWithProviders(<Controlled initial="<p>到院有礼</p>" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Body' }));
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(screen.getByLabelText('html')).toHaveTextContent('<p><strong>到院有礼</strong></p>'));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('gives the form nothing for an empty document, and shows a value set from outside', async () => {
    const { rerender } = renderWithProviders(<RichTextEditor aria-label="Body" value="" />);
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveTextContent('');
    rerender(<RichTextEditor aria-label="Body" value="<p>新的内容</p>" />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Body' })).toHaveTextContent('新的内容'));
  });

  it('counts text characters against its limit and marks the count when over', async () => {
    renderWithProviders(<Controlled initial="<p>一二三</p><p><strong>四五</strong></p>" maxText={4} />);
    const count = await screen.findByText('5 / 4 characters');
    expect(count.closest('.ant-typography')).toHaveClass('ant-typography-danger');
  });

  it('keeps none of a pasted hostile body but its text', async () => {
    renderWithProviders(<Controlled />);
    const box = screen.getByRole('textbox', { name: 'Body' });
    const html = '<p>粘贴的文字</p><img src=x onerror="alert(1)"><script>alert(2)</script>';
    const clipboardData = {
      getData: (type: string) => (type === 'text/html' ? html : type === 'text/plain' ? '粘贴的文字' : ''),
      types: ['text/html', 'text/plain'],
      files: [],
      items: [],
    };
    box.focus();
    fireEvent.paste(box, { clipboardData });
    await waitFor(() => expect(screen.getByLabelText('html')).toHaveTextContent('粘贴的文字'));
    expect(screen.getByLabelText('html').textContent).not.toMatch(/script|onerror|<img/);
    expect(box.querySelector('img, script, [onerror]')).toBeNull();
  });

  it('loads lazily behind a status, then edits', async () => {
    renderWithProviders(<LazyRichTextEditor aria-label="Lazy body" value="<p>已有内容</p>" />);
    expect(await screen.findByRole('textbox', { name: 'Lazy body' })).toHaveTextContent('已有内容');
  });
});
