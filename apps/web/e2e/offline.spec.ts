import type { Recipe } from "@repo/domain";
import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("after one visit the overview, search and a visited recipe work offline; the CMS needs a connection", async ({
  page,
  context,
  request,
}) => {
  const recipes = (await (await request.get("/api/recipes")).json()) as Recipe[];
  const visited = recipes[2];
  if (!visited) throw new Error("no recipes");

  await page.goto("/");
  await expect(page.getByTestId("recipe-card").first()).toBeVisible();
  // The worker installs after load and keeps this page and the list.
  const kept = (path: string) => page.evaluate(async (p) => (await caches.match(p)) !== undefined, path);
  await expect.poll(() => kept("/"), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => kept("/api/recipes")).toBe(true);
  await page.getByPlaceholder("Zoek op receptnaam of ingrediënt...").fill(visited.name);
  await page.getByRole("link", { name: visited.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: visited.name })).toBeVisible();
  await expect.poll(() => kept(`/recipe/${visited.id}`)).toBe(true);

  await context.setOffline(true);
  await page.goto("/");
  await expect(
    page.getByText("Je bent offline: je ziet de recepten die op dit apparaat bewaard zijn"),
  ).toBeVisible();
  await expect(page.getByTestId("results-count")).toHaveText(`${recipes.length} recepten`);
  await page.getByPlaceholder("Zoek op receptnaam of ingrediënt...").fill(visited.name);
  await expect(page.getByRole("link", { name: visited.name, exact: true })).toBeVisible();

  await page.goto(`/recipe/${visited.id}?porties=2`);
  await expect(page.getByRole("heading", { level: 1, name: visited.name })).toBeVisible();
  await expect(page.getByRole("group", { name: "Aantal personen" })).toContainText("2 personen");
  await page.getByRole("link", { name: "Kookmodus" }).click();
  await expect(page.getByRole("heading", { name: /^Stap 1 van \d+$/ })).toBeVisible();

  await page.goto("/cms");
  await expect(page.getByText("Het CMS heeft een internetverbinding nodig")).toBeVisible();

  await context.setOffline(false);
  await page.goto("/");
  await expect(page.getByText("Je bent offline")).toHaveCount(0);
});
