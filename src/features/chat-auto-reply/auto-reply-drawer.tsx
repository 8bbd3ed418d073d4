/**
 * The chat workspace's "Auto reply" button and the drawer it opens with the auto-reply settings,
 * so staff find them where they chat (the app puts the button in the chat list's toolbar). The
 * settings load when the drawer first opens.
 */
import { RobotOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { autoReplyTexts } from './auto-reply-texts.ts';

const AutoReplySettings = lazy(() => import('./auto-reply-settings.tsx'));

export function AutoReplyButton() {
  const t = useT(autoReplyTexts);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" icon={<RobotOutlined aria-hidden />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('autoReply.open')}
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('autoReply.title')} size={600} destroyOnHidden>
        <Suspense fallback={null}>{open ? <AutoReplySettings /> : null}</Suspense>
      </Drawer>
    </>
  );
}
