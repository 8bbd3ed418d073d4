/** Platform mail (/email, designed): inbox, detail, read state, attachments. */
import { getMail, listMails, mailAttachment, setMailRead } from '../../domain/mail.ts';
import { fileResponse } from '../../domain/xlsx.ts';
import { mainRoutes } from '../route.ts';

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
