import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/lib/i18n/i18n.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { FormDrawer } from './form-drawer.tsx';
import { FormModal } from './form-modal.tsx';

interface Values {
  title: string;
}

function Harness({ onSubmit, kind }: { onSubmit: (values: Values) => Promise<unknown>; kind: 'drawer' | 'modal' }) {
  const [open, setOpen] = useState(true);
  const Overlay = kind === 'drawer' ? FormDrawer<Values> : FormModal<Values>;
  return (
    <>
      <span>{open ? 'open' : 'closed'}</span>
      <Overlay title="New bulletin" open={open} onClose={() => setOpen(false)} onSubmit={onSubmit} invalidates={[['bulletins']]}>
        <Form.Item name="title" label="Title" rules={[{ required: true, message: 'Title is required' }]}>
          <Input />
        </Form.Item>
      </Overlay>
    </>
  );
}

describe.each(['drawer', 'modal'] as const)('Form%s', (kind) => {
  setLocale('en-US');
  const save = () => screen.getByRole('button', { name: /Save/ });

  it('validates, closes on success and invalidates the list', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { queryClient } = renderWithProviders(<Harness onSubmit={onSubmit} kind={kind} />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const user = userEvent.setup();
    await user.click(save());
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Title'), 'Holiday hours');
    await user.click(save());
    await waitFor(() => expect(screen.getByText('closed')).toBeInTheDocument());
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Holiday hours' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['bulletins'] });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('keeps what was typed when saving fails', async () => {
    const onSubmit = vi.fn(async () => Promise.reject(new Error('business error')));
    renderWithProviders(<Harness onSubmit={onSubmit} kind={kind} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Holiday hours');
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(screen.getByText('open')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Holiday hours');
  });

  it('submits once however often it is clicked while saving', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<Harness onSubmit={onSubmit} kind={kind} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'x');
    await user.click(save());
    await user.click(save());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    finish();
    await waitFor(() => expect(screen.getByText('closed')).toBeInTheDocument());
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('asks before discarding edits, and closes at once without any', async () => {
    renderWithProviders(<Harness onSubmit={async () => undefined} kind={kind} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findAllByText('What you entered has not been saved.')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByText('open')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByText('closed')).toBeInTheDocument());
  });
});
