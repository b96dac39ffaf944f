import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { appStarted, createRecipeAsAdmin } from "./helpers";

// A phone in the kitchen.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A recipe for one person, made through the API as the admin (the page itself stays a visitor). */
async function createRecipe(request: APIRequestContext, name: string): Promise<string> {
  return createRecipeAsAdmin(request, {
    name,
    chapter: "Diner",
    proteinType: "Kip",
    preparationMethod: "Pan",
    ingredients: ["100 g kipfilet", "¼ rode ui", "1 teentje knoflook", "peper naar smaak"],
    instructions:
      "Snijd de ui en de knoflook fijn.\nBak de kip 10 minuten op middelhoog vuur.\nLaat alles 1 minuut rusten en serveer.",
    prepTime: 20,
  });
}

const unique = (what: string) => `${what} ${Date.now().toString(36)}`;
/** An ingredient line; the page keeps an amount and its unit together with a non-breaking space. */
const ingredient = (page: Page, text: string) =>
  page.getByRole("listitem").filter({ hasText: new RegExp(`^${text.replaceAll(" ", "\\s")}$`) });

test("portions: 2 to 4 people doubles every amount, in the URL and in print", async ({ page, request }) => {
  const id = await createRecipe(request, unique("Kip voor het gezin"));
  await page.goto(`/recipe/${id}?porties=2`);
  await expect(page.getByRole("group", { name: "Aantal personen" })).toContainText("2 personen");
  await expect(ingredient(page, "200 g kipfilet")).toBeVisible();
  await expect(ingredient(page, "½ rode ui")).toBeVisible();

  await appStarted(page);
  await page.getByRole("button", { name: "Meer personen" }).click();
  await page.getByRole("button", { name: "Meer personen" }).click();
  await expect(page).toHaveURL(/[?&]porties=4(&|$)/);
  await expect(ingredient(page, "400 g kipfilet")).toBeVisible();
  await expect(ingredient(page, "1 rode ui")).toBeVisible();
  await expect(ingredient(page, "4 teentjes knoflook")).toBeVisible();
  await expect(ingredient(page, "peper naar smaak")).toBeVisible();
  // The control says the number once; no 'Porties: 4 porties' beside it in other words.
  await expect(page.getByRole("group", { name: "Aantal personen" })).toContainText("4 personen");
  await expect(page.getByText("4 porties", { exact: true })).toHaveCount(0);
  // The steps keep the recipe's own counts, and say so.
  await expect(page.getByTestId("steps-servings")).toHaveText(
    "Aantallen in de stappen gelden voor 1 portie, zoals het recept is geschreven.",
  );

  // A shared link opens scaled, and prints scaled.
  await page.reload();
  await expect(ingredient(page, "400 g kipfilet")).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(ingredient(page, "400 g kipfilet")).toBeVisible();
  await expect(ingredient(page, "1 rode ui")).toBeVisible();
  await expect(page.getByText("4 personen")).toBeVisible();
  await expect(page.getByRole("button", { name: "Meer personen" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  await appStarted(page);
  await page.getByRole("button", { name: "Minder personen" }).click();
  await page.getByRole("button", { name: "Minder personen" }).click();
  await page.getByRole("button", { name: "Minder personen" }).click();
  await expect(page).not.toHaveURL(/porties=/);
  await expect(ingredient(page, "100 g kipfilet")).toBeVisible();
  await expect(page.getByRole("button", { name: "Minder personen" })).toBeDisabled();
  await expect(page.getByTestId("steps-servings")).toHaveCount(0);
});

test("portions: the quantity rules load as the focus reaches the control, before the first change", async ({
  page,
  request,
}) => {
  const id = await createRecipe(request, unique("Kip voor later"));
  await page.goto(`/recipe/${id}`);
  await appStarted(page);
  const rules = page.waitForRequest(/\/assets\/scale-[^/]*\.js$/);
  await page.getByRole("button", { name: "Meer personen" }).focus();
  await rules;
  await expect(page).not.toHaveURL(/porties=/);
  await page.getByRole("button", { name: "Meer personen" }).click();
  await expect(ingredient(page, "200 g kipfilet")).toBeVisible();
});

test("cook mode: steps forward and back, ticks kept over a reload until 'Opnieuw beginnen'", async ({
  page,
  request,
}) => {
  const id = await createRecipe(request, unique("Kip om te koken"));
  await page.goto(`/recipe/${id}?porties=2`);
  // The server's link knows no portions (its page is the same for every query): the app's does.
  await appStarted(page);
  await page.getByRole("link", { name: "Kookmodus" }).click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${id}/koken\\?porties=2$`));

  const step = page.getByTestId("cook-step");
  await expect(page.getByRole("heading", { name: "Stap 1 van 3" })).toBeVisible();
  await expect(step).toHaveText("Snijd de ui en de knoflook fijn.");
  await expect(page.getByTestId("steps-servings")).toHaveText(
    "Aantallen in de stappen gelden voor 1 portie, zoals het recept is geschreven.",
  );
  await page.getByRole("button", { name: "Volgende stap" }).click();
  await expect(page.getByRole("heading", { name: "Stap 2 van 3" })).toBeVisible();
  await expect(step).toHaveText("Bak de kip 10 minuten op middelhoog vuur.");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("heading", { name: "Stap 3 van 3" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Klaar" })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("heading", { name: "Stap 2 van 3" })).toBeVisible();

  // The scaled ingredients as a checklist.
  await page.getByText("Ingrediënten (0 van 4)").click();
  await page.getByRole("checkbox", { name: "200 g kipfilet" }).check();
  await page.getByRole("checkbox", { name: "½ rode ui" }).check();
  await expect(page.getByText("Ingrediënten (2 van 4)")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Stap 2 van 3" })).toBeVisible();
  await page.getByText("Ingrediënten (2 van 4)").click();
  await expect(page.getByRole("checkbox", { name: "200 g kipfilet" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "2 teentjes knoflook" })).not.toBeChecked();

  await page.getByRole("button", { name: "Vorige stap" }).click();
  await expect(page.getByRole("heading", { name: "Stap 1 van 3" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Vorige stap" })).toBeDisabled();

  await page.getByRole("button", { name: "Volgende stap" }).click();
  await page.getByRole("button", { name: "Opnieuw beginnen" }).click();
  await expect(page.getByRole("heading", { name: "Stap 1 van 3" })).toBeVisible();
  await expect(page.getByText("Ingrediënten (0 van 4)")).toBeVisible();

  // Leaving cook mode returns to the recipe page, still for two.
  await page.getByRole("button", { name: "Kookmodus sluiten" }).click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${id}\\?porties=2$`));
  await expect(ingredient(page, "200 g kipfilet")).toBeVisible();
});

test("cook mode: swiping turns the page", async ({ page, request }) => {
  const id = await createRecipe(request, unique("Kip om te vegen"));
  await page.goto(`/recipe/${id}/koken`);
  await expect(page.getByRole("heading", { name: "Stap 1 van 3" })).toBeVisible();
  // The server paints the step; a swipe turns it once the app runs (a tap on 'Volgende' before
  // that is kept and carried out).
  await appStarted(page);
  const card = page.getByRole("article");
  const box = await card.boundingBox();
  if (!box) throw new Error("no step card");
  const swipe = async (fromX: number, toX: number) => {
    const y = box.y + box.height / 2;
    const touch = (x: number) => [{ identifier: 0, clientX: x, clientY: y }];
    await card.dispatchEvent("touchstart", { touches: touch(fromX), changedTouches: touch(fromX) });
    await card.dispatchEvent("touchend", { touches: [], changedTouches: touch(toX) });
  };
  await swipe(box.x + box.width - 20, box.x + 20);
  await expect(page.getByRole("heading", { name: "Stap 2 van 3" })).toBeVisible();
  await swipe(box.x + 20, box.x + box.width - 20);
  await expect(page.getByRole("heading", { name: "Stap 1 van 3" })).toBeVisible();
});

test("cook mode keeps the screen on and lets go when the cook leaves", async ({ page, request }) => {
  const id = await createRecipe(request, unique("Kip met scherm aan"));
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { wakeLockCalls: calls });
    Object.defineProperty(navigator, "wakeLock", {
      configurable: true,
      value: {
        request: (type: string) => {
          calls.push(`request ${type}`);
          const sentinel = {
            released: false,
            release: () => {
              sentinel.released = true;
              calls.push("release");
              return Promise.resolve();
            },
            addEventListener: () => undefined,
          };
          return Promise.resolve(sentinel);
        },
      },
    });
  });
  const calls = () => page.evaluate(() => (window as unknown as { wakeLockCalls: string[] }).wakeLockCalls);
  await page.goto(`/recipe/${id}/koken`);
  await expect(page.getByRole("heading", { name: "Stap 1 van 3" })).toBeVisible();
  await expect.poll(calls).toEqual(["request screen"]);
  await expect(page.getByText("deze browser kan het scherm niet aan laten staan")).toHaveCount(0);
  await page.getByRole("button", { name: "Kookmodus sluiten" }).click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${id}$`));
  await expect.poll(calls).toEqual(["request screen", "release"]);
});

test("cook mode says so when the browser cannot keep the screen on", async ({ page, request }) => {
  const id = await createRecipe(request, unique("Kip zonder wake lock"));
  await page.addInitScript(() => {
    delete (Navigator.prototype as { wakeLock?: unknown }).wakeLock;
  });
  await page.goto(`/recipe/${id}/koken`);
  await expect(
    page.getByRole("status").filter({ hasText: "deze browser kan het scherm niet aan laten staan" }),
  ).toBeVisible();
});

test("a timer from the step text runs across a reload and rings at zero", async ({ page, request }) => {
  const id = await createRecipe(request, unique("Kip met timer"));
  await page.clock.install();
  await page.addInitScript(() => {
    const buzz: unknown[] = [];
    Object.assign(window, { buzz });
    Object.defineProperty(navigator, "vibrate", { configurable: true, value: (p: unknown) => buzz.push(p) });
  });
  await page.goto(`/recipe/${id}/koken`);
  await page.getByRole("button", { name: "Volgende stap" }).click();
  await page.getByRole("button", { name: "Timer 10 minuten starten" }).click();
  const bar = page.getByRole("list", { name: "Lopende timers" });
  await expect(bar).toContainText("10 minuten");
  await expect(bar.getByTestId("timer-remaining")).toHaveText("10:00");
  await page.clock.runFor(60_000);
  await expect(bar.getByTestId("timer-remaining")).toHaveText("9:00");

  // The timer keeps counting on another step and after a reload.
  await page.getByRole("button", { name: "Volgende stap" }).click();
  await expect(bar.getByTestId("timer-remaining")).toHaveText("9:00");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Stap 3 van 3" })).toBeVisible();
  await expect(bar.getByTestId("timer-remaining")).toHaveText(/^(9|8):\d\d$/);

  await page.clock.runFor(9 * 60_000 + 1_000);
  const alert = page.getByRole("alert").filter({ hasText: "Timer klaar" });
  await expect(alert).toContainText("10 minuten (stap 2) is voorbij.");
  expect(await page.evaluate(() => (window as unknown as { buzz: unknown[] }).buzz.length)).toBe(1);
  await alert.getByRole("button", { name: "Oké" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Timer klaar" })).toHaveCount(0);
});

test("a saved recipe shows under 'Bewaard' after a reload", async ({ page, request }) => {
  const name = unique("Bewaarde kip");
  const id = await createRecipe(request, name);
  await page.goto(`/recipe/${id}`);
  const heart = page.getByRole("button", { name: `${name} bewaren` });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await appStarted(page);
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  await page.goto("/");
  await page.reload();
  const saved = page.locator('[id="bewaard"]');
  await expect(saved).toContainText("1");
  await appStarted(page);
  await saved.click();
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("heading", { name: "Bewaard", level: 2 })).toBeVisible();
  await expect(page.getByTestId("results-count")).toHaveText("1 recept");
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(page).toHaveURL(/bewaard=/);

  // Forgetting it from its card empties the list.
  await page.getByRole("button", { name: `${name} bewaren` }).click();
  await expect(page.getByText("Nog geen bewaarde recepten")).toBeVisible();
});

test("portions: a ?porties= that is no number of people shows the recipe's own servings, in cook mode and in print", async ({
  page,
  request,
}) => {
  const id = await createRecipe(request, unique("Kip met een vreemde link"));
  const people = page.getByRole("group", { name: "Aantal personen" });
  await page.goto(`/recipe/${id}/koken?porties=Bel%20ons%20op%200800-FRAUDE`);
  await appStarted(page);
  await expect(people).toContainText("1 persoon");
  await expect(page.locator("body")).not.toContainText("FRAUDE");
  await page.getByRole("button", { name: "Meer personen" }).click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${id}/koken\\?porties=2$`));
  await expect(people).toContainText("2 personen");

  for (const porties of ["1e308", "-1", "0", "51", "NaN", "%7B%22a%22%3A1%7D", "abc"]) {
    await page.goto(`/recipe/${id}?porties=${porties}`);
    await appStarted(page);
    await expect(people).toContainText("1 persoon");
    await expect(ingredient(page, "100 g kipfilet")).toBeVisible();
  }
  await page.emulateMedia({ media: "print" });
  await expect(page.getByText("1 persoon")).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  await page.getByRole("button", { name: "Meer personen" }).click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${id}\\?porties=2$`));
  await expect(ingredient(page, "200 g kipfilet")).toBeVisible();
});
