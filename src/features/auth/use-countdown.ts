import { useEffect, useState } from 'react';

/** Seconds left of a countdown that ticks once a second; `start(n)` restarts it. */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: (seconds: number) => setLeft(Math.max(0, Math.ceil(seconds))) };
}
