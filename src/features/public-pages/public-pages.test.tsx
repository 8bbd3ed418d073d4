import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/i18n.ts';
import { clearSession, startSession } from '@/lib/session/session-store.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import DownloadPage, { DESKTOP_INSTALLERS, detectPlatform } from './download-page.tsx';
import NotFoundPage from './not-found-page.tsx';
import QrLoginErrorPage from './qr-login-error-page.tsx';
import WelcomePage from './welcome-page.tsx';

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderAt(path: string, page: ReactElement) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  setLocale('en-US');
  clearSession();
});

describe('public pages', () => {
  it('404 says the page does not exist and leads home', async () => {
    renderAt('/404', <NotFoundPage />);
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Back to home' });
    expect(home).toHaveAttribute('href', '/dashbord');
    await userEvent.setup().click(home);
    expect(await screen.findByLabelText('location')).toHaveTextContent(/^\/dashbord$/);
  });

  it('QR sign-in error leads back to /login', async () => {
    renderAt('/qrloginerr', <QrLoginErrorPage />);
    expect(screen.getByText('QR sign-in failed')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByLabelText('location')).toHaveTextContent('/login');
  });

  it('welcome leads to sign-in without a session and into the workbench with one', async () => {
    renderAt('/welcome', <WelcomePage />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    startSession({
      rootMenus: [],
      userInfo: { id: 1, imId: 'im-1', account: 'a', realName: 'A', hospitalId: 1, hospitalRegisteredName: 'H', isMainAccount: true },
      ucToken: 't',
      wsNotificationToken: 'p',
      authCode: [],
    });
    expect(await screen.findByRole('link', { name: 'Enter the workbench' })).toHaveAttribute('href', '/dashbord');
  });

  it('download offers an installer per desktop platform and says what the desktop adds', () => {
    renderAt('/download', <DownloadPage />);
    for (const name of ['Windows', 'macOS', 'Linux']) expect(screen.getByText(name)).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /Download/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(DESKTOP_INSTALLERS.map((installer) => installer.href));
    expect(screen.getByText('update prompts: new versions are offered inside the app')).toBeInTheDocument();
    expect(screen.getByText('tray flashing when a message or a dispatched order arrives')).toBeInTheDocument();
    expect(screen.getByText('window shake for dispatched orders')).toBeInTheDocument();
    expect(screen.getByText('auto start with the computer, so no dispatch is missed')).toBeInTheDocument();
  });

  it('recognises the visitor’s platform', () => {
    expect(detectPlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('win32');
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('darwin');
    expect(detectPlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe('linux');
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14)')).toBeUndefined();
  });
});
