import { useEffect } from "react";

/** Whether this browser can keep the screen on. */
export const canKeepScreenOn = () => typeof navigator !== "undefined" && "wakeLock" in navigator;

/**
 * Keeps the screen on while the calling component is shown. The browser drops the lock when the
 * tab is hidden, so it is asked for again each time the tab comes back.
 */
export function useWakeLock() {
  useEffect(() => {
    if (!canKeepScreenOn()) return;
    let lock: WakeLockSentinel | null = null;
    let wanted = true;
    const acquire = async () => {
      if (document.visibilityState !== "visible" || (lock && !lock.released)) return;
      try {
        const next = await navigator.wakeLock.request("screen");
        if (wanted) lock = next;
        else void next.release();
      } catch {
        // Refused (battery saver, no permission): the page works, the screen may dim.
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      wanted = false;
      document.removeEventListener("visibilitychange", onVisibility);
      void lock?.release();
    };
  }, []);
}
