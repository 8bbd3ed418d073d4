/**
 * `/hospital/hospitalInfo`: the hospital profile in three tabs chosen by `nowTab` (1 base
 * information with the review state and log, 2 licences and proofs, 3 honors). The notification
 * jump table (specification, section 2) opens the tab each code concerns.
 */
import { Tabs } from 'antd';
import { HospitalInfoTab } from '@generated/main/model';
import { useT } from '@/lib/i18n/use-t.ts';
import { useRouteQuery } from '@/lib/routing/use-route-query.ts';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { BaseInfoTab } from './base-info-tab.tsx';
import { HonorsTab } from './honors-tab.tsx';
import { PapersTab } from './papers-tab.tsx';
import { hospitalProfileTexts } from './hospital-profile-texts.ts';

export default function HospitalInfoPage() {
  const t = useT(hospitalProfileTexts);
  const [query, setQuery] = useRouteQuery('hospital/hospitalInfo');
  const tab = query.nowTab ?? HospitalInfoTab.BaseInfo;
  return (
    <PageContainer>
      <Tabs
        aria-label={t('hospitalProfile.tabs')}
        activeKey={String(tab)}
        onChange={(key) => void setQuery({ nowTab: Number(key) as HospitalInfoTab }, { history: 'push' })}
        destroyOnHidden
        items={[
          { key: '1', label: t('hospitalProfile.tabBase'), children: <BaseInfoTab /> },
          { key: '2', label: t('hospitalProfile.tabPapers'), children: <PapersTab /> },
          { key: '3', label: t('hospitalProfile.tabHonors'), children: <HonorsTab /> },
        ]}
      />
    </PageContainer>
  );
}
