import type { Response } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, expect, test } from "@playwright/test";

import { chromiumLaunchOptions } from "../../../chromium.shared";
import { appStarted } from "./helpers";

const DIST = fileURLToPath(new URL("../dist", import.meta.url));

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("the site can be installed: Chrome finds no installability errors and reads the Dutch manifest", async ({
  baseURL,
  browserName,
}) => {
  expect(browserName).toBe("chromium");
  // Chrome never offers to install from a private window, which every test context is: this
  // check runs in a browser profile of its own.
  const profile = await mkdtemp(path.join(tmpdir(), "receptenboek-install-"));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    await expect(page.getByTestId("recipe-card").first()).toBeVisible();
    const cdp = await context.newCDPSession(page);
    // The checks Lighthouse's former installability audit ran, asked of Chrome itself.
    await expect
      .poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors, {
        timeout: 20_000,
      })
      .toEqual([]);
    const { url, errors, data } = await cdp.send("Page.getAppManifest", {});
    expect(url).toMatch(/\/site\.webmanifest$/);
    expect(errors).toEqual([]);
    expect(JSON.parse(data ?? "{}")).toMatchObject({
      name: "Receptenboek",
      short_name: "Recepten",
      lang: "nl",
      start_url: "/",
      display: "standalone",
      theme_color: "#2f5d3a",
      icons: expect.arrayContaining([
        expect.objectContaining({ sizes: "192x192", type: "image/png" }),
        expect.objectContaining({ sizes: "512x512", type: "image/png" }),
      ]),
    });
    // Light and dark browser bars.
    await expect(
      page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]'),
    ).toHaveAttribute("content", "#2f5d3a");
    await expect(
      page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]'),
    ).toHaveAttribute("content", "#0f1712");
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test("a first visit downloads none of the service worker's code before the page is in use", async ({
  page,
}) => {
  const scripts: { url: string; body: Promise<string> }[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === "script") {
      scripts.push({ url: response.url(), body: response.text() });
    }
  };
  page.on("response", collect);
  await page.goto("/");
  await expect(page.getByTestId("recipe-card").first()).toBeVisible();
  await page.waitForLoadState("load");
  await appStarted(page);
  // Scripts the idle page fetches later (the search's words, field vitals) would be read after
  // the test ends: the first visit is what this checks.
  page.off("response", collect);
  const bodies = await Promise.all(scripts.map((script) => script.body));
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) expect(body).not.toContain("serviceWorker.register");
  expect(scripts.map((script) => script.url)).not.toContainEqual(expect.stringMatching(/\/sw\.js$/));
  // The check can see the registration: it sits in a chunk of its own in the build.
  const assets = readdirSync(path.join(DIST, "assets")).filter((file) => file.endsWith(".js"));
  const registering = assets.filter((file) =>
    readFileSync(path.join(DIST, "assets", file), "utf8").includes("serviceWorker.register"),
  );
  expect(registering).toHaveLength(1);
});
