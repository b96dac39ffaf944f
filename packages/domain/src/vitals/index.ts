// Field vitals: what visits report, the histograms they are kept in, and the figures read from them.
export * from "./names";
export * from "./histogram";
export * from "./summary";
