// The two leaf greens most vegetables share, so stalks, calyxes and tops match.

export const GREEN = "#4f8a3c";

export const DARK_GREEN = "#2f6b2e";
