import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import type { TargetRow } from "./targets";

/** Where the latest run's figures live, so no one copies them into the docs by hand. */
export const FIGURES_FILE = fileURLToPath(new URL("../../../docs/bench-figures.md", import.meta.url));

interface FiguresRun {
  date: string;
  loadAverage: number[];
  recipes: number;
  targets: TargetRow[];
}

const cell = (text: string) => text.replaceAll("|", "\\|");
const verdict = (met: boolean | null) => (met == null ? "not measured" : met ? "met" : "**missed**");

/** The targets table the bench prints, as Markdown, with what the machine was doing at the time. */
function figuresMarkdown({ date, loadAverage, recipes, targets }: FiguresRun): string {
  const met = targets.filter((row) => row.met).length;
  return [
    "# Bench figures",
    "",
    "Written by `pnpm bench` at the end of every run; see [performance.md](performance.md) for what",
    "each figure means and how it is measured.",
    "",
    `- Date: ${date}`,
    `- Node: ${process.version}`,
    `- Load average at start (1, 5, 15 min): ${loadAverage.join(" / ")}`,
    `- Collection: ${recipes} recipes unless a row names another size`,
    `- Targets met: ${met} of ${targets.length}`,
    "",
    "| figure | measured | target | result |",
    "| ------ | -------- | ------ | ------ |",
    ...targets.map(
      (row) =>
        `| ${cell(row.figure)} | ${row.measured ?? "–"}${row.detail ? ` (${row.detail})` : ""} | ${cell(row.target)} | ${verdict(row.met)} |`,
    ),
    "",
  ].join("\n");
}

export async function writeFigures(run: FiguresRun): Promise<void> {
  await writeFile(FIGURES_FILE, figuresMarkdown(run));
}
