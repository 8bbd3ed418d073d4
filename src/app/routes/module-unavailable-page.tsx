import { Result } from 'antd';
import { useMatches } from 'react-router-dom';
import { useT } from '@/lib/i18n/use-t.ts';
import { type RouteTitleKey, routeTitles } from '@/lib/routing/route-texts.ts';
import { shellTexts } from '../shell/shell-texts.ts';

/** What a route shows until its module lands: its title and an honest sentence, never a fake page. */
export default function ModuleUnavailablePage() {
  const t = useT(shellTexts, routeTitles);
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { titleKey?: RouteTitleKey } | undefined;
  return <Result status="info" title={handle?.titleKey ? t(handle.titleKey) : ''} subTitle={t('shell.moduleUnavailable')} />;
}
