import { Result } from 'antd';
import { useT } from '@/lib/i18n/use-t.ts';
import { routeTitles } from '@/lib/routing/route-texts.ts';
import { shellTexts } from '../shell/shell-texts.ts';
import { usePageRoute } from './route-handle.ts';

/** What a route shows until its module lands: its title and an honest sentence, never a fake page. */
export default function ModuleUnavailablePage() {
  const t = useT(shellTexts, routeTitles);
  const handle = usePageRoute();
  return <Result status="info" title={handle?.titleKey ? t(handle.titleKey) : ''} subTitle={t('shell.moduleUnavailable')} />;
}
