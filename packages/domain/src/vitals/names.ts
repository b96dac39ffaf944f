/**
 * What a visit's field vitals are reported as: the metrics, the kind of page the visit began
 * on and the class of device. Nothing else leaves the browser: no address, id or user agent.
 */
export const METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type MetricName = (typeof METRICS)[number];

export const PAGE_KINDS = ["home", "recipe", "cook", "weekmenu", "list"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const DEVICES = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICES)[number];

/** The visitor page a path shows; null for pages that do not report (the CMS, the login). */
export function pageKindOf(pathname: string): PageKind | null {
  if (pathname === "/") return "home";
  if (pathname === "/weekmenu") return "weekmenu";
  if (pathname === "/boodschappen") return "list";
  if (/^\/recipe\/[^/]+\/koken$/.test(pathname)) return "cook";
  if (/^\/recipe\/[^/]+$/.test(pathname)) return "recipe";
  return null;
}
