/**
 * Whether a page's answer may be kept as the offline copy of its path. The server names, in
 * `Content-Location`, the path whose page it sent when that is the page without its search
 * ('/recipe/x?porties=4' is painted as '/recipe/x'); an answer painted for a search (the overview
 * filtered or searched) names nothing, and is never kept in place of the plain page.
 */
export function isCopyOfPath(requestUrl: string, response: Response): boolean {
  const location = response.headers.get("content-location");
  if (location === null) return false;
  const url = new URL(requestUrl);
  return new URL(location, url).href === url.origin + url.pathname;
}
