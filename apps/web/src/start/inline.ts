// The start script inlined into every page, built on its own into dist/ssr/start.js (see
// scripts/build-start.mjs): the server writes the page's `chunks` and `entry` in front of it
// (apps/server/src/web/template.ts), so the first load has no request more for it.
import { startAfterFirstPaint } from "./start";

declare const chunks: readonly string[];
declare const entry: string;

startAfterFirstPaint(chunks, entry, (href) => import(/* @vite-ignore */ href));
