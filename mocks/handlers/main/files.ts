/**
 * Uploads and stored files (mocks/domain/files.ts): the upload ticket, the gateway upload and
 * signed private URLs as operations of the contract; the storage endpoint and the file host as
 * plain HTTP, like the object storage and CDN they stand for (no gateway signing on them).
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  FILES_PATH,
  STORAGE_PATH,
  fieldsOfToken,
  privateUrl,
  readStoredFile,
  storeByPolicy,
  storeThroughGateway,
  uploadTicket,
} from '../../domain/files.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { mainRoutes } from '../route.ts';

const originOf = (request: Request) => new URL(request.url).origin;
const bucketOf = (value: unknown): 0 | 1 => (Number(value) === 1 ? 1 : 0);

export const fileRoutes = [
  mainRoutes({
    getFileUploadToken: ({ platform, account, request, query }) =>
      uploadTicket(platform, account, originOf(request), bucketOf(query.bucket)),
    uploadCommonFile: ({ platform, account, request, body, files }) => {
      const file = body.get('file');
      return storeThroughGateway(platform, account, originOf(request), {
        folder: String(body.get('path') ?? ''),
        bucket: bucketOf(body.get('bucket')),
        fileName: file instanceof Blob && 'name' in file ? String(file.name) : 'file',
        bytes: files.get('file'),
        type: file instanceof Blob ? file.type : undefined,
      });
    },
    convertPrivateUrl: ({ platform, request, query }) => privateUrl(platform, originOf(request), query.url),
  }),
];

/** Stored files answer with headers that keep an uploaded SVG or HTML from running anything. */
const FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  'cache-control': 'private, max-age=60',
};

export function fileHandlers(platform: SandboxPlatform): RequestHandler[] {
  return [
    http.post(`*${STORAGE_PATH}:bucket`, async ({ request, params }) => {
      const form = await request.formData().catch(() => null);
      const file = form?.get('file');
      const text = (name: string) => {
        const value = form?.get(name);
        return typeof value === 'string' ? value : undefined;
      };
      const answer = storeByPolicy(
        platform,
        bucketOf(params.bucket),
        // A chat media token (getMediaToken) carries the same policy in one `token` field.
        text('token') !== undefined
          ? { key: text('key'), ...fieldsOfToken(text('token')) }
          : { key: text('key'), policy: text('policy'), accessId: text('OSSAccessKeyId'), signature: text('signature') },
        file instanceof Blob ? { bytes: new Uint8Array(await file.arrayBuffer()), type: file.type } : undefined,
      );
      if (answer.ok) return new HttpResponse(null, { status: 200 });
      const xml = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${answer.code}</Code><Message>${answer.message}</Message></Error>`;
      return new HttpResponse(xml, {
        status: answer.code === 'EntityTooLarge' ? 400 : 403,
        headers: { 'content-type': 'application/xml' },
      });
    }),
    http.get(`*${FILES_PATH}*`, ({ request }) => {
      const url = new URL(request.url);
      const answer = readStoredFile(platform, url.pathname.slice(url.pathname.indexOf(FILES_PATH) + FILES_PATH.length), url.searchParams);
      return new HttpResponse(answer.body, { status: answer.status, headers: { 'content-type': answer.type, ...FILE_HEADERS } });
    }),
  ];
}
