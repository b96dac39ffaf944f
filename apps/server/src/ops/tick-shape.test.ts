import { describe, expect, it } from "vitest";

import { heldTickObject, keepTickShape } from "./tick-shape";

describe("keepTickShape", () => {
  it("holds a tick object of process.nextTick, and only the first one", async () => {
    await keepTickShape();
    const held = heldTickObject();
    expect(held).toHaveProperty("callback");
    expect(held).toHaveProperty("args");
    expect(Object.getOwnPropertySymbols(held).map(String)).toEqual(
      expect.arrayContaining(["Symbol(async_id_symbol)", "Symbol(trigger_async_id_symbol)"]),
    );
    await keepTickShape();
    expect(heldTickObject()).toBe(held);
  });
});
