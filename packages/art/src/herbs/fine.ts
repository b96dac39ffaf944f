import { stroke } from "../shapes";

// Herbs drawn as fine strands (chives, dill), each about 100 px across around (0, 0).

export function chives(): string {
  let body = "";
  for (let i = 0; i < 7; i += 1)
    body += stroke(
      `M${-48 + i * 2} ${10 + i * 4} L${50 - i * 3} ${-22 + i * 6}`,
      i % 2 ? "#4f8a3c" : "#5f9e48",
      4,
    );
  return body;
}

export function dill(): string {
  let body = stroke("M-40 36 C-10 10 10 -10 36 -36", "#6a9a4a", 2.5);
  for (let i = 0; i < 7; i += 1) {
    const x = -34 + i * 10;
    const y = 30 - i * 10;
    body += stroke(`M${x} ${y} l-14 -12 m14 12 l-4 -18 m4 18 l14 -6 m-14 6 l16 6`, "#7ab35a", 1.6);
  }
  return body;
}
