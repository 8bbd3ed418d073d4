import { Result } from 'antd';
import { t } from '@/lib/i18n/i18n.ts';
import { useLocale } from '@/lib/i18n/use-locale.ts';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';

/** What a route shows until its module lands: its title and an honest sentence, never a fake page. */
export default function ModuleUnavailablePage() {
  useLocale();
  return (
    <PageContainer>
      <Result status="info" subTitle={t('shell.moduleUnavailable')} />
    </PageContainer>
  );
}
