/**
 * Customer activity (客户动态) behind one header button of the customer list, with the count of
 * events not yet read on it: the front desk sees at a glance that a customer is looking again.
 */
import { useGetClientTrackUnreadCount } from '@generated/main/client-track/client-track';
import { Badge, Button, Drawer } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { ClientTrackList } from './client-track-list.tsx';
import { clientTrackTexts } from './client-track-texts.ts';

export function ClientTrackButton() {
  const t = useT(clientTrackTexts);
  const [open, setOpen] = useState(false);
  const unread = useGetClientTrackUnreadCount({ query: { select: (r) => r.data.unreadCount } });
  return (
    <>
      <Badge count={unread.data ?? 0} size="small">
        <Button onClick={() => setOpen(true)}>{t('clientTrack.title')}</Button>
      </Badge>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('clientTrack.title')} size="large" destroyOnHidden>
        <ClientTrackList />
      </Drawer>
    </>
  );
}
