import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { appStarted, createRecipeAsAdmin, toast } from "./helpers";

/** Set to a folder to keep screenshots of the header's timer for a look. */
const SHOTS = process.env.TIMER_SHOTS;

/** A recipe whose second step names 10 minutes, made through the API as the admin. */
async function createRecipe(request: APIRequestContext, name: string): Promise<string> {
  return createRecipeAsAdmin(request, {
    name,
    chapter: "Diner",
    proteinType: "Kip",
    preparationMethod: "Pan",
    ingredients: ["100 g kipfilet", "1 teentje knoflook"],
    instructions: "Snijd de knoflook fijn.\nBak de kip 10 minuten op middelhoog vuur.\nServeer.",
    prepTime: 15,
  });
}

/** Counts the alarm's buzzes and beeps: a vibrate call and the oscillators of the sound. */
async function spyOnAlarm(page: Page) {
  await page.addInitScript(() => {
    const alarm = { buzz: 0, beeps: 0 };
    Object.assign(window, { alarm });
    Object.defineProperty(navigator, "vibrate", {
      configurable: true,
      value: () => {
        alarm.buzz += 1;
        return true;
      },
    });
    // Where Chromium defines it: AudioContext inherits it.
    const prototype = BaseAudioContext.prototype;
    const create = Object.getOwnPropertyDescriptor(prototype, "createOscillator")?.value as (
      this: BaseAudioContext,
    ) => OscillatorNode;
    prototype.createOscillator = function (this: BaseAudioContext) {
      alarm.beeps += 1;
      return create.call(this);
    };
  });
}

const alarm = (page: Page) =>
  page.evaluate(() => (window as unknown as { alarm: { buzz: number; beeps: number } }).alarm);

const devices = {
  "phone 360": { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 } },
};

for (const [device, options] of Object.entries(devices)) {
  test.describe(`item 5, ${device}`, () => {
    test.use(options);

    test(`a timer keeps running after cook mode closes, rings on the recipe page and leads back to its step (${device})`, async ({
      page,
      request,
    }) => {
      const name = `Kip met timer ${device} ${Date.now().toString(36)}`;
      const id = await createRecipe(request, name);
      await page.clock.install();
      await spyOnAlarm(page);

      await page.goto(`/recipe/${id}/koken`);
      await appStarted(page);
      await page.getByRole("button", { name: "Volgende stap" }).click();
      await page.getByRole("button", { name: "Timer 10 minuten starten" }).click();
      await expect(page.getByRole("list", { name: "Lopende timers" })).toContainText("10:00");
      // Cook mode shows its timers itself: no second one in the header.
      await expect(page.getByTestId("timer-chip")).toHaveCount(0);
      await page.getByRole("button", { name: "Volgende stap" }).click();
      await expect(page.getByRole("heading", { name: "Stap 3 van 3" })).toBeVisible();

      await page.getByRole("button", { name: "Kookmodus sluiten" }).click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(toast(page, "De timer loopt door")).toBeVisible();
      const chip = page.getByRole("banner").getByTestId("timer-chip");
      // The page's clock is faked but still runs: a few real seconds may pass.
      await expect(chip).toHaveText(/^(10:00|9:[45]\d)$/);
      await expect(chip).toHaveAccessibleName(/^Timer 10 minuten: nog (10:00|9:[45]\d)\. Terug naar stap 2$/);
      await page.clock.runFor(60_000);
      await expect(chip).toHaveText(/^(9:00|8:[45]\d)$/);

      if (SHOTS && device === "phone") {
        await page.setViewportSize({ width: 360, height: 740 });
        await page.screenshot({
          path: `${SHOTS}/timer-chip-360-light.png`,
          clip: { x: 0, y: 0, width: 360, height: 200 },
        });
        await page.getByRole("button", { name: "Donkere modus" }).click();
        await expect(page.locator("html")).toHaveClass(/dark/);
        await page.screenshot({
          path: `${SHOTS}/timer-chip-360-dark.png`,
          clip: { x: 0, y: 0, width: 360, height: 200 },
        });
      }

      // On every page: the overview too.
      await page.getByRole("link", { name: "Receptenboek, terug naar het overzicht" }).click();
      await expect(page.getByTestId("recipe-card").first()).toBeVisible();
      await expect(chip).toHaveText(/^(9:00|8:[2-5]\d)$/);
      await page.goBack();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      expect(await alarm(page)).toEqual({ buzz: 0, beeps: 0 });

      await page.clock.runFor(9 * 60_000 + 1_000);
      const message = page.getByRole("alert").filter({ hasText: "Timer klaar" });
      await expect(message).toContainText("10 minuten (stap 2) is voorbij.");
      await expect(chip).toHaveText("Klaar");
      await expect.poll(async () => (await alarm(page)).buzz).toBe(1);
      expect((await alarm(page)).beeps).toBeGreaterThan(0);
      if (SHOTS && device === "phone") {
        await page.screenshot({
          path: `${SHOTS}/timer-alarm-360-dark.png`,
          clip: { x: 0, y: 0, width: 360, height: 260 },
        });
      }

      // The chip leads back to the timer's step, where the message waits for 'Oké'.
      await chip.click();
      await expect(page.getByRole("heading", { name: "Stap 2 van 3" })).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: "Timer klaar" })).toHaveCount(1);
      await page
        .getByRole("alert")
        .filter({ hasText: "Timer klaar" })
        .getByRole("button", { name: "Oké" })
        .click();
      await expect(page.getByRole("alert").filter({ hasText: "Timer klaar" })).toHaveCount(0);
      await page.getByRole("button", { name: "Kookmodus sluiten" }).click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByTestId("timer-chip")).toHaveCount(0);
      // It rang once.
      expect((await alarm(page)).buzz).toBe(1);
    });
  });
}
