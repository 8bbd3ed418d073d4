/**
 * The order drawer's state, which is the address (`?id=X&open=true`, or `?followNumber=N&open=true`
 * from the dispatch popup): its own module so the drawer and its lazily loaded content both read
 * it without importing each other.
 */
import { useQueryStates } from 'nuqs';
import { ROUTES } from '@/lib/routing/routes.ts';

export interface OrderDrawerState {
  /** The follow id in the address (`id`), if it is a number. */
  followId: number | null;
  followNumber: string | null;
  isOpen: boolean;
  open: (followId: number) => void;
  close: () => void;
}

export function useOrderDrawer(route: 'order/alllist' | 'order/mylist'): OrderDrawerState {
  const [query, setQuery] = useQueryStates(ROUTES[route].query);
  const id = query.id !== null && /^\d+$/.test(query.id) ? Number(query.id) : null;
  return {
    followId: id,
    followNumber: query.followNumber,
    isOpen: query.open === true && (id !== null || Boolean(query.followNumber)),
    open: (followId) => void setQuery({ id: String(followId), followNumber: null, open: true }, { history: 'push' }),
    close: () => void setQuery({ id: null, followNumber: null, open: null }, { history: 'replace' }),
  };
}
