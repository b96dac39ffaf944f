// When Dutch fruit and vegetables are in season: our own table, from public knowledge of when
// each is harvested in the Netherlands (open field, unheated glass, or kept from the harvest
// in a cool store, as apples, onions and carrots are). Not copied from any published calendar.
// Months are 1 (January) to 12; a range that runs past December wraps to the next year.
import type { Produce } from "./produce-row";
import { FRUIT } from "./fruit";
import { VEGETABLES } from "./vegetables";

export type { Produce, ProduceKind } from "./produce-row";

export const PRODUCE: readonly Produce[] = [...VEGETABLES, ...FRUIT];
