import { pageKindOf, VITALS_SAMPLE_RATE } from "@repo/domain/vitals";

/**
 * Field vitals for a sample of visits to the visitor pages: the reporting code is fetched only
 * for a sampled visit, and only once the page has loaded and the browser is idle, so it never
 * competes with the page's own first paint and taps. The page kind is the one the visit began on.
 */
export function startVitals() {
  const page = pageKindOf(window.location.pathname);
  if (!page || Math.random() >= VITALS_SAMPLE_RATE || !("sendBeacon" in navigator)) return;
  const load = () => void import("./report").then((m) => m.reportVitals(page));
  const whenIdle = () =>
    "requestIdleCallback" in window ? window.requestIdleCallback(load, { timeout: 5_000 }) : setTimeout(load);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
