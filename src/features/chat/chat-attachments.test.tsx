/**
 * Pictures and files in the conversation: the chat's limits refuse a file before anything is
 * uploaded, the pending message shows its upload's progress and a cancel, a stored file is sent
 * the way text is (its URL in the content), and a failed upload stays failed with a resend that
 * uploads again under the same fingerprint.
 *
 * Object storage is a fake XMLHttpRequest driven by each test (the transport the browser uses for
 * an upload with progress; jsdom's FormData cannot cross into MSW, see upload.test.tsx); the media
 * token is answered by MSW, the server upload (the fallback) at fetch.
 */
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { getGetMediaTokenMockHandler } from '@generated/chat/chat-tools/chat-tools.msw.ts';
import { getListMessagesMockHandler } from '@generated/chat/messages/messages.msw.ts';
import { type ChatFileContent, type ChatImageContent, MsgType } from '@generated/chat/model';
import { getReadMessagesMockHandler } from '@generated/chat/read-state/read-state.msw.ts';
import { getUploadCommonFileUrl } from '@generated/main/common/common';
import { type ChatSender, publishChatSender } from '@/lib/chat/chat-sender.ts';
import type { ChatSendMessagePayload } from '@/lib/realtime/frames.ts';
import { renderConversation, settled } from '@/testing/chat-conversation.tsx';
import { ME, chatMessage, chatRow } from '@/testing/chat-fixtures.ts';
import { answer } from '@/testing/gateway-handlers.ts';
import { MAIN, failure, installGatewayServer, server, success } from '@/testing/test-gateway.ts';

installGatewayServer();
configure({ asyncUtilTimeout: 4000 });

const MB = 1024 * 1024;
const me = { imId: ME, fromUser: { realName: '王雅琴', chatName: '王雅琴', avatar: '' } };
const chat = chatRow({ chatId: 'c1', chatType: '0', peerUserId: 'u_customer' });
const DOMAIN = 'http://files.test/sandbox-files';
const SERVER_UPLOAD = `${MAIN}${getUploadCommonFileUrl()}`;

