import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { Field, Input } from "./field";

const markup = (props: { error?: string; hint?: string; required?: boolean }) =>
  renderToStaticMarkup(
    <Field id="naam" label="Naam" {...props}>
      {(control) => <Input {...control} />}
    </Field>,
  );

describe("Field", () => {
  it("ties the label, the hint and the error to the control", () => {
    const html = markup({ hint: "Zoals op de kaart", error: "Dit veld is verplicht." });
    expect(html).toContain('<label for="naam"');
    expect(html).toContain('id="naam"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="naam-hint naam-error"');
    expect(html).toContain('<p id="naam-hint" class="mt-1.5 text-xs text-muted">Zoals op de kaart</p>');
    expect(html).toMatch(/<p id="naam-error"[^>]*>.*Dit veld is verplicht\.<\/p>/);
  });

  it("describes a valid control by its hint only, and an unhinted one by nothing", () => {
    const hinted = markup({ hint: "Zoals op de kaart" });
    expect(hinted).toContain('aria-describedby="naam-hint"');
    expect(hinted).not.toContain("aria-invalid");
    expect(hinted).not.toContain("naam-error");

    const bare = markup({});
    expect(bare).not.toContain("aria-describedby");
    expect(bare).not.toContain("aria-invalid");
  });

  it("marks a required field with an asterisk for the eye and 'verplicht' for screen readers", () => {
    const html = markup({ required: true });
    expect(html).toContain('<span aria-hidden="true" class="ml-0.5 text-danger">*</span>');
    expect(html).toContain('<span class="sr-only"> (verplicht)</span>');
    expect(html).toContain("required");
    expect(markup({})).not.toContain("verplicht");
  });
});
