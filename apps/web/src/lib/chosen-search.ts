import { useCallback, useEffect, useRef, useState } from "react";

/** Runs `task` once the browser has painted the next frame. */
function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(task, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * A page's query as the visitor sets it with taps and letters: the page shows a change at once
 * and writes it to the URL after the next paint, so the router's work (matching, loaders, every
 * link's active state) never stands between a finger and what it changes on a slow phone. A URL
 * changed by anything else (a link to the page, back) is adopted. `same` compares two queries as
 * the URL keeps them; `write` puts one in the URL (a replace: the page's own changes make no
 * history entries).
 */
export function useChosenSearch<S>(
  url: S,
  same: (a: S, b: S) => boolean,
  write: (search: S) => void,
): [S, (next: S | ((current: S) => S)) => void] {
  const [chosen, setChosen] = useState(url);
  const [seen, setSeen] = useState(url);
  if (seen !== url) {
    setSeen(url);
    if (!same(url, chosen)) setChosen(url);
  }
  // What the visitor chose last, for the next change and for the write after the next paint.
  const latest = useRef(chosen);
  const pending = useRef<(() => void) | null>(null);
  const writeRef = useRef(write);
  useEffect(() => {
    latest.current = chosen;
    writeRef.current = write;
  });
  // Leaving the page drops a write still waiting: it would bring the visitor back.
  useEffect(() => () => pending.current?.(), []);

  const choose = useCallback((next: S | ((current: S) => S)) => {
    const value = typeof next === "function" ? (next as (current: S) => S)(latest.current) : next;
    latest.current = value;
    setChosen(value);
    pending.current ??= afterNextPaint(() => {
      pending.current = null;
      writeRef.current(latest.current);
    });
  }, []);
  return [chosen, choose];
}
