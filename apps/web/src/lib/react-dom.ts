import * as client from "react-dom/client";

/**
 * React DOM, run with the framework's chunk rather than with the app's entry: the page's loader
 * runs each chunk in a task of its own, and React DOM's start-up (a large function compiled and
 * run once) is the biggest single piece of it on a slow phone.
 */
export const { createRoot, hydrateRoot } = client;
