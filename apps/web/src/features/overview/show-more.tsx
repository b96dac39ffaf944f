import { useEffect, useRef } from "react";

import { ShowMoreButton } from "./overview-view";

/**
 * Loads the next cards when the button nears the viewport, and stays a plain button for
 * keyboards and for browsers without IntersectionObserver.
 */
export function ShowMore({ remaining, onMore }: { remaining: number; onMore: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  const latest = useRef(onMore);
  useEffect(() => {
    latest.current = onMore;
  });
  useEffect(() => {
    const element = button.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <ShowMoreButton ref={button} remaining={remaining} onClick={onMore} />;
}
