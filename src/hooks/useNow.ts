import { useEffect, useState } from 'react';

/**
 * The store's clock, read again every `everyMs`, so a countdown on a page left open keeps up. Tests and
 * stories give the store a fixed clock, and then nothing changes.
 */
export function useNow(clock: () => number, everyMs = 60_000): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), everyMs);
    return () => clearInterval(timer);
  }, [clock, everyMs]);
  return now;
}
