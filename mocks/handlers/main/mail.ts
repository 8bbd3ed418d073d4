/** Platform mail (/email, designed): inbox, detail, read state, attachments. */
import { getMail, listMails, mailAttachment, setMailRead } from '../../domain/mail.ts';
import { mainRoutes } from '../route.ts';

/** A file answer whose name may be Chinese (RFC 6266: an ASCII fallback and the UTF-8 name). */
function fileResponse(fileName: string, bytes: Uint8Array): Response {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });
}

export const mailRoutes = [
  mainRoutes({
    getMailList: ({ platform, body }) => listMails(platform, body),
    getMailDetail: ({ platform, query }) => getMail(platform, query.id),
    setMailRead: ({ platform, body }) => setMailRead(platform, body.ids, body.isRead),
    downloadMailAttachment: ({ platform, query }) => {
      const file = mailAttachment(platform, query.mailId, query.attachmentId);
      return fileResponse(file.fileName, file.bytes);
    },
  }),
];
