/**
 * What a server-searched picker asks for: the text typed into its search, trimmed, once typing has
 * paused (so a search is sent per pause, not per key).
 *
 *   const [keyword, setTyped] = useSearchKeyword();
 *   <Select showSearch={{ filterOption: false, onSearch: setTyped }} … />
 */
import { useEffect, useState } from 'react';

export const SEARCH_DELAY_MS = 300;

export function useSearchKeyword(): [keyword: string, setTyped: (typed: string) => void] {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return [keyword, setTyped];
}
