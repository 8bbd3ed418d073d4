import { Result } from 'antd';
import { t } from '@/lib/i18n/i18n.ts';
import { useLocale } from '@/lib/i18n/use-locale.ts';
import { usePageRoute } from './route-handle.ts';

/** What a route shows until its module lands: its title and an honest sentence, never a fake page. */
export default function ModuleUnavailablePage() {
  useLocale();
  const handle = usePageRoute();
  return <Result status="info" title={handle?.titleKey ? t(handle.titleKey) : ''} subTitle={t('shell.moduleUnavailable')} />;
}
