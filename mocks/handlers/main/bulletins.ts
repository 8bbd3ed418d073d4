/** Institution bulletins: list, save, detail, delete and pin. */
import { deleteBulletin, getBulletin, listBulletins, saveBulletin, setBulletinTop } from '../../domain/bulletins.ts';
import { mainRoutes } from '../route.ts';

export const bulletinRoutes = [
  mainRoutes({
    getBulletinList: ({ platform, body }) => listBulletins(platform, body),
    saveBulletin: ({ platform, body }) => ({ id: saveBulletin(platform, body) }),
    getBulletinDetail: ({ platform, body }) => getBulletin(platform, body.id),
    deleteBulletin: ({ platform, body }) => {
      deleteBulletin(platform, body.id);
      return true;
    },
    setBulletinTop: ({ platform, body }) => {
      setBulletinTop(platform, body.id, body.isTop);
      return true;
    },
  }),
];
