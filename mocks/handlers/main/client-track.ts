/** Customer tracking: the events, the unread count, marking read. */
import { listClientTracks, setTracksRead, unreadTrackCount } from '../../domain/client-track.ts';
import { mainRoutes } from '../route.ts';

export const clientTrackRoutes = [
  mainRoutes({
    getClientTrackPager: ({ platform, account, body }) => listClientTracks(platform, account, body),
    getClientTrackUnreadCount: ({ platform, account }) => ({ unreadCount: unreadTrackCount(platform, account) }),
    setClientTrackRead: ({ platform, account, body }) => {
      setTracksRead(platform, account, body);
      return true;
    },
  }),
];
