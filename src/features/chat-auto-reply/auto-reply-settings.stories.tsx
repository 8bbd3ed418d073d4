import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import { AutoReplyCard } from './auto-reply-card.tsx';
import { AutoReplyButton } from './auto-reply-drawer.tsx';
import AutoReplySettings from './auto-reply-settings.tsx';

const meta = preview.meta({ title: 'Chat auto-reply/Settings', component: AutoReplySettings });

const titles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByTestId('auto-reply-rule')
    .map((row) => row.querySelector('strong')?.textContent);

/** The hospital's rules in the order they are tried, with the switch; a rule moves down by its button. */
export const Rules = meta.story({
  decorators: [withRouter('/chat')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('营业时间', { selector: 'strong' })).toBeVisible();
    await expect(await canvas.findByRole('switch', { name: /^(Auto reply|自动回复)$/ })).toBeVisible();
    await expect(await canvas.findByText(/(Working hours|工作时间)：?:? ?\d\d:\d\d/)).toBeVisible();
    const before = titles(canvasElement).indexOf('医院地址');
    await userEvent.click(canvas.getByRole('button', { name: /(Move “医院地址” down|下移“医院地址”)/ }));
    await waitFor(() => expect(titles(canvasElement).indexOf('医院地址')).toBe(before + 1));
  },
});

/** A new rule is checked before it is sent: a keyword rule needs its keywords, name and reply. */
export const NewRuleChecks = meta.story({
  decorators: [withRouter('/chat')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^(New rule|新建规则)$/ }));
    const title = await screen.findByText(/^(New auto-reply rule|新建自动回复规则)$/);
    const dialog = within(title.closest('[role="dialog"]') as HTMLElement);
    await userEvent.click(dialog.getByRole('button', { name: /^(Save|保\s?存)$/ }));
    // The field errors fade in.
    await waitFor(() => expect(dialog.getByText(/Enter at least one keyword|请至少填写一个关键词/)).toBeVisible());
    await expect(dialog.getAllByText(/^(Required|必填)$/)).toHaveLength(2);
    await expect(dialog.getByText('0 / 500')).toBeVisible();
  },
});

/** Where staff find it in the chat workspace: the toolbar button opens the settings in a drawer. */
export const FromTheChatToolbar = meta.story({
  render: () => <AutoReplyButton />,
  decorators: [withRouter('/chat')],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^(Auto reply|自动回复)$/ }));
    const title = await screen.findByText(/^(Chat auto-reply|聊天自动回复)$/, { selector: '.ant-drawer-title' });
    const drawer = within(title.closest('[role="dialog"]') as HTMLElement);
    await expect(await drawer.findByText('首次咨询欢迎语', { selector: 'strong' })).toBeVisible();
  },
});

/** The same settings as a section of /setting. */
export const InSettings = meta.story({
  render: () => <AutoReplyCard />,
  decorators: [withRouter('/setting')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^(Chat auto-reply|聊天自动回复)$/)).toBeVisible();
    await expect(await canvas.findByText('下班时间回复', { selector: 'strong' })).toBeVisible();
  },
});
