// Security and robustness, round four: what a visitor sees after the probe's URLs.
import { expect, test } from "@playwright/test";

import { nl, nlWeek } from "@repo/strings";

import { appStarted, fakeClock, kept, startWorkerNow } from "./helpers";
import { newPhone, slotLinks } from "./week-helpers";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const [label, search] of [
  ["an array", "week=%5B1%5D"],
  ["an object", "week=%7B%22a%22%3A1%7D"],
  ["a 2,100-digit number", `week=${"9".repeat(2_100)}`],
]) {
  test(`item 6: a week link holding ${label} opens the week page as no link at all`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`/weekmenu?${search}`);
    await appStarted(page);
    await expect(page).toHaveURL(/\/weekmenu$/);
    await expect(page.getByRole("button", { name: nlWeek.make })).toBeVisible();
    await expect(page.getByText(nlWeek.sharedOpened)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test("item 7: a shared week opened over this phone's own week can be undone", async ({ browser }) => {
  test.setTimeout(60_000);
  const { context, page } = await newPhone(browser);
  await page.goto("/weekmenu");
  await appStarted(page);
  await page.getByRole("button", { name: nlWeek.make }).click();
  await expect(page.getByRole("heading", { name: /^Jouw week/ })).toBeVisible();
  // The week's link, as the one share control copies it where the phone cannot share.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
  const shareLink = async () => {
    await page.getByRole("button", { name: /Deel deze week|Link gekopieerd/ }).click();
    return page.evaluate(() => navigator.clipboard.readText());
  };
  const link = await shareLink();
  const first = (await slotLinks(page)).join();
  await page.getByRole("button", { name: "Nieuwe week" }).click();
  await expect.poll(async () => (await slotLinks(page)).join()).not.toBe(first);
  // The week as this phone keeps it, once its new link is made.
  await expect.poll(shareLink).not.toBe(link);
  const own = await slotLinks(page);

  await page.goto(link);
  await appStarted(page);
  await expect(page.getByText(nlWeek.sharedReplaced, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Jouw week/ })).toBeVisible();
  await expect.poll(async () => (await slotLinks(page)).join()).not.toBe(own.join());
  await page.getByRole("button", { name: nlWeek.ownWeekBack }).click();
  await expect.poll(async () => (await slotLinks(page)).join()).toBe(own.join());
  await expect(page).toHaveURL(/\/weekmenu$/);
  await page.reload();
  await appStarted(page);
  // The landing's sample week shows until the app has read this phone's own.
  await expect(page.getByRole("heading", { name: /^Jouw week/ })).toBeVisible();
  await expect.poll(async () => (await slotLinks(page)).join()).toBe(own.join());
  await context.close();
});

test("item 1: after a search and a bad filter URL, the offline copy of / is the real overview", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const total = ((await (await request.get("/api/recipes")).json()) as unknown[]).length;
  await fakeClock(page);
  await page.goto("/");
  await startWorkerNow(page);
  await expect.poll(() => kept(page, "/"), { timeout: 30_000 }).toBe(true);
  // Pages painted for a search, and a URL the server sends elsewhere, while the worker controls the page.
  await page.goto("/?q=kip");
  await appStarted(page);
  await page.goto("/?eiwit=abc");
  await expect(page).toHaveURL(/\/$/);
  await appStarted(page);

  await context.setOffline(true);
  await page.goto("/");
  await expect(page).toHaveTitle(`${nl.site.homeTitle}`);
  await appStarted(page);
  await expect(page.getByTestId("results-count")).toHaveText(`${total} recepten`);
  await expect(page.getByPlaceholder("Zoek op receptnaam of ingrediënt...")).toHaveValue("");
});
