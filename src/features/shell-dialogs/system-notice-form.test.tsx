import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/lib/i18n/i18n.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import {
  NOTICE_CONTENT_MAX,
  NOTICE_TITLE_MAX,
  SystemNoticeForm,
  type SystemNoticeValues,
  systemNoticeDialog,
  useSystemNoticeForm,
} from './system-notice-form.tsx';

const TITLE_MESSAGE = 'please fill in the notice title';

beforeEach(() => {
  setLocale('en-US');
});
afterEach(() => vi.unstubAllGlobals());

function field(label: string): HTMLElement {
  return screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
}
const input = (label: string) => field(label).querySelector('input, textarea') as HTMLInputElement;

async function fill(label: string, value: string) {
  const user = userEvent.setup();
  await user.clear(input(label));
  if (value) {
    await user.click(input(label));
    await user.paste(value);
  }
}

async function submit() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Preview' }));
}

/** The validation messages a form item shows once validation has settled. */
async function errorsOf(label: string): Promise<string[]> {
  await waitFor(() => expect(field(label).querySelector('.ant-form-item-explain')).not.toBeNull());
  return [...field(label).querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent ?? '');
}

const noErrors = (label: string) => field(label).querySelector('.ant-form-item-explain-error') === null;

describe('system notice form', () => {
  it('requires the title with the specified message', async () => {
    renderWithProviders(<SystemNoticeForm />);
    await fill('Content', 'The platform is upgraded tonight.');
    await submit();
    expect(await errorsOf('Title')).toEqual([TITLE_MESSAGE]);
    expect(noErrors('Content')).toBe(true);
  });

  it('shows the title message for empty content too', async () => {
    renderWithProviders(<SystemNoticeForm />);
    await fill('Title', 'Maintenance');
    await submit();
    expect(await errorsOf('Content')).toEqual([TITLE_MESSAGE]);
    expect(noErrors('Title')).toBe(true);
  });

  it('counts only spaces, slashes and newlines as empty', async () => {
    renderWithProviders(<SystemNoticeForm />);
    await fill('Title', '  / ');
    await fill('Content', '  / \n');
    await submit();
    expect(await errorsOf('Title')).toEqual([TITLE_MESSAGE]);
    expect(await errorsOf('Content')).toEqual([TITLE_MESSAGE]);
  });

  it('takes a title of 100 characters and rejects 101', async () => {
    renderWithProviders(<SystemNoticeForm />);
    await fill('Content', 'ok');
    await fill('Title', 'a'.repeat(NOTICE_TITLE_MAX + 1));
    await submit();
    expect(await errorsOf('Title')).toEqual(['the notice title can be at most 100 characters']);
    await fill('Title', '通'.repeat(NOTICE_TITLE_MAX));
    await submit();
    await waitFor(() => expect(noErrors('Title')).toBe(true));
  });

  it('takes content of 500 characters and rejects 501', async () => {
    renderWithProviders(<SystemNoticeForm />);
    await fill('Title', 'Maintenance');
    await fill('Content', 'b'.repeat(NOTICE_CONTENT_MAX + 1));
    await submit();
    expect(await errorsOf('Content')).toEqual(['the notice content can be at most 500 characters']);
    await fill('Content', 'b'.repeat(NOTICE_CONTENT_MAX));
    await submit();
    await waitFor(() => expect(noErrors('Content')).toBe(true));
  });

  it('previews a valid notice as the chosen dialog type and hands the values over', async () => {
    const onSubmit = vi.fn<(values: SystemNoticeValues) => void>();
    renderWithProviders(<SystemNoticeForm initialValues={{ dialogType: 'confirm-remind-again-later' }} onSubmit={onSubmit} />);
    await fill('Title', 'New agreement');
    await fill('Content', 'Please sign the new agreement.');
    await submit();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('New agreement', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    expect(within(dialog).getByText('Please sign the new agreement.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'remind again later' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({
      dialogType: 'confirm-remind-again-later',
      title: 'New agreement',
      content: 'Please sign the new agreement.',
    });
  });

  it('offers the five dialog types, each with its own buttons', () => {
    const base = { title: 't', content: 'c' };
    expect(systemNoticeDialog({ ...base, dialogType: 'tips' })).toMatchObject({ kind: 'info', props: { okText: 'OK' } });
    expect(systemNoticeDialog({ ...base, dialogType: 'alert' })).toMatchObject({ kind: 'warning' });
    expect(systemNoticeDialog({ ...base, dialogType: 'confirm' })).toMatchObject({ kind: 'confirm', props: { cancelText: 'cancel' } });
    expect(systemNoticeDialog({ ...base, dialogType: 'reload' })).toMatchObject({ kind: 'info', props: { okText: 'reload' } });
    expect(systemNoticeDialog({ ...base, dialogType: 'confirm-remind-again-later' })).toMatchObject({
      kind: 'confirm',
      props: { cancelText: 'remind again later' },
    });
  });

  it('is hidden until its opener is called', async () => {
    function Harness() {
      const notice = useSystemNoticeForm();
      return (
        <>
          <button type="button" onClick={notice.open}>
            secret
          </button>
          {notice.holder}
        </>
      );
    }
    renderWithProviders(<Harness />);
    expect(screen.queryByText('System notice')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'secret' }));
    expect(await screen.findByText('System notice')).toBeInTheDocument();
    expect(screen.getByText('Dialog type', { selector: 'label' })).toBeInTheDocument();
  });
});
