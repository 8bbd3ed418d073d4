import { describe, expect, it } from 'vitest';
import { menu } from '@/testing/login-result.ts';
import { keysForPath, toMenuItems } from './menu-items.tsx';

describe('side menu', () => {
  const menus = [
    menu('dashbord'),
    menu('finance', [menu('finance/bill'), menu('finance/invoice/info'), menu('finance/nowhere')]),
    menu('not-a-route'),
  ];

  it('keys each menu by its registry address and leaves out unknown and detail routes', () => {
    const items = toMenuItems(menus) as { key: string; children?: { key: string }[] }[];
    expect(items.map((item) => item.key)).toEqual(['/dashbord', '/finance']);
    expect(items[1]?.children?.map((item) => item.key)).toEqual(['/finance/bill']);
  });

  it('selects the menu of the current address (a detail page selects its list)', () => {
    expect(keysForPath('/finance/bill', menus)).toEqual({ selected: ['/finance/bill'], open: ['/finance'] });
    expect(keysForPath('/finance/invoice/info/3', menus)).toEqual({ selected: ['/finance'], open: [] });
  });
});
