import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session/session-store.ts';
import { loginResult, menu } from '@/testing/login-result.ts';
import { decideAccess, tokenFromUrl } from './access.ts';

describe('route guard decision (specification, section 2)', () => {
  const session = startSession(loginResult());

  it('lets public routes pass without a session', () => {
    expect(decideAccess('login', undefined)).toEqual({ kind: 'pass' });
    expect(decideAccess('notFound', undefined)).toEqual({ kind: 'pass' });
  });

  it('sends a visitor without a session to the login-invalid path', () => {
    expect(decideAccess('dashbord', undefined)).toEqual({ kind: 'login-invalid' });
    expect(decideAccess('wechat', undefined)).toEqual({ kind: 'login-invalid' });
  });

  it('lets the index and wechat pass once logged in, without a menu', () => {
    expect(decideAccess('', session)).toEqual({ kind: 'pass' });
    expect(decideAccess('wechat', session)).toEqual({ kind: 'pass' });
  });

  it('needs the route name among the menu addresses, sub-menus and hidden ones included', () => {
    expect(decideAccess('order/alllist', session)).toEqual({ kind: 'pass' });
    expect(decideAccess('order/appraisDetail', session)).toEqual({ kind: 'pass' });
    expect(decideAccess('finance/bill', session)).toEqual({ kind: 'not-authorised' });
  });

  it('treats an account with exactly dashbord and customer as restricted', () => {
    const restricted = startSession(loginResult({ rootMenus: [menu('dashbord'), menu('customer')], isRestricted: undefined }));
    expect(restricted.isRestricted).toBe(true);
    expect(decideAccess('order/alllist', restricted)).toEqual({ kind: 'not-authorised' });
    expect(decideAccess('customer', restricted)).toEqual({ kind: 'pass' });
  });

  it('opens /FollowDetail for an account whose menus include orders, and only then', () => {
    expect(decideAccess('FollowDetail', session)).toEqual({ kind: 'pass' });
    const onlyMine = startSession(loginResult({ rootMenus: [menu('dashbord'), menu('order', [menu('order/mylist')])] }));
    expect(decideAccess('FollowDetail', onlyMine)).toEqual({ kind: 'pass' });
    const restricted = startSession(loginResult({ rootMenus: [menu('dashbord'), menu('customer')], isRestricted: undefined }));
    expect(decideAccess('FollowDetail', restricted)).toEqual({ kind: 'not-authorised' });
    expect(decideAccess('FollowDetail', undefined)).toEqual({ kind: 'login-invalid' });
  });

  it('finds a token before the hash or in the hash query', () => {
    expect(tokenFromUrl('?token=abc', '')).toBe('abc');
    expect(tokenFromUrl('', '?id=1&token=xyz')).toBe('xyz');
    expect(tokenFromUrl('', '?id=1')).toBeUndefined();
  });
});
