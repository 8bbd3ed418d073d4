/**
 * `/hospital/referral`: the doctor and project referral (转诊) pages platform counselors see when
 * they refer a customer to the hospital, one tab each (only the shown one is mounted). Both lists
 * keep their search and status filter in the address under the same names, so they carry over
 * when the tab changes.
 */
import { Tabs } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { ReferralDoctorPages } from './referral-doctor-pages.tsx';
import { ReferralProjectPages } from './referral-project-pages.tsx';
import { referralTexts } from './referral-texts.ts';

export default function ReferralPage() {
  const t = useT(referralTexts);
  const [tab, setTab] = useState<'doctors' | 'projects'>('doctors');
  return (
    <PageContainer>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as typeof tab)}
        destroyOnHidden
        items={[
          { key: 'doctors', label: t('referral.doctorTab'), children: <ReferralDoctorPages /> },
          { key: 'projects', label: t('referral.projectTab'), children: <ReferralProjectPages /> },
        ]}
      />
    </PageContainer>
  );
}
