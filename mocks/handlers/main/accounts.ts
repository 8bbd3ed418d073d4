/** User management: the hospital's accounts (list, detail, assignable menus, save, enable, password, delete). */
import type { HttpHandler } from 'msw';
import {
  assignableMenus,
  deleteAccount,
  getAccountDetail,
  listAccounts,
  saveAccount,
  setAccountEnabled,
  setAccountPassword,
} from '../../domain/accounts-admin.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { bool, int, ints, q, requireId, route, str, strings } from './http.ts';

const BASE = '/api/pc/1.0/user';

export function accountHandlers(platform: SandboxPlatform): HttpHandler[] {
  return [
    route(platform, 'post', `${BASE}/getSubAccountList`, ({ account, body }) =>
      listAccounts(platform, account, {
        page: int(body.page),
        limit: int(body.limit),
        keyword: str(body.keyword),
        status: int(body.status),
      }),
    ),
    route(platform, 'get', `${BASE}/getSubAccountInfo`, ({ account, query }) =>
      getAccountDetail(platform, account, requireId(q(query, 'id'))),
    ),
    route(platform, 'get', `${BASE}/getAssignableMenus`, () => assignableMenus()),
    route(platform, 'post', `${BASE}/save`, ({ account, body }) => ({
      id: saveAccount(platform, account, {
        id: int(body.id),
        account: str(body.account) ?? '',
        realName: str(body.realName) ?? '',
        phone: str(body.phone) ?? '',
        password: str(body.password),
        position: str(body.position),
        menuIds: Array.isArray(body.menuIds) ? ints(body.menuIds) : undefined,
        authCodes: Array.isArray(body.authCodes) ? strings(body.authCodes) : undefined,
        expireDate: body.expireDate === null ? null : str(body.expireDate),
      }),
    })),
    route(platform, 'post', `${BASE}/setEnable`, ({ account, body }) => {
      setAccountEnabled(platform, account, requireId(body.id), bool(body.isEnable) ?? false);
      return true;
    }),
    route(platform, 'post', `${BASE}/setPassword`, ({ account, body, session }) => {
      setAccountPassword(
        platform,
        account,
        { id: requireId(body.id), password: str(body.password) ?? '', confirmPassword: str(body.confirmPassword) ?? '' },
        session.token,
      );
      return true;
    }),
    route(platform, 'post', `${BASE}/delete`, ({ account, body }) => {
      deleteAccount(platform, account, requireId(body.id));
      return true;
    }),
  ];
}
