import { useEffect } from 'react';

/**
 * Keeps the screen awake while `isActive`, where the browser offers the Screen Wake Lock API. The
 * browser drops the lock when the tab is hidden, so it is requested again when the tab comes back;
 * it is released on pause or stop. Failures (battery saver, no support) are ignored.
 */
export function useWakeLock(isActive: boolean): void {
  useEffect(() => {
    if (!isActive || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let isCancelled = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (isCancelled) await lock.release();
        else sentinel = lock;
      } catch {
        // refused: the timer works without it
      }
    };
    void acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      isCancelled = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, [isActive]);
}
