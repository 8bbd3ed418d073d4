import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession, startSession } from '@/lib/session/session-store.ts';
import { usePermission } from '@/lib/session/use-permission.ts';
import { loginResult, menu } from '@/testing/login-result.ts';
import { useCanOpen } from './use-can-open.ts';

describe('useCanOpen and usePermission read the session', () => {
  it('open routes among the menus and follow the session', () => {
    startSession(loginResult({ rootMenus: [menu('dashbord'), menu('order', [menu('order/alllist')])], authCode: ['order:export'] }));
    const open = renderHook(({ route }) => useCanOpen(route), {
      initialProps: { route: 'order/alllist' as const } as { route: 'order/alllist' | 'hospital/contract' | undefined },
    });
    expect(open.result.current).toBe(true);
    open.rerender({ route: 'hospital/contract' });
    expect(open.result.current).toBe(false);
    open.rerender({ route: undefined });
    expect(open.result.current).toBe(false);

    const allowed = renderHook(() => usePermission('order:export'));
    const denied = renderHook(() => usePermission('finance:confirm'));
    expect(allowed.result.current).toBe(true);
    expect(denied.result.current).toBe(false);

    clearSession();
    allowed.rerender();
    expect(allowed.result.current).toBe(false);
    open.rerender({ route: 'order/alllist' });
    expect(open.result.current).toBe(false);
  });
});
