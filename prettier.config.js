/** @type {import("prettier").Config & import("@ianvs/prettier-plugin-sort-imports").PluginConfig} */
export default {
  printWidth: 110,
  plugins: ["@ianvs/prettier-plugin-sort-imports"],
  // Types, React, Node's and other packages; then the workspace's; then the app's alias and relative files.
  importOrder: [
    "<TYPES>",
    "^react$",
    "^react/(.*)$",
    "<BUILTIN_MODULES>",
    "<THIRD_PARTY_MODULES>",
    "",
    "<TYPES>^@repo/",
    "^@repo/(.*)$",
    "",
    "<TYPES>^(~|#|[.])",
    "^~/(.*)$",
    "^#(.*)$",
    "^[.]",
  ],
  importOrderTypeScriptVersion: "5.9.0",
};
