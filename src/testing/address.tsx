/** The memory router's address on screen (`<output aria-label="address">`), for tests of what a page keeps in the address. */
import { useLocation } from 'react-router-dom';

export function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}
