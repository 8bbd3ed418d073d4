import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render.tsx';
import { ConfirmAction } from './confirm-action.tsx';

describe('ConfirmAction', () => {
  it('asks first, runs the action once on OK, and nothing on Cancel', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(
      <ConfirmAction title="Delete this bulletin?" danger onConfirm={onConfirm}>
        Delete
      </ConfirmAction>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete this bulletin?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    // While it runs the button spins and does not ask again.
    await waitFor(() => expect(screen.getByRole('button', { name: /Delete/ })).toHaveClass('ant-btn-loading'));
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).not.toHaveClass('ant-btn-loading'));
  });

  it('leaves things as they were when the action fails', async () => {
    const onConfirm = vi.fn(async () => Promise.reject(new Error('forbidden')));
    renderWithProviders(<ConfirmAction onConfirm={onConfirm}>Revoke</ConfirmAction>);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Revoke' })).toBeEnabled());
  });
});
