/**
 * Starts the app once the page has loaded (HTML, styles and the hero image) and its first paint
 * is on screen, so on a slow line the bandwidth and on a slow phone the processor go to what the
 * visitor sees first; the app then takes over the same pixels. (On a fast line the load event
 * can come before the first paint. A page the server leaves empty for the app to draw, such as the
 * CMS, waits for the load only; a browser that reports no paint starts the app after 3 s.)
 * Its shared chunks are fetched together but run one by one, each in a task of its own (React
 * and the router, then the app's code, then the page): on a slow phone each is a long piece of
 * work, and between them the browser paints and answers a tap.
 *
 * Every page carries this inline (see ./inline.ts), so it stays small and imports nothing.
 */
export function startAfterFirstPaint(
  chunks: readonly string[],
  entry: string,
  load: (href: string) => Promise<unknown>,
): void {
  const go = async () => {
    for (const href of chunks) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    for (const href of chunks) {
      await load(href);
      await new Promise((resolve) => setTimeout(resolve));
    }
    await load(entry);
  };
  // Two things to wait for: the load event and the first paint.
  let waiting = 2;
  const one = () => {
    if (--waiting === 0) void go();
  };
  if (document.readyState === "complete") one();
  else addEventListener("load", one, { once: true });
  let painted = false;
  const paint = () => {
    if (painted) return;
    painted = true;
    one();
  };
  if (!document.getElementById("root")?.firstChild) paint();
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) {
        observer.disconnect();
        paint();
      }
    }).observe({ type: "paint", buffered: true });
  } catch {
    // A browser that cannot observe paints.
    paint();
  }
  setTimeout(paint, 3000);
}
