/**
 * `/FollowDetail` stands outside the main layout (a window of its own beside the list), so the
 * app gives it what the layout gives every other page: the main landmark and the tab title.
 */
import { useEffect } from 'react';
import FollowDetailPage from '@/features/orders/follow-detail-page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { routeTitles } from '@/lib/routing/route-texts.ts';
import { shellTexts } from '../shell/shell-texts.ts';

export default function FollowDetailRoute() {
  const t = useT(shellTexts, routeTitles);
  const title = t('routes.FollowDetail');
  const appName = t('shell.appName');
  useEffect(() => {
    document.title = `${title} - ${appName}`;
  }, [title, appName]);
  return (
    <main>
      <FollowDetailPage />
    </main>
  );
}
