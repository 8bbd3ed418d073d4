/**
 * Chat pictures and files in the sandbox: the media token (getMediaToken) checks the chat's limits
 * before anything is uploaded, the object storage takes exactly the key it was issued for and no
 * more bytes than the kind allows, and the file host serves the stored bytes back, a picture's
 * size variants (`-m`) included.
 */
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatMediaToken } from '@generated/chat/model';
import { createSession } from '../../domain/session.ts';
import { MAIN, testPlatform, type TestPlatform } from '../../realtime/test-support.ts';
import { fileHandlers } from '../main/files.ts';
import { routeHandler } from '../route.ts';
import { responseProblems } from './contract-check.ts';
import { chatRouteTables } from './index.ts';

const ORIGIN = 'http://127.0.0.1:4010';
const BASE = `${ORIGIN}/imclient-hospital/api/v1`;

let t: TestPlatform;
let token: string;

beforeEach(() => {
  t = testPlatform();
  token = createSession(t.platform, t.account(MAIN)).token;
});

async function mediaToken(kind: string, fileName: string) {
  const request = new Request(`${BASE}/media/token?${new URLSearchParams({ kind, fileName })}`, {
    headers: { accept: 'application/json', token },
  });
  const response = await getResponse([routeHandler(t.platform, chatRouteTables)], request);
  if (!response) throw new Error('no handler');
  const json = (await response.json()) as { success: boolean; msg: string; data: ChatMediaToken };
  expect(responseProblems('GET', request.url, response.status, json)).toEqual([]);
  return json;
}

async function store(ticket: ChatMediaToken, bytes: Uint8Array<ArrayBuffer>, key = ticket.key): Promise<Response> {
  const form = new FormData();
  form.append('token', ticket.token);
  form.append('key', key);
  form.append('file', new Blob([bytes]), 'upload');
  const response = await getResponse(fileHandlers(t.platform), new Request(ticket.uploadUrl, { method: 'POST', body: form }));
  if (!response) throw new Error('no storage handler');
  return response;
}

async function served(url: string): Promise<Response> {
  const response = await getResponse(fileHandlers(t.platform), new Request(url));
  if (!response) throw new Error('no file handler');
  return response;
}

describe('chat media in the sandbox', () => {
  it('issues a token for one chat key, stores the picture and serves it back, its -m variant too', async () => {
    const answer = await mediaToken('image', '术前照片.JPG');
    expect(answer.success).toBe(true);
    const ticket = answer.data;
    expect(ticket.key).toMatch(/^hospital\/\d+\/\d{4}\/\d{2}\/chat\/[a-z0-9]+\.jpg$/);
    expect(ticket.maxSize).toBe(10 * 1024 * 1024);
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]);
    expect((await store(ticket, bytes)).status).toBe(200);
    for (const url of [`${ticket.domain}/${ticket.key}`, `${ticket.domain}/${ticket.key}-m`]) {
      const file = await served(url);
      expect(file.status, url).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/jpeg');
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    }
  });

  it('refuses a type the chat does not take before anything is uploaded', async () => {
    const picture = await mediaToken('image', '报价单.pdf');
    expect(picture).toMatchObject({ success: false, msg: '图片仅支持 jpg、jpeg、png、gif、webp 格式' });
    const program = await mediaToken('file', 'setup.exe');
    expect(program).toMatchObject({ success: false, msg: '不支持发送该类型的文件' });
    expect((await mediaToken('voice', 'a.mp3')).success).toBe(false);
    expect((await mediaToken('file', '光子嫩肤价目表.pdf')).data.maxSize).toBe(50 * 1024 * 1024);
  });

  it('takes no other key and no more bytes than the kind allows', async () => {
    const ticket = (await mediaToken('image', 'a.png')).data;
    const elsewhere = await store(ticket, new Uint8Array([1]), ticket.key.replace(/[^/]+$/, 'other.png'));
    expect(elsewhere.status).toBe(403);
    const tooLarge = await store(ticket, new Uint8Array(10 * 1024 * 1024 + 1));
    expect(tooLarge.status).toBe(400);
    expect(await tooLarge.text()).toContain('EntityTooLarge');
    // Nothing stored: the host answers the placeholder it gives any picture it never received.
    expect(t.platform.db.files.get(ticket.key)).toBeUndefined();
    expect((await served(`${ticket.domain}/${ticket.key}`)).headers.get('content-type')).toBe('image/svg+xml');
  });
});
