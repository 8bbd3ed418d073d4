import { useLocation } from 'react-router-dom';
import { type RouteMatch, matchRoute } from './match.ts';

/** The registry route the router is showing (undefined on an address outside the registry). */
export function useCurrentRoute(): RouteMatch | undefined {
  return matchRoute(useLocation().pathname);
}
