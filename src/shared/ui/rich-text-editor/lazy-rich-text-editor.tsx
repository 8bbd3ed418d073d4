/**
 * The rich-text editor loaded when it is first shown: ProseMirror stays out of the pages that
 * only list. Same props as RichTextEditor; antd's Form.Item passes value and onChange through.
 */
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import type { RichTextEditorProps } from './rich-text-editor.tsx';
import { richTextTexts } from './rich-text-texts.ts';

const Editor = lazy(() => import('./rich-text-editor.tsx'));

function Loading() {
  const t = useT(richTextTexts);
  return (
    <div role="status" aria-label={t('richText.loading')}>
      <Skeleton active paragraph={{ rows: 4 }} title={false} />
    </div>
  );
}

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Loading />}>
      <Editor {...props} />
    </Suspense>
  );
}
