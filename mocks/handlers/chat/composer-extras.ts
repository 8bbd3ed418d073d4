/**
 * The composer's extras on the chat gateway (contract part chat-tools): face bags, the hospital
 * bot's reply suggestions, my business card and its signature switch (mocks/domain/chat); and the
 * face bags' sticker images on the sandbox's file host (`GET /media/face/{bagId}/{faceId}.png`,
 * outside the gateways like the CDN it stands for).
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { botReplies } from '../../domain/chat/bot-replies.ts';
import { businessCard, setSignatureStatus } from '../../domain/chat/business-card.ts';
import { FACE_MEDIA_PATH, faceBags, faceImage } from '../../domain/chat/face-bags.ts';
import { chatRoutes } from '../route.ts';

export const composerExtraRoutes = chatRoutes({
  getFaceBags: ({ request }) => faceBags(new URL(request.url).origin),
  hospitalBotReply: ({ platform, account, body }) => botReplies(platform, account.userInfo.imId, body),
  getBusinessCard: ({ platform, account }) => businessCard(platform, account),
  setSignatureStatus: ({ platform, account, body }) => {
    setSignatureStatus(platform, account, body.signatureStatus);
    return true;
  },
});

export function faceImageHandlers(): RequestHandler[] {
  return [
    http.get(`*${FACE_MEDIA_PATH}:bag/:file`, ({ params }) => {
      const match = /^(\d+)\.png$/.exec(String(params.file));
      const bytes = match ? faceImage(Number(params.bag), Number(match[1])) : undefined;
      if (!bytes) return new HttpResponse('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } });
      return new HttpResponse(bytes, {
        headers: { 'content-type': 'image/png', 'content-length': String(bytes.length), 'cache-control': 'max-age=86400' },
      });
    }),
  ];
}
