// One flat config for every workspace; each package runs `eslint .` from its own folder.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

import { lazy, visitorCode } from "./apps/web/chunk-map.js";

const VISITOR_CODE =
  "Visitor pages stay small: zod, @repo/schema, the CMS and Uppy belong to the CMS routes' lazy chunks (use @repo/domain).";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "**/scripts/**",
      "**/routeTree.gen.ts",
      "**/*.config.*",
      "**/build.mjs",
      "**/test-results/**",
      "**/public/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    linterOptions: { reportUnusedDisableDirectives: true },
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "separate-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/consistent-type-definitions": "off",
      "@typescript-eslint/require-await": "off",
      // The router's loaders signal "not found" and redirects by throwing its own objects.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [{ from: "package", package: "@tanstack/router-core", name: ["NotFoundError", "Redirect"] }],
        },
      ],
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // What a visitor downloads first (the build's chunk map): validation (zod), the CMS and the
    // uploader stay out of it.
    files: visitorCode,
    ignores: lazy,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "zod", message: VISITOR_CODE },
            { name: "@repo/schema", message: VISITOR_CODE },
          ],
          patterns: [
            {
              group: ["zod/*", "@repo/schema/*", "@uppy/*", "@trpc/*", "@tanstack/react-query"],
              message: VISITOR_CODE,
            },
            {
              group: [
                "~/features/cms/*",
                "~/features/recipe-form/*",
                "~/features/upload/*",
                "~/features/auth/login-form",
                "~/lib/trpc",
                "**/cms/*",
                "**/recipe-form/*",
                "**/upload/*",
              ],
              message: VISITOR_CODE,
            },
          ],
        },
      ],
    },
  },
);
