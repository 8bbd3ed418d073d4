/**
 * Which route a page is showing: its name (what the guard checks) and the catalogue key of its
 * title. Pages read their own route from context (`usePageRoute`, set by route-objects.tsx); the
 * guard and the layout, which sit above the page, match the address instead (`useRouteHandle`).
 */
import { createContext, useContext } from 'react';
import type { RouteTitleKey } from '@/lib/routing/route-texts.ts';

export interface PageRoute {
  name: string;
  titleKey: RouteTitleKey;
}

export const PageRouteContext = createContext<PageRoute | undefined>(undefined);

/** The route whose page this is. */
export function usePageRoute(): PageRoute | undefined {
  return useContext(PageRouteContext);
}
