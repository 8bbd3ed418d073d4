import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/lib/i18n/i18n.ts';
import { installFakeDesktop, removeFakeDesktop } from '@/testing/fake-desktop.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import MsgBoxPage from './msg-box-page.tsx';
import { onOpenChatRequest } from './open-chat-request.ts';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

const query = new URLSearchParams({
  title: '李女士',
  text: '请问双眼皮手术需要恢复多久？',
  avatar: 'https://img.example.com/a/li.png',
  chatId: 'chat-42',
}).toString();

function renderMsgBox(search = query) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/msgBox?${search}`]}>
      <Routes>
        <Route path="/msgBox" element={<MsgBoxPage />} />
        <Route path="/chat" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  setLocale('en-US');
});
afterEach(() => {
  vi.unstubAllGlobals();
  removeFakeDesktop();
});

describe('message box page', () => {
  it('shows the title, text and avatar from the hash query', () => {
    renderMsgBox();
    expect(screen.getByText('李女士')).toBeInTheDocument();
    expect(screen.getByText('请问双眼皮手术需要恢复多久？')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://img.example.com/a/li.png');
  });

  it('shows no image for an avatar that is not a web address', () => {
    renderMsgBox(new URLSearchParams({ title: 'Ann', text: 'hi', avatar: 'javascript:alert(1)', chatId: 'c' }).toString());
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('A')).toBeInTheDocument();
  });

  it('asks the main window to open the chat when clicked in the desktop client', async () => {
    installFakeDesktop();
    const requests: string[] = [];
    const stop = onOpenChatRequest(({ chatId }) => requests.push(chatId));
    try {
      renderMsgBox();
      await userEvent.setup().click(screen.getByRole('button'));
      await waitFor(() => expect(requests).toEqual(['chat-42']));
    } finally {
      stop();
    }
  });

  it('opens the chat in place in a browser', async () => {
    renderMsgBox();
    await userEvent.setup().click(screen.getByRole('button'));
    expect(await screen.findByLabelText('location')).toHaveTextContent('/chat?chatId=chat-42');
  });
});
