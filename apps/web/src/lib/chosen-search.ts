import { useCallback, useEffect, useRef, useState } from "react";

/** A route's navigate (stable from render to render), as far as this hook uses it. */
type Navigate<S> = (options: { search: S; replace: true; resetScroll: false }) => unknown;

/**
 * A page's query as the visitor sets it with taps and letters: the page shows a change at once
 * and writes it to the URL (a replace: no history entry) after the next paint, so the router's
 * work (matching, loaders, every link's active state) never stands between a finger and what it
 * changes on a slow phone. A URL changed by anything else (a link to the page, back) is adopted;
 * `same` compares two queries as the URL keeps them.
 */
export function useChosenSearch<S>(
  url: S,
  same: (a: S, b: S) => boolean,
  navigate: Navigate<S>,
): [S, (next: (current: S) => S) => void] {
  const [seen, setSeen] = useState({ url, chosen: url });
  let chosen = seen.chosen;
  if (seen.url !== url) {
    if (!same(url, chosen)) chosen = url;
    setSeen({ url, chosen });
  }
  // What the visitor chose last, for the next change and for the write after the next paint.
  const latest = useRef(chosen);
  useEffect(() => {
    latest.current = chosen;
  }, [chosen]);
  const frame = useRef(0);
  // Leaving the page drops a write still waiting: it would bring the visitor back.
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const choose = useCallback(
    (next: (current: S) => S) => {
      const value = (latest.current = next(latest.current));
      setSeen((current) => ({ ...current, chosen: value }));
      cancelAnimationFrame(frame.current);
      // The frame's callback runs before its paint; the write waits for the task after it.
      frame.current = requestAnimationFrame(() => {
        frame.current = requestAnimationFrame(
          () => void navigate({ search: latest.current, replace: true, resetScroll: false }),
        );
      });
    },
    [navigate],
  );
  return [chosen, choose];
}
