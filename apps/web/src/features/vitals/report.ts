import type { Metric } from "web-vitals";
import { onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";

import type { DeviceClass, MetricName } from "@repo/domain/vitals";
import { pageKindOf } from "@repo/domain/vitals";

/** A touch screen whose window is narrower than a tablet's in either direction is a phone. */
function deviceClass(): DeviceClass {
  if (!window.matchMedia("(pointer: coarse)").matches) return "desktop";
  return Math.min(window.innerWidth, window.innerHeight) < 600 ? "phone" : "tablet";
}

/**
 * Keeps each metric's latest value and sends them all in one beacon when the page is first
 * hidden (the visitor leaves, closes or switches away): only the page kind, the device class and
 * the numbers. web-vitals settles INP, CLS and LCP in its own capturing listener for the same
 * event, which runs before this one (bubbling, on the window).
 */
export function reportVitals(pathname: string) {
  const page = pageKindOf(pathname);
  if (!page) return;
  const metrics: Partial<Record<MetricName, number>> = {};
  const keep = ({ name, value }: Metric) => {
    metrics[name] = name === "CLS" ? Number(value.toFixed(4)) : Math.round(value);
  };
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(keep);

  const send = () => {
    if (document.visibilityState !== "hidden" || Object.keys(metrics).length === 0) return;
    window.removeEventListener("visibilitychange", send);
    // A string goes as text/plain, which no browser holds back for a preflight.
    navigator.sendBeacon("/api/vitals", JSON.stringify({ page, device: deviceClass(), metrics }));
  };
  window.addEventListener("visibilitychange", send);
}
