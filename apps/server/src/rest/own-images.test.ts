import { afterEach, describe, expect, it } from "vitest";

import { findRecipeById, getSettings } from "@repo/db";
import { recipeInput } from "@repo/db/testing";

import type { App } from "../app";
import type { TestAppOptions } from "../testing";
import { buildLoggedInApp } from "../testing";

/** Image URLs of the site's own address, pasted from the browser, on a site without TLS. */
describe("image URLs on the site's own address", () => {
  let app: App;
  let cookie: string;
  let db: Awaited<ReturnType<typeof buildLoggedInApp>>["db"];
  afterEach(() => app.close());

  async function start(overrides: TestAppOptions = {}) {
    ({ app, cookie, db } = await buildLoggedInApp(overrides));
  }

  const hero = (heroImageUrl: string, host = "127.0.0.1:4201") =>
    app.inject({ method: "PUT", url: "/api/settings", headers: { cookie, host }, payload: { heroImageUrl } });
  const create = (imageUrl: string, host = "127.0.0.1:4201") =>
    app.inject({
      method: "POST",
      url: "/api/recipes",
      headers: { cookie, host },
      payload: recipeInput({ imageUrl }),
    });

  it("are stored as the site path they name, for the hero and for a recipe", async () => {
    await start();
    const saved = await hero("http://127.0.0.1:4201/acceptatie-hero.png");
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ id: 1, heroImageUrl: "/acceptatie-hero.png" });
    expect((await getSettings(db)).heroImageUrl).toBe("/acceptatie-hero.png");

    const created = await create("http://localhost:4201/objects/recipe-images/abcdefghijklmnopqrstuv?w=640");
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect((await findRecipeById(db, id))?.imageUrl).toBe(
      "/objects/recipe-images/abcdefghijklmnopqrstuv?w=640",
    );

    const updated = await app.inject({
      method: "PUT",
      url: `/api/recipes/${id}`,
      headers: { cookie, host: "127.0.0.1:4201" },
      payload: recipeInput({
        imageUrl: "https://127.0.0.1:4201/objects/recipe-images/zyxwvutsrqponmlkjihgfe",
      }),
    });
    expect(updated.statusCode).toBe(200);
    expect((await findRecipeById(db, id))?.imageUrl).toBe("/objects/recipe-images/zyxwvutsrqponmlkjihgfe");
  });

  it("count only on the port the site answers on; foreign http stays refused", async () => {
    await start();
    for (const url of [
      "http://127.0.0.1:4202/acceptatie-hero.png",
      "http://images.example/hero.png",
      "http://evil.example:4201/hero.png",
      "http://user:secret@127.0.0.1:4201/hero.png",
      "http://127.0.0.1:4201//images.example/hero.png",
    ]) {
      const response = await hero(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({
        errors: { fieldErrors: { heroImageUrl: [expect.any(String)] } },
      });
      expect((await create(url)).statusCode, url).toBe(400);
    }
    expect((await getSettings(db)).heroImageUrl).toBeNull();
  });

  it("follow ALLOWED_HOSTS on a home server and PUBLIC_URL behind a proxy, whatever IMAGE_HOSTS says", async () => {
    await start({ allowedHosts: ["recepten.lan", "localhost"], imageHosts: ["images.example"] });
    expect((await hero("http://recepten.lan:3000/eigen.png", "recepten.lan:3000")).json()).toEqual({
      id: 1,
      heroImageUrl: "/eigen.png",
    });
    expect((await hero("http://localhost:3000/ander.png", "recepten.lan:3000")).json()).toEqual({
      id: 1,
      heroImageUrl: "/ander.png",
    });
    expect((await hero("http://192.0.2.1:3000/eigen.png", "recepten.lan:3000")).statusCode).toBe(400);
    expect((await hero("https://other.example/hero.png", "recepten.lan:3000")).statusCode).toBe(400);
    await app.close();

    await start({ publicUrl: "https://recepten.example" });
    for (const url of ["http://recepten.example/hero.png", "https://Recepten.example/hero.png"]) {
      expect((await hero(url, "recepten.example")).json(), url).toEqual({ id: 1, heroImageUrl: "/hero.png" });
    }
    // An https URL of another host is an external image, as before.
    expect((await hero("https://127.0.0.1:4201/hero.png", "recepten.example")).json()).toEqual({
      id: 1,
      heroImageUrl: "https://127.0.0.1:4201/hero.png",
    });
  });
});
