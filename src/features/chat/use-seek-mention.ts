/**
 * A chat opened at an unread mention that is older than the page it opened with (the mention came
 * before more than a page of messages): once the list has settled where it opened, the mention is
 * sought — older history loaded until it is held, then brought into view (`seek`) — once per chat.
 */
import { useEffect, useRef } from 'react';

export function useSeekMention(mention: string | null, held: boolean, settled: boolean, seek: (fingerPrint: string) => void): void {
  const sought = useRef(false);
  useEffect(() => {
    if (!mention || held || !settled || sought.current) return;
    sought.current = true;
    seek(mention);
    // `seek` reads the conversation as it is when called; the flags decide when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mention, held, settled]);
}
