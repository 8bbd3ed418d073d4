/**
 * Texts of the alerts: the sound names and what the tab title, system notices and dispatch
 * popups say.
 */
import { defineTexts } from '../i18n/catalogue.ts';

export const alertTexts = defineTexts('alerts', {
  'en-US': {
    'sound.1': 'New chat message',
    'sound.2': 'One plus',
    'sound.3': 'Apple',
    titleFlash: '[New message]',
    newMessageHidden: 'You have a new message',
    newCustomerOrder: 'New customer dispatched',
    oldCustomerOrder: 'Returning customer dispatched',
  },
  'zh-CN': {
    'sound.1': '新消息',
    'sound.2': '一加',
    'sound.3': '苹果',
    titleFlash: '【新消息】',
    newMessageHidden: '您有一条新消息',
    newCustomerOrder: '新客户派单',
    oldCustomerOrder: '老客户派单',
  },
});