/** One upload to object storage, answered when the test says. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  status = 0;
  timeout = 0;
  aborted = false;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  url = '';
  form?: FormData;
  open(_method: string, url: string) {
    this.url = url;
  }
  send(form: FormData) {
    this.form = form;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
  }
  progress(percent: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 }));
  }
  answer(status: number) {
    this.status = status;
    act(() => this.onload?.());
  }
}

let sent: ChatSendMessagePayload[];
let tokensAsked: string[];
let serverUploads: number;
let withdraw: (() => void) | undefined;
const sender: ChatSender = {
  send(message) {
    sent.push(message);
    return message.fingerPrint;
  },
};

beforeEach(() => {
  sent = [];
  tokensAsked = [];
  serverUploads = 0;
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  withdraw = publishChatSender(sender);
  server.use(
    getListMessagesMockHandler(() =>
      success({ records: [chatMessage({ chatId: 'c1', fingerPrint: 'hello', content: '您好，想了解一下光子嫩肤' })], hasMore: false }),
    ),
    getReadMessagesMockHandler(() => success(true)),
    getGetMediaTokenMockHandler(({ request }) => {
      const url = new URL(request.url);
      const kind = url.searchParams.get('kind') ?? '';
      tokensAsked.push(`${kind}:${url.searchParams.get('fileName')}`);
      const key = `hospital/1/2026/11/chat/k${tokensAsked.length}.${(url.searchParams.get('fileName') ?? '').split('.').pop()}`;
      return success({
        token: 'AK:sig:policy',
        uploadUrl: 'http://oss.test/sandbox-oss/0',
        key,
        bucket: 0,
        domain: DOMAIN,
        expireTime: '2026-11-22 10:30:00',
        maxSize: kind === 'image' ? 10 * MB : 50 * MB,
      });
    }),
  );
  // The fallback refuses too: a failed storage upload fails the upload.
  const passThrough = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.url !== SERVER_UPLOAD) return passThrough(input, init);
    serverUploads += 1;
    return HttpResponse.json({ success: false, code: '500', msg: '上传失败', data: null });
  });
});

afterEach(() => {
  withdraw?.();
  vi.unstubAllGlobals();
});

function file(name: string, size: number, type: string): File {
  const made = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  // The content does not matter, only the size the browser reports.
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

async function openChat() {
  renderConversation(chat, me);
  expect(await screen.findByText('您好，想了解一下光子嫩肤')).toBeInTheDocument();
  await settled();
}

const log = () => screen.getByRole('log', { name: 'Messages' });
const picker = () => screen.getByTestId('composer-file-input') as HTMLInputElement;
const pick = (...files: File[]) => userEvent.upload(picker(), files, { applyAccept: false });
const mine = () =>
  within(log())
    .queryAllByTestId('message')
    .filter((m) => m.dataset.fingerprint !== 'hello');
const storageUpload = async () => {
  await waitFor(() => expect(FakeXhr.sent.length).toBeGreaterThan(0));
  return FakeXhr.sent.at(-1) as FakeXhr;
};

describe('pictures and files in the conversation', () => {
  it('offers a labelled paper clip that opens the file picker', async () => {
    await openChat();
    const clip = screen.getByRole('button', { name: 'Send a picture or file' });
    const opened = vi.spyOn(picker(), 'click');
    await userEvent.click(clip);
    expect(opened).toHaveBeenCalled();
    expect(picker().accept).toContain('.pdf');
  });

  it('refuses a picture over 10 MB, a file over 50 MB and a program before anything is uploaded, saying why', async () => {
    await openChat();
    await pick(file('术前照片.jpg', 10 * MB + 1, 'image/jpeg'));
    expect(await screen.findByText('术前照片.jpg is too large: at most 10 MB')).toBeVisible();
    await pick(file('手术录像.mp4', 50 * MB + 1, 'video/mp4'));
    expect(await screen.findByText('手术录像.mp4 is too large: at most 50 MB')).toBeVisible();
    await pick(file('setup.exe', 1000, 'application/x-msdownload'));
    expect(await screen.findByText(/^setup\.exe cannot be sent: pictures may be jpg/)).toBeVisible();
    expect(tokensAsked).toEqual([]);
    expect(FakeXhr.sent).toEqual([]);
    expect(mine()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('shows the picture from the disk and the progress on the pending message, then sends it with its stored URL the way text goes', async () => {
    // jsdom's File is not one Node's object URLs take; the browser's are stood in for.
    const revoked: string[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: () => 'blob:preview-1', revokeObjectURL: (url: string) => revoked.push(url) });
    onTestFinished(() => void Object.assign(URL, { createObjectURL, revokeObjectURL }));
    await openChat();
    await pick(file('术前照片.jpg', 2 * MB, 'image/jpeg'));
    const upload = await storageUpload();
    expect(tokensAsked).toEqual(['image:术前照片.jpg']);
    expect(upload.url).toBe('http://oss.test/sandbox-oss/0');
    expect(upload.form?.get('token')).toBe('AK:sig:policy');
    const [message] = mine();
    expect(within(message as HTMLElement).getByText('Sending')).toBeVisible();
    upload.progress(40);
    const bar = await within(message as HTMLElement).findByRole('progressbar', { name: 'Upload of 术前照片.jpg' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(within(message as HTMLElement).getByRole('img', { name: '术前照片.jpg' })).toHaveAttribute('src', 'blob:preview-1');
    expect(sent).toEqual([]);
    upload.answer(200);
    await waitFor(() => expect(sent).toHaveLength(1));
    const payload = sent[0] as ChatSendMessagePayload;
    expect(payload.msgType).toBe(MsgType.Image);
    expect(payload.fingerPrint).toBe((message as HTMLElement).dataset.fingerprint);
    const content = JSON.parse(payload.content) as ChatImageContent;
    expect(content).toMatchObject({ url: `${DOMAIN}/hospital/1/2026/11/chat/k1.jpg`, size: 2 * MB });
    // The picture shows (its medium variant) and the progress is gone.
    const shown = mine()[0] as HTMLElement;
    expect(within(shown).getByRole('img', { name: '[Image]' })).toHaveAttribute('src', `${DOMAIN}/hospital/1/2026/11/chat/k1.jpg-m`);
    expect(within(shown).queryByRole('progressbar')).toBeNull();
    expect(within(shown).queryByRole('img', { name: '术前照片.jpg' })).toBeNull();
    expect(revoked).toEqual(['blob:preview-1']);
  });

  it('sends a file with its name and size', async () => {
    await openChat();
    await pick(file('光子嫩肤价目表.pdf', 348 * 1024, 'application/pdf'));
    (await storageUpload()).answer(200);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.msgType).toBe(MsgType.File);
    expect(JSON.parse(sent[0]?.content ?? '') as ChatFileContent).toEqual({
      url: `${DOMAIN}/hospital/1/2026/11/chat/k1.pdf`,
      fileName: '光子嫩肤价目表.pdf',
      size: 348 * 1024,
      ext: 'pdf',
    });
    expect(await within(log()).findByRole('link', { name: 'Download 光子嫩肤价目表.pdf' })).toBeVisible();
  });

  it('sends files in the order they were attached, whichever finishes uploading first', async () => {
    await openChat();
    await pick(file('术前正面.png', 2 * MB, 'image/png'), file('光子嫩肤价目表.pdf', 348 * 1024, 'application/pdf'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const uploadOf = (name: string) => FakeXhr.sent.find((xhr) => (xhr.form?.get('file') as File | null)?.name === name) as FakeXhr;
    const [first, second] = [uploadOf('术前正面.png'), uploadOf('光子嫩肤价目表.pdf')];
    second.answer(200);
    // The file is stored, but waits for the picture attached before it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toHaveLength(0);
    first.answer(200);
    await waitFor(() => expect(sent.map((m) => m.msgType)).toEqual([MsgType.Image, MsgType.File]));
  });

  it('cancel stops the upload and takes the message away; nothing is sent', async () => {
    await openChat();
    await pick(file('光子嫩肤价目表.pdf', 3 * MB, 'application/pdf'));
    const upload = await storageUpload();
    upload.progress(10);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the upload of 光子嫩肤价目表.pdf' }));
    await waitFor(() => expect(mine()).toEqual([]));
    expect(upload.aborted).toBe(true);
    // Storage answering after all changes nothing; the server upload was never tried.
    upload.answer(200);
    expect(serverUploads).toBe(0);
    expect(sent).toEqual([]);
    expect(mine()).toEqual([]);
  });

  it('a failed upload stays in the conversation marked failed; resend uploads again and sends under the same fingerprint', async () => {
    await openChat();
    await pick(file('术前照片.png', 500 * 1024, 'image/png'));
    (await storageUpload()).answer(503);
    expect(await screen.findByText('Could not upload 术前照片.png')).toBeVisible();
    const [message] = mine();
    expect(within(message as HTMLElement).getByText('Not sent')).toBeVisible();
    expect(serverUploads).toBe(1);
    expect(sent).toEqual([]);
    const fingerPrint = (message as HTMLElement).dataset.fingerprint;

    FakeXhr.sent = [];
    await userEvent.click(within(message as HTMLElement).getByRole('button', { name: 'Resend' }));
    const again = await storageUpload();
    expect(within(mine()[0] as HTMLElement).getByText('Sending')).toBeVisible();
    again.answer(200);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.fingerPrint).toBe(fingerPrint);
    expect(tokensAsked).toHaveLength(2);
    expect(mine()).toHaveLength(1);
  });

  it('a file the platform refuses at the media token is not uploaded another way; it stays failed', async () => {
    server.use(answer(getGetMediaTokenMockHandler, () => failure('不支持发送该类型的文件')));
    await openChat();
    await pick(file('病历.pdf', 4096, 'application/pdf'));
    expect(await screen.findByText('Could not upload 病历.pdf')).toBeVisible();
    expect(within(mine()[0] as HTMLElement).getByText('Not sent')).toBeVisible();
    expect(FakeXhr.sent).toEqual([]);
    expect(serverUploads).toBe(0);
    expect(sent).toEqual([]);
  });

  it('a pasted screenshot and files dropped onto the conversation are sent', async () => {
    await openChat();
    const composer = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.paste(composer, { clipboardData: { files: [file('截图.png', 2048, 'image/png')], getData: () => '' } });
    await waitFor(() => expect(tokensAsked).toEqual(['image:截图.png']));
    fireEvent.drop(log(), { dataTransfer: { types: ['Files'], files: [file('同意书.docx', 4096, 'application/msword')] } });
    await waitFor(() => expect(tokensAsked).toEqual(['image:截图.png', 'file:同意书.docx']));
    expect(mine()).toHaveLength(2);
    expect(composer).toHaveValue('');
  });
});
