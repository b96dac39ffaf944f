// The parts of the structured-data checker the tests use; the package ships no types.
declare module "structured-data-testing-tool" {
  export interface SdttTest {
    test: string;
    description?: string;
    group?: string;
    passed?: boolean;
    error?: { type: string; message: string; expected?: unknown; found?: unknown };
  }
  export interface SdttResult {
    tests: SdttTest[];
    passed: SdttTest[];
    failed: SdttTest[];
    warnings: SdttTest[];
    structuredData: { jsonld: Record<string, Record<string, unknown>[]> };
  }
  export interface SdttPreset {
    name: string;
    description: string;
    conditional?: { test: string };
    tests: object[];
  }
  /** Resolves when every test passed; rejects with `{ type: "VALIDATION_FAILED", res }` otherwise. */
  export function structuredDataTestHtml(
    html: string,
    options?: { presets?: SdttPreset[]; schemas?: string[]; auto?: boolean },
  ): Promise<SdttResult>;
}
