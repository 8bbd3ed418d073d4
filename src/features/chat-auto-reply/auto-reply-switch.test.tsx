import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import { AutoReplySwitch } from './auto-reply-switch.tsx';

installGatewayServer();
installSandboxGateway('demo-sub');

describe('auto-reply switch for a sub-account', () => {
  it('shows the switch and the hours, disabled, with the reason', async () => {
    renderAtRoute(<AutoReplySwitch />, '/chat');
    const toggle = await screen.findByRole('switch', { name: 'Auto reply' }, { timeout: 15_000 });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription('Only the main account can turn auto reply on or off');
    expect(screen.getByText('Working hours: 09:00–21:00, Mon Tue Wed Thu Fri Sat')).toBeInTheDocument();
    expect(screen.getByText('Answers after 30 s without a staff reply')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit hours and wait' })).not.toBeInTheDocument();
  });
});
