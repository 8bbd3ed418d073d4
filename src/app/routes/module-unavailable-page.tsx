import { Result } from 'antd';
import { useT } from '@/lib/i18n/use-t.ts';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { shellTexts } from '../shell/shell-texts.ts';

/**
 * What a route shows until its module lands: its title and an honest sentence, never a fake page.
 * The route sweep (e2e/route-sweep.e2e.ts) counts a route showing the `module-unavailable` test id
 * as not implemented yet, in either language.
 */
export default function ModuleUnavailablePage() {
  const t = useT(shellTexts);
  return (
    <PageContainer>
      <Result status="info" subTitle={t('shell.moduleUnavailable')} data-testid="module-unavailable" />
    </PageContainer>
  );
}
