/** User management: the hospital's accounts (list, detail, assignable menus, save, enable, password, delete, WeChat, applet code). */
import { appletCode, saveWechatNotices, unbindWechat, wechatBindInfo, wechatBindQrCode } from '../../domain/account-wechat.ts';
import {
  assignableMenus,
  deleteAccount,
  getAccountDetail,
  listAccounts,
  saveAccount,
  sendAccountSms,
  setAccountEnabled,
  setAccountPassword,
} from '../../domain/accounts-admin.ts';
import { mainRoutes } from '../route.ts';

export const accountRoutes = [
  mainRoutes({
    getSubAccountList: ({ platform, account, body }) => listAccounts(platform, account, body),
    getSubAccountInfo: ({ platform, account, query }) => getAccountDetail(platform, account, query.id),
    getSubAccountAssignableMenus: () => assignableMenus(),
    saveSubAccount: ({ platform, account, body }) => ({ id: saveAccount(platform, account, body) }),
    setSubAccountEnable: ({ platform, account, body }) => {
      setAccountEnabled(platform, account, body.id, body.isEnable);
      return true;
    },
    setSubAccountPassword: ({ platform, account, body, session }) => {
      setAccountPassword(platform, account, body, session.token);
      return true;
    },
    sendSubAccountSms: ({ platform, account, body }) => {
      sendAccountSms(platform, account, body.id);
      return true;
    },
    deleteSubAccount: ({ platform, account, body }) => {
      deleteAccount(platform, account, body.id);
      return true;
    },
    getSubAccountWechatBindInfo: ({ platform, account, query }) => wechatBindInfo(platform, account, query.id),
    getSubAccountWechatBindQrCode: ({ platform, account, query }) => wechatBindQrCode(platform, account, query.id),
    unbindSubAccountWechat: ({ platform, account, body }) => {
      unbindWechat(platform, account, body.id);
      return true;
    },
    saveSubAccountWechatNotice: ({ platform, account, body }) => {
      saveWechatNotices(platform, account, body);
      return true;
    },
    getSubAccountAppletCode: ({ platform, account, query }) => appletCode(platform, account, query.id),
  }),
];
