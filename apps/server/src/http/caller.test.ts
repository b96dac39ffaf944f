import { afterEach, describe, expect, it } from "vitest";

import type { App } from "../app";
import { buildTestApp, login } from "../testing";

describe("request.caller()", () => {
  let app: App;
  afterEach(() => app.close());

  it("is set up for the /api routes only: a route outside the scope has none", async () => {
    ({ app } = await buildTestApp());
    // A root route, as a page or a picture is: the /api scope's decoration never reaches it.
    app.get("/outside", async (request) => ({ caller: "caller" in request }));

    expect((await app.inject({ method: "GET", url: "/outside" })).json()).toEqual({ caller: false });
    // The REST adapters still call their procedure with the session of the request.
    const cookie = await login(app);
    const check = await app.inject({ method: "GET", url: "/api/auth/check", headers: { cookie } });
    expect(check.json()).toEqual({ isAuthenticated: true });
  });
});
