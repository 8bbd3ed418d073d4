/** The auto-reply settings as a section of /setting (the same settings as the chat toolbar's drawer). */
import { Card } from 'antd';
import { lazy, Suspense } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { autoReplyTexts } from './auto-reply-texts.ts';

const AutoReplySettings = lazy(() => import('./auto-reply-settings.tsx'));

export function AutoReplyCard() {
  const t = useT(autoReplyTexts);
  return (
    <Card title={t('autoReply.title')} size="small" style={{ marginTop: 16 }}>
      <Suspense fallback={null}>
        <AutoReplySettings />
      </Suspense>
    </Card>
  );
}
