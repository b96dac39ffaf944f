import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";

export const PASSWORD = "e2e-wachtwoord-veilig";

/** Logs in through the real login screen and waits for the CMS. */
export async function login(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Wachtwoord").fill(PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  // The password's hash is made to be slow to compute: on a busy machine it takes seconds.
  await expect(page).toHaveURL(/\/cms$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "CMS Receptenbeheer" })).toBeVisible();
}

/**
 * Waits until the app has taken over the server-rendered page (the root layout marks the page
 * once it has adopted it): from then on typing and tapping reach the app, not the first paint.
 */
export async function appStarted(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-started"));
}

/** Names are unique per run, so every test makes what it needs and no test depends on another. */
export const unique = (label: string) => `E2E ${label} ${Date.now()}-${Math.floor(Math.random() * 1000)}`;

export const toast = (page: Page, title: string) =>
  page.locator("li[data-variant]").filter({ hasText: title });

/** Creates a recipe through the documented REST path with the logged-in page's cookie. */
/** A recipe made through the API as the admin, while the page under test stays a visitor's. */
export async function createRecipeAsAdmin(
  request: APIRequestContext,
  recipe: Record<string, unknown>,
): Promise<string> {
  expect((await request.post("/api/auth/login", { data: { password: PASSWORD } })).status()).toBe(200);
  const created = await request.post("/api/recipes", { data: recipe });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

export async function createRecipe(page: Page, name: string, extra: Record<string, unknown> = {}) {
  const response = await page.request.post("/api/recipes", {
    data: {
      name,
      chapter: "Lunch",
      proteinType: "Kip",
      preparationMethod: "Koud",
      ingredients: ["120 g kipfilet", "100 g sla", "1 tomaat", "1 el olijfolie"],
      instructions: "Snijd de kip.\nMeng met de sla.",
      prepTime: 10,
      calories: 300,
      ...extra,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

/**
 * Searches the overview for one recipe. Typing can land before the app has taken over the
 * server-rendered page, so it types again until the count shows the single match.
 */
export async function searchOverview(page: Page, name: string) {
  await expect(async () => {
    await page.getByPlaceholder("Zoek op receptnaam of ingrediënt...").fill(name);
    await expect(page.getByTestId("results-count")).toHaveText("1 recept", { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** Whether the service worker keeps a copy of a path (any query), in any of its caches. */
export const kept = (page: Page, path: string) =>
  page.evaluate(async (wanted) => {
    // Cached while the worker still installs is not yet kept: a reload offline would miss it.
    if (!(await navigator.serviceWorker.getRegistration())?.active) return false;
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      if (keys.some((request) => new URL(request.url).pathname === wanted)) return true;
    }
    return false;
  }, path);

/**
 * Holds the app's entry script until released: the page shows only what the server painted,
 * as it does on a slow phone while the app downloads.
 */
export async function holdApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether the app runs yet, or the page is still only what the server painted. */
export const appRunning = (page: Page) => page.evaluate(() => document.documentElement.dataset.app === "1");

/** How long after a page has loaded the app starts the offline worker (main.tsx). */
const OFFLINE_WORKER_DELAY_MS = 10_000;

/**
 * Fakes the page's clock (it keeps running), for `startWorkerNow`: call before the first visit.
 */
export const fakeClock = (page: Page) => page.clock.install();

/**
 * The app waits a while after a page has loaded before it starts the offline worker, so the worker
 * never competes with a first visit. A test that only waits for the worker jumps the page's faked
 * clock past that wait once the app runs and has read what it reads: the same timer fires, with
 * the page as it would be then, only sooner.
 */
export async function startWorkerNow(page: Page) {
  await appStarted(page);
  await page.waitForLoadState("networkidle");
  await page.clock.fastForward(OFFLINE_WORKER_DELAY_MS);
}
