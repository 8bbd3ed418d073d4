import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render.tsx';
import { MethodTabs } from './method-tabs.tsx';

function Methods() {
  const [active, setActive] = useState('password');
  return (
    <MethodTabs
      active={active}
      onChange={setActive}
      items={[
        { key: 'password', label: 'Account', content: <label>Password form</label> },
        { key: 'phone', label: 'Phone', content: <label>Phone form</label> },
        { key: 'account-center', label: 'Account centre', content: <label>Account centre hint</label> },
      ]}
    />
  );
}

const selected = () =>
  screen
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent);

describe('sign-in method tabs', () => {
  it('shows only the chosen method, in a panel labelled by its tab', async () => {
    renderWithProviders(<Methods />);
    expect(screen.getByRole('tablist')).toBeVisible();
    expect(selected()).toEqual(['Account']);
    const panel = screen.getByRole('tabpanel', { name: 'Account' });
    expect(panel).toHaveTextContent('Password form');
    expect(screen.queryByText('Phone form')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(selected()).toEqual(['Phone']);
    expect(screen.getByRole('tabpanel', { name: 'Phone' })).toHaveTextContent('Phone form');
    expect(screen.queryByText('Password form')).toBeNull();
  });

  it('moves with the arrow keys (wrapping), Home and End, and only the chosen tab is in the tab order', async () => {
    renderWithProviders(<Methods />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['Phone']);
    expect(screen.getByRole('tab', { name: 'Phone' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(selected()).toEqual(['Account centre']);
    await user.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['Account']);
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toEqual(['Account centre']);
    await user.keyboard('{Home}');
    expect(selected()).toEqual(['Account']);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });
});
