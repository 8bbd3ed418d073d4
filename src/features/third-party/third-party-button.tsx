/**
 * The third-party customers and orders (第三方客户/订单) behind one header button of the order
 * list: a front desk looks there when a customer comes from another platform, without the
 * platform's dispatched orders losing their place on the page.
 */
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { ThirdPartyView } from './third-party-view.tsx';
import { thirdPartyTexts } from './third-party-texts.ts';

export function ThirdPartyButton() {
  const t = useT(thirdPartyTexts);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('thirdParty.title')}</Button>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('thirdParty.title')} size="large" destroyOnHidden>
        <ThirdPartyView />
      </Drawer>
    </>
  );
}
