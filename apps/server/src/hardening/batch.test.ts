import { describe, expect, it } from "vitest";

import { useLoggedInApp } from "../testing";

/** A GET batch URL as tRPC's client spells it, with one input per call. */
const batchUrl = (paths: string[], inputs: Record<number, unknown> = {}) =>
  `/trpc/${paths.join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;

describe("tRPC batches", () => {
  const ctx = useLoggedInApp();

  it("refuses the list named 380 times in one GET (400) without building it", async () => {
    const url = batchUrl(Array.from({ length: 380 }, () => "recipes.list"));
    const response = await ctx.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(400);
    expect(response.body.length).toBeLessThan(200);
  });

  it.each([
    [
      "more than ten calls",
      Array.from({ length: 11 }, (_, i) => (i % 2 ? "settings.get" : "auth.check")),
      "at most 10",
    ],
    ["one procedure twice", ["settings.get", "settings.get"], "each procedure once"],
    [
      "the summaries beside another read",
      ["settings.get", "recipes.summaries"],
      "recipes.summaries cannot be batched",
    ],
    ["the full list beside another read", ["recipes.list", "auth.check"], "recipes.list cannot be batched"],
  ])("refuses a batch with %s (400)", async (_label, paths, message) => {
    const response = await ctx.app.inject({ method: "GET", url: batchUrl(paths) });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it("refuses a repeated mutation in a POST batch and writes nothing", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/trpc/recipes.delete,recipes.delete?batch=1",
      headers: { cookie: ctx.cookie, "content-type": "application/json" },
      payload: JSON.stringify({ 0: { id: "x" }, 1: { id: "y" } }),
    });
    expect(response.statusCode).toBe(400);
  });

  it("answers a batch of distinct reads, as the CMS sends them", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: batchUrl(["settings.get", "auth.check"]),
      headers: { cookie: ctx.cookie },
    });
    expect(response.statusCode).toBe(200);
    const [settings, check] = response.json<[{ result: { data: unknown } }, { result: { data: unknown } }]>();
    expect(settings.result.data).toHaveProperty("heroImageUrl");
    expect(check.result.data).toBeTruthy();
  });

  it("still answers the list alone from its cached URL", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/trpc/recipes.list" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { data: [] } });
  });
});
