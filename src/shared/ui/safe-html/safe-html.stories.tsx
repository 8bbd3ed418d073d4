import { expect, within } from 'storybook/test';
import preview from '../../../../.storybook/preview.tsx';
import { SafeHtml } from './safe-html.tsx';

const meta = preview.meta({
  title: 'Shared/Safe HTML',
  component: SafeHtml,
  parameters: { layout: 'padded' },
});

/** A help article as the back office writes it: headings, lists, a link and an image. */
export const Article = meta.story({
  args: {
    html:
      '<h3>Receiving dispatched orders</h3><p>Keep the client open: a <strong>dispatch</strong> plays a sound and shows a popup.</p>' +
      '<ul><li>Open the order from the popup</li><li>Follow up within 15 minutes</li></ul>' +
      '<p>More in the <a href="https://help.example.com/dispatch">online guide</a>.</p>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Receiving dispatched orders' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'online guide' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
});

/** What an attacker's article becomes: the text stays, the script, handler and script link do not. */
export const HostileArticle = meta.story({
  args: {
    html:
      '<p>Harmless text</p><form><input name="nodeType"><img src="x" onerror="alert(1)"></form>' +
      '<a href="javascript:alert(1)">click me</a><script>alert(2)</script>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Harmless text')).toBeVisible();
    await expect(canvas.getByText('click me')).not.toHaveAttribute('href');
    await expect(canvasElement.querySelector('[onerror], script, form, input')).toBeNull();
  },
});
