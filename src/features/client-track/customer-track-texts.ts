/**
 * Texts of one customer's tracking list (the chat side panel's tab). Apart from the client-track
 * texts, which the header's button loads with the layout: these load with the chat only.
 */
import { defineTexts } from '@/lib/i18n/catalogue.ts';

export const customerTrackTexts = defineTexts('customerTrack', {
  'en-US': {
    customerTracking: 'Customer tracking',
    noTracking: 'Nothing recorded for this customer yet',
    moreTracking: 'Show more',
  },
  'zh-CN': {
    customerTracking: '客户轨迹',
    noTracking: '暂无该客户的轨迹',
    moreTracking: '查看更多',
  },
});
