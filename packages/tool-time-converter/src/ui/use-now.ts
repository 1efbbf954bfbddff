import { useEffect, useState } from 'react';
import { CLOCK_TICK_MS } from '../core/constants';

/**
 * The current time, refreshed every tick. Null until mounted: the server's clock and zone are not
 * the visitor's, so rendering a time on the server would only cause a hydration mismatch.
 */
export function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
