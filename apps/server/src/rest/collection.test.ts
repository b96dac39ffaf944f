import { describe, expect, it } from "vitest";

import { getSettings, insertRecipe, listRecipes } from "@repo/db";
import { recipeData } from "@repo/db/testing";

import { useLoggedInApp } from "../testing";

describe("POST /api/import/collection with IMAGE_HOSTS set", () => {
  const ctx = useLoggedInApp({ imageHosts: ["images.example"] });

  const exported = async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/export",
      headers: { cookie: ctx.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ recipes: Record<string, unknown>[]; settings: Record<string, unknown> }>();
  };
  const importFile = (file: object) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/import/collection",
      payload: file,
      headers: { cookie: ctx.cookie, "content-type": "application/json" },
    });

  it("refuses a file with an image from a host not allowed with a 400 naming the recipe, and writes nothing", async () => {
    const kept = await insertRecipe(ctx.db, recipeData({ name: "Blijft" }));
    const file = await exported();
    const foreign = {
      ...file.recipes[0],
      id: "van-elders",
      name: "Soep van elders",
      imageUrl: "https://cdn.elders.example/soep.jpg",
    };
    const response = await importFile({ ...file, recipes: [...file.recipes, foreign] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        "De afbeelding van 'Soep van elders' komt van cdn.elders.example, en afbeeldingen van die website zijn hier niet toegestaan. Er is niets gewijzigd.",
    });
    const hero = await importFile({
      ...file,
      settings: { heroImageUrl: "https://cdn.elders.example/h.jpg" },
    });
    expect(hero.statusCode).toBe(400);
    expect(hero.json<{ message: string }>().message).toMatch(
      /^De hero-afbeelding komt van cdn\.elders\.example,/,
    );
    expect(await listRecipes(ctx.db)).toEqual([kept]);
    expect((await getSettings(ctx.db)).heroImageUrl).toBeNull();

    const allowed = { ...foreign, imageUrl: "https://images.example/soep.jpg" };
    const ok = await importFile({ ...file, recipes: [...file.recipes, allowed] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ added: 1, changed: 0, same: 1 });
    // Both may carry the same creation time, so the list's order between them is not fixed.
    const images = (await listRecipes(ctx.db)).map((r) => r.imageUrl);
    expect(images).toHaveLength(2);
    expect(images).toEqual(expect.arrayContaining([null, "https://images.example/soep.jpg"]));
  });
});
