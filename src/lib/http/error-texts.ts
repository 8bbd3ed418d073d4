/**
 * Texts of the error catalogue (specification, section 8). en-US carries the specification's
 * texts verbatim; `{code}` is filled with the failure's code.
 */
import { defineTexts } from '../i18n/catalogue.ts';

export const errorTexts = defineTexts('errors', {
  'en-US': {
    serviceUnavailable: 'service temporarily unavailable, please refresh and retry',
    serviceTimeout: 'service request timed out, please refresh and retry',
    networkFailed: 'request error: network connection failed, check your network',
    networkUnstable: 'request error: your network is unstable, please refresh and retry ({code})',
    unknown: 'oops, something went wrong ({code})',
    loginInvalidTitle: 'login invalid',
    loginInvalid: 'your login information is invalid or expired, please log in again',
    menuNotAuthorisedTitle: 'menu not authorised',
    menuNotAuthorised: 'you have not been authorised to access this menu, contact the institution administrator',
  },
  'zh-CN': {
    serviceUnavailable: '服务暂不可用，请刷新后重试',
    serviceTimeout: '服务请求超时，请刷新后重试',
    networkFailed: '请求错误：网络连接失败，请检查网络',
    networkUnstable: '请求错误：您的网络不稳定，请刷新后重试（{code}）',
    unknown: '哎呀，出错了（{code}）',
    loginInvalidTitle: '登录失效',
    loginInvalid: '您的登录信息已失效或过期，请重新登录',
    menuNotAuthorisedTitle: '菜单未授权',
    menuNotAuthorised: '您尚未获得访问此菜单的授权，请联系机构管理员',
  },
});
