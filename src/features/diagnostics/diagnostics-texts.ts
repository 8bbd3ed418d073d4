/**
 * Texts of the diagnostics page (`/test`).
 */
import { defineTexts } from '@/lib/i18n/catalogue.ts';

export const diagnosticsTexts = defineTexts('diagnostics', {
  'en-US': {
    version: 'Version',
    profile: 'Profile',
    mainGateway: 'Main gateway',
    chatGateway: 'Chat gateway',
    deviceId: 'Device id',
    serverOffset: 'Server time offset',
    seconds: '{value} s',
  },
  'zh-CN': {
    version: '版本',
    profile: '运行环境',
    mainGateway: '主网关',
    chatGateway: '聊天网关',
    deviceId: '设备标识',
    serverOffset: '服务器时间差',
    seconds: '{value} 秒',
  },
});
