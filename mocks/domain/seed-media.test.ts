/**
 * Seeded chat media are answered on the sandbox's own host: a seeded sticker's URL is a face-bag
 * drawing the sandbox serves as a PNG, a seeded picture's (and avatar's) a placeholder from the
 * file store, a seeded file's a stand-in document, a seeded video's a stand-in WebM; a URL on
 * another host is left as it is.
 */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { type ChatMessage, type ChatMessageHistory, MsgType } from '@generated/chat/model';
import { faceImageHandlers } from '../handlers/chat/composer-extras.ts';
import { chatGatewayClient } from '../handlers/chat/gateway-test-client.ts';
import { fileHandlers } from '../handlers/main/files.ts';
import { MAIN, testPlatform } from '../realtime/test-support.ts';
import { SEEDED_VIDEO_SECONDS } from './files.ts';
import { DOCX_TYPE, PDF_TYPE } from './seed-documents.ts';
import { SEED_MEDIA_HOST, withServedSeedMedia } from './seed-media.ts';
import { standInVideo } from './stand-in-video.ts';

const ORIGIN = 'http://127.0.0.1:4010';

describe('seeded media on the sandbox host', () => {
  it('moves stickers to the face host and everything else of the seed host to the file store, leaving other hosts alone', () => {
    const json = JSON.stringify({
      sticker: `${SEED_MEDIA_HOST}/media/face/3/301.png`,
      picture: `${SEED_MEDIA_HOST}/chat/2026/11/26/a.jpg`,
      elsewhere: 'https://oss.example.test/chat/b.jpg',
    });
    expect(JSON.parse(withServedSeedMedia(json, ORIGIN))).toEqual({
      sticker: `${ORIGIN}/media/face/3/301.png`,
      picture: `${ORIGIN}/sandbox-files/seed/chat/2026/11/26/a.jpg`,
      elsewhere: 'https://oss.example.test/chat/b.jpg',
    });
  });

  it('a seeded chat history answers sticker, picture, file and video URLs that the sandbox serves (a file as a document of its type)', async () => {
    const t = testPlatform();
    const gateway = chatGatewayClient(t);
    const imId = t.account(MAIN).userInfo.imId;
    const privateChats = new Set(
      t.platform.db.chats
        .list({ where: { chatType: '0' } })
        .filter((c) => c.members.some((m) => m.userId === imId))
        .map((c) => c.item.chatId),
    );
    const seeded = t.platform.db.messages.list({ sort: ['id'] }).map((row) => row.message);
    const served: (string | null | undefined)[] = [];
    const bodies: Uint8Array[] = [];
    for (const kind of [MsgType.Emoji, MsgType.Image, MsgType.File, MsgType.Video]) {
      const index = seeded.findIndex((m) => m.msgType === kind && !m.isRecalled && privateChats.has(m.chatId));
      const message = seeded[index] as ChatMessage;
      expect(message, `a seeded message of type ${kind}`).toBeDefined();
      // As the conversation asks for it: the page older than the message after it.
      const next = seeded.slice(index + 1).find((m) => m.chatId === message.chatId);
      const anchor = next ? `&fingerPrint=${next.fingerPrint}` : '';
      const page = await gateway.data<ChatMessageHistory>('GET', `/messages?chatId=${message.chatId}&limit=1${anchor}`);
      expect(page.records[0]?.fingerPrint).toBe(message.fingerPrint);
      const url = (JSON.parse(page.records[0]?.content ?? '{}') as { url: string }).url;
      expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
      const response = await getResponse([...faceImageHandlers(), ...fileHandlers(t.platform)], new Request(url));
      expect(response?.status, url).toBe(200);
      served.push(response?.headers.get('content-type'));
      bodies.push(new Uint8Array((await response?.arrayBuffer()) ?? new ArrayBuffer(0)));
    }
    expect(served.slice(0, 2)).toEqual(['image/png', 'image/svg+xml']);
    expect([PDF_TYPE, DOCX_TYPE]).toContain(served[2]);
    expect(served[3]).toBe('video/webm');
    // The video maker's own bytes: an EBML (WebM) file of the stand-in's length.
    expect(bodies[3]).toEqual(standInVideo(SEEDED_VIDEO_SECONDS));
    expect(Array.from(bodies[3]?.slice(0, 4) ?? [])).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  });
});
