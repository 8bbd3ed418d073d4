/**
 * Texts of the chat and push connections' alerts (specification, section 4 "Chat connection").
 */
import { defineTexts } from '@/lib/i18n/catalogue.ts';

export const realtimeTexts = defineTexts('realtime', {
  'en-US': {
    offlineNoticeTitle: 'offline notice',
    loggedInElsewhere: 'logged in on another device',
    rejectedTitle: 'connection rejected',
    rejected: 'the connection was rejected',
    authFailedTitle: 'connection failed',
    authFailed: 'please log out and log in again',
    tooManyMissed: 'the disconnect was too long and messages were lost, please refresh manually',
    refreshNow: 'refresh now',
  },
  'zh-CN': {
    offlineNoticeTitle: '下线通知',
    loggedInElsewhere: '您的账号已在其他设备登录',
    rejectedTitle: '连接被拒绝',
    rejected: '连接被拒绝',
    authFailedTitle: '连接失败',
    authFailed: '请退出后重新登录',
    tooManyMissed: '断线时间过长，部分消息已丢失，请手动刷新',
    refreshNow: '立即刷新',
  },
});
