import { Result } from 'antd';
import { useMatches } from 'react-router-dom';
import { t } from '@/lib/i18n/i18n.ts';
import { useLocale } from '@/lib/i18n/use-locale.ts';
import type { MessageKey } from '@/lib/i18n/catalogue.ts';

/** What a route shows until its module lands: its title and an honest sentence, never a fake page. */
export default function ModuleUnavailablePage() {
  useLocale();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { titleKey?: MessageKey } | undefined;
  return <Result status="info" title={handle?.titleKey ? t(handle.titleKey) : ''} subTitle={t('shell.moduleUnavailable')} />;
}
