// Security round four, item 1 and item 3: no anonymous URL can put another page under a kept
// page's key, and no query string can fill the page cache.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { recipeInput } from "@repo/db/testing";
import { nl, nlServer } from "@repo/strings";

import type { App } from "../app";
import { buildPagesTestApp, login } from "../testing";

const titleOf = (html: string) => /<title data-ssr>(.*?)<\/title>/.exec(html)?.[1];
// The root runs to the first script after it (the reads) or, for a page that read nothing, the body's end.
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>(?:<script|<\/body>)/.exec(html);

interface PageKind {
  kind: string;
  path: (id: string) => string;
  title: string;
  /** Painted by the server (not left to the device): its root holds the page. */
  painted: boolean;
  /** For search engines: no noindex. */
  indexed: boolean;
  bad: string[];
}

const LONG = "x".repeat(2_001);
const DIGITS = "9".repeat(2_100);

const PAGES: PageKind[] = [
  {
    kind: "home",
    path: () => "/",
    title: nl.site.homeTitle,
    painted: true,
    indexed: true,
    bad: [
      "eiwit=abc",
      "eiwit=Kip&eiwit=abc",
      "eiwit=%5B1%5D",
      "bereiding=Magnetron",
      "dieet=%7B%22a%22%3A1%7D",
      "hoofdstuk=onbekend",
      `hoofdstuk=${"d".repeat(101)}`,
      "hoofdstukken=Dessert",
      `q=${"k".repeat(201)}`,
      "q=%5B1%5D",
      "bewaard=1",
      "bewaard=abc",
      "foo=bar",
      "%ZZ=1",
    ],
  },
  {
    kind: "recipe",
    path: (id) => `/recipe/${id}`,
    title: "Soep met een sleutel | Receptenboek",
    painted: true,
    indexed: true,
    bad: ["porties=abc", "porties=0", "porties=4&porties=5", "porties=999", "porties=%5B1%5D", "foo=1"],
  },
  {
    kind: "cook mode",
    path: (id) => `/recipe/${id}/koken`,
    title: "Kookmodus: Soep met een sleutel | Receptenboek",
    painted: false,
    indexed: false,
    bad: ["porties=abc", "porties=0", "porties=4&porties=5", "foo=1"],
  },
  {
    kind: "week",
    path: () => "/weekmenu",
    title: "Weekmenu: drie maaltijden per dag, in balans | Receptenboek",
    painted: true,
    indexed: true,
    bad: ["week=%5B1%5D", "week=%7B%22a%22%3A1%7D", `week=${DIGITS}`, `week=${LONG}`, "foo=1"],
  },
  {
    kind: "shopping list",
    path: () => "/boodschappen",
    title: "Boodschappenlijst | Receptenboek",
    painted: true,
    indexed: false,
    bad: ["porties=abc", "foo=1", "bewaard=1"],
  },
];

describe("page cache poisoning (security round four, item 1)", () => {
  let app: App;
  let cookie: string;
  let id: string;
  beforeAll(async () => {
    ({ app } = await buildPagesTestApp());
    cookie = await login(app);
    const created = await app.inject({
      method: "POST",
      url: "/api/recipes",
      headers: { cookie },
      payload: recipeInput({ name: "Soep met een sleutel" }),
    });
    id = created.json<{ id: string }>().id;
  });
  afterAll(async () => {
    await app.close();
  });

  /** A write empties the page cache: the next request of a page renders it afresh. */
  const write = async () => {
    const response = await app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: { cookie },
      payload: { heroImageUrl: null },
    });
    expect(response.statusCode).toBe(200);
  };

  const expectRealPage = async (page: PageKind) => {
    const url = page.path(id);
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe(page.title);
    expect(response.body).not.toContain("Page Not Found");
    expect(response.headers["content-location"]).toBe(url);
    const root = rootOf(response.body);
    expect(root).not.toBeNull();
    if (page.painted) expect(root?.[1]?.length ?? 0).toBeGreaterThan(100);
    expect(response.body.includes('name="robots" content="noindex"')).toBe(!page.indexed);
  };

  for (const page of PAGES) {
    const cases = page.bad.map((bad) => [bad.length > 40 ? `${bad.slice(0, 30)}...` : bad, bad]);
    it.each(cases)(`after ?%s the plain ${page.kind} page is still the real one`, async (_label, bad) => {
      await write();
      const url = `${page.path(id)}?${bad}`;
      const first = await app.inject({ url });
      // The bad spelling is sent to the page's own (never kept), or painted as that page.
      expect([200, 302]).toContain(first.statusCode);
      if (first.statusCode === 302) {
        expect(first.headers["cache-control"]).toBe("no-store");
        const location = new URL(first.headers.location ?? "", "http://localhost");
        expect(location.pathname).toBe(page.path(id));
      } else {
        expect(titleOf(first.body)).toBe(page.title);
      }
      await expectRealPage(page);
      // And again, now from the cache.
      await expectRealPage(page);
    });
  }

  it("never answers a redirecting URL with a page, however often it is asked", async () => {
    await write();
    for (let i = 0; i < 3; i++) {
      const response = await app.inject({ url: "/?eiwit=abc" });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/");
    }
    const [home] = PAGES;
    if (home) await expectRealPage(home);
  });

  it("sends a filter named as plain text to its spelling as a list", async () => {
    const response = await app.inject({ url: "/?eiwit=Kip" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/?eiwit=%5B%22Kip%22%5D");
    const page = await app.inject({ url: response.headers.location ?? "" });
    expect(page.statusCode).toBe(200);
    // A page painted for a filter is not the plain page: the offline worker must not keep it as that.
    expect(page.headers["content-location"]).toBeUndefined();
  });
});

