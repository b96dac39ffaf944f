/**
 * Runs `task` when the browser is idle (at the latest after `timeoutMs`), or after `fallbackMs`
 * where it cannot say: for code a page can start without. Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs: number, fallbackMs: number): () => void {
  if ("requestIdleCallback" in window) {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, fallbackMs);
  return () => clearTimeout(timer);
}
