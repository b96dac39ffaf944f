import type { Head } from "./head";

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** The one escaping function for text and attribute values in rendered HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** JSON that is safe inside <script>: no '</script>', no HTML comment openers, no line separators. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function renderHead(head: Head): string {
  const parts = [`<title data-ssr>${escapeHtml(head.title)}</title>`];
  for (const tag of head.meta) {
    const key =
      tag.name !== undefined
        ? `name="${escapeHtml(tag.name)}"`
        : `property="${escapeHtml(tag.property ?? "")}"`;
    parts.push(`<meta data-ssr ${key} content="${escapeHtml(tag.content)}">`);
  }
  for (const link of head.links) {
    const attributes = Object.entries(link).map(([name, value]) => `${name}="${escapeHtml(value)}"`);
    parts.push(`<link data-ssr ${attributes.join(" ")}>`);
  }
  for (const data of head.jsonLd) {
    parts.push(`<script data-ssr type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return parts.join("\n    ");
}
