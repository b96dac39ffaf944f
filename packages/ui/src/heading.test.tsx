import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { Heading } from "./heading";

describe("Heading", () => {
  it("draws a page title as an h1 in the page size", () => {
    expect(renderToStaticMarkup(<Heading level={1}>Weekmenu</Heading>)).toBe(
      '<h1 class="font-serif font-semibold text-3xl md:text-4xl">Weekmenu</h1>',
    );
  });

  it("draws lower levels in the section size unless told otherwise, with the caller's classes and id", () => {
    expect(renderToStaticMarkup(<Heading level={2}>Bereiding</Heading>)).toBe(
      '<h2 class="font-serif font-semibold text-2xl">Bereiding</h2>',
    );
    expect(
      renderToStaticMarkup(
        <Heading level={3} size="card" id="dag" className="print:text-sm">
          maandag
        </Heading>,
      ),
    ).toBe('<h3 class="font-serif font-semibold text-lg print:text-sm" id="dag">maandag</h3>');
  });
});