describe("query strings cannot fill the page cache (security round four, item 3)", () => {
  let app: App;
  let id: string;
  beforeAll(async () => {
    ({ app } = await buildPagesTestApp());
    const created = await app.inject({
      method: "POST",
      url: "/api/recipes",
      headers: { cookie: await login(app) },
      payload: recipeInput({ name: "Stoofpot voor velen" }),
    });
    id = created.json<{ id: string }>().id;
  });
  afterAll(async () => {
    await app.close();
  });

  const entries = () => app.contentCache.stats().entries;

  it("renders each free-text search for its visit and keeps none of them", async () => {
    await app.inject({ url: "/" });
    const before = entries();
    for (let i = 0; i < 40; i++) {
      const response = await app.inject({ url: `/?q=kip+${i}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
    expect(entries()).toBe(before);
  });

  it("keeps one week page whatever shared week the link holds", async () => {
    await app.inject({ url: "/weekmenu" });
    const before = entries();
    for (let i = 0; i < 40; i++) {
      const response = await app.inject({ url: `/weekmenu?week=${"ab".repeat(i + 1)}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-location"]).toBe("/weekmenu");
    }
    expect(entries()).toBe(before);
  });

  it("keeps one recipe page whatever number of people the link holds", async () => {
    await app.inject({ url: `/recipe/${id}` });
    const before = entries();
    for (let n = 1; n <= 12; n++) {
      const response = await app.inject({ url: `/recipe/${id}?porties=${n}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("Stoofpot voor velen");
    }
    expect(entries()).toBe(before);
  });

  it("keeps few filters, and renders long combinations for their visit only", async () => {
    const kept = await app.inject({ url: "/?eiwit=%5B%22Kip%22%5D" });
    expect(kept.statusCode).toBe(200);
    const before = entries();
    const long = "/?eiwit=%5B%22Kip%22%2C%22Vis%22%2C%22Ei%22%5D&bereiding=%5B%22Pan%22%5D";
    const response = await app.inject({ url: long });
    expect(response.statusCode).toBe(200);
    expect(entries()).toBe(before);
  });

  it.each(["kip%20kerrie", "caf%E9", "a~b", "a(b)", "a,b", "%C3%A9clair", "%F0%9F%8D%85"])(
    "sends ?q=%s to a spelling that is answered as it is",
    async (q) => {
      const first = await app.inject({ url: `/?q=${q}` });
      const target = first.statusCode === 302 ? (first.headers.location ?? "") : `/?q=${q}`;
      const second = await app.inject({ url: target });
      expect(second.statusCode).toBe(200);
    },
  );

  it("tells a flood of searches to come back, while kept pages answer", async () => {
    await app.inject({ url: "/" });
    const flood = Array.from({ length: 80 }, (_, i) => app.inject({ url: `/?q=vloed${i}` }));
    const home = await app.inject({ url: "/" });
    expect(home.statusCode).toBe(200);
    const answers = await Promise.all(flood);
    const busy = answers.filter((response) => response.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]?.headers["retry-after"]).toBe("1");
    expect(busy[0]?.body).toBe(nlServer.busy);
    expect(answers.every((response) => [200, 503].includes(response.statusCode))).toBe(true);
  });
});
