import type { Liquid, Vessel } from "@repo/domain";

import { circle, ellipse, path, rect, SHADOW, stroke } from "./shapes";

/** The colour of a soup, smoothie or sauce by what colours it. */
const LIQUID: Partial<Record<Liquid, string>> = {
  stock: "#e8c36a",
  oats: "#e6d3ad",
  spinazie: "#6f9e3f",
  boerenkool: "#5f8a3a",
  broccoli: "#7fa94c",
  tomaat: "#d9502f",
  /** A stew's sauce: meat and vegetables cooked down. */
  stew: "#9a5b34",
  /** Curry spices (and tomatoes) cooked down: golden orange. */
  curry: "#dc8a2a",
  /** Meat stewed in tomatoes: a deep tomato red. */
  ragu: "#b4422a",
  /** Riced grains fried with curry and tamari. */
  fried: "#d9a552",
  erwten: "#7fb04a",
  paprika: "#de5a32",
  framboos: "#d9557a",
  biet: "#a3254a",
  wortel: "#ef8a3a",
  pompoen: "#f0a040",
  lentils: "#e19a4f",
  // Creamy rather than white, so yoghurt shows against the bowl's white inside.
  yoghurt: "#f3e9d2",
  kwark: "#f6eedb",
  cottagecheese: "#fbf4ee",
  beans: "#efe6d0",
  komkommer: "#cfe3a0",
  pastinaak: "#f0e2bc",
  bloemkool: "#f3ead2",
  rucola: "#5f8f3a",
  peterselie: "#4f8a3c",
  basilicum: "#4f8a3c",
  appel: "#d3dc85",
  venkel: "#e6edc6",
};

/** The wooden board bread and tostis lie on. */
export const BOARD_COLOUR = "#c9924f";

export function liquidColour(liquid: Liquid | null): string {
  return (liquid && LIQUID[liquid]) ?? "#e9d7b0";
}

export interface DrawnVessel {
  back: string;
  /** Drawn over the food: rims, handles that overlap. */
  front: string;
  /** Radius around the centre where food may go. */
  room: number;
}

const SHADOW_OFFSET = 10;

function shadowCircle(r: number): string {
  return circle(SHADOW_OFFSET, SHADOW_OFFSET + 4, r, SHADOW);
}

function liquidPool(r: number, colour: string): string {
  return (
    circle(0, 0, r, colour) +
    stroke(
      `M${-r * 0.5} ${-r * 0.1} C${-r * 0.2} ${-r * 0.45} ${r * 0.35} ${-r * 0.4} ${r * 0.55} ${-r * 0.05}`,
      "#ffffff",
      4,
      'opacity="0.25"',
    )
  );
}

function steamerWeave(r: number): string {
  let lines = "";
  for (let y = -r + 12; y < r; y += 16) {
    const half = Math.sqrt(r * r - y * y);
    lines += stroke(`M${(-half).toFixed(1)} ${y} L${half.toFixed(1)} ${y}`, "#d3b273", 2);
  }
  return lines;
}

export function drawVessel(vessel: Vessel, tone: string, liquid: Liquid | null): DrawnVessel {
  switch (vessel) {
    case "plate":
      // A coloured rim and a tinted well: a plate stands out from a pale table and pale food.
      return {
        back:
          shadowCircle(170) +
          circle(0, 0, 170, tone, 'stroke="#00000020" stroke-width="2"') +
          circle(0, 0, 146, "#fbf7ef") +
          circle(0, 0, 146, tone, 'opacity="0.16"') +
          circle(0, 0, 128, "#00000008") +
          stroke("M-120 -80 C-90 -130 -30 -150 20 -150", "#ffffff", 7, 'class="glare" opacity="0.6"'),
        front: "",
        room: 120,
      };
    case "board": {
      let grain = "";
      for (let y = -104; y <= 104; y += 26)
        grain += stroke(`M-196 ${y} C-100 ${y - 6} 60 ${y + 8} 196 ${y - 2}`, "#a8733e", 2, 'opacity="0.45"');
      return {
        back:
          rect(-210 + SHADOW_OFFSET, -130 + SHADOW_OFFSET + 4, 420, 260, 22, SHADOW) +
          rect(206, -22, 56, 44, 20, "#b98148") +
          circle(246, 0, 8, "#8a5a2e") +
          rect(-210, -130, 420, 260, 22, BOARD_COLOUR, 'stroke="#8a5a2e" stroke-width="3"') +
          grain,
        front: "",
        room: 120,
      };
    }
    case "pot":
      // A round cast-iron pot in enamel, two handles, its stew filling it.
      return {
        back:
          rect(-206, -26, 52, 52, 18, tone) +
          rect(154, -26, 52, 52, 18, tone) +
          shadowCircle(170) +
          circle(0, 0, 170, tone, 'stroke="#00000030" stroke-width="3"') +
          circle(0, 0, 152, "#2f2a27") +
          liquidPool(144, liquidColour(liquid)),
        front: stroke("M-110 -110 C-70 -140 -20 -150 20 -150", "#ffffff", 5, 'class="glare" opacity="0.5"'),
        room: 112,
      };
    case "muffinTin": {
      let cups = "";
      for (const x of [-110, 0, 110])
        for (const y of [-58, 58]) cups += circle(x, y, 50, "#4a4f52") + circle(x, y, 46, "#2e3235");
      return {
        back:
          rect(-190 + SHADOW_OFFSET, -126 + SHADOW_OFFSET + 4, 380, 252, 26, SHADOW) +
          rect(-190, -126, 380, 252, 26, "#6b7276", 'stroke="#3f4447" stroke-width="3"') +
          cups,
        front: stroke("M-160 -116 L100 -116", "#ffffff", 4, 'class="glare" opacity="0.35"'),
        room: 100,
      };
    }
    case "bowl":
    case "soupBowl":
      return {
        back:
          shadowCircle(160) +
          circle(0, 0, 160, tone, 'stroke="#00000018" stroke-width="2"') +
          circle(0, 0, 138, "#fffdf8") +
          (liquid ? liquidPool(128, liquidColour(liquid)) : circle(0, 0, 128, "#f3ede2")),
        front: stroke("M-110 -100 C-80 -136 -30 -150 20 -152", "#ffffff", 6, 'class="glare" opacity="0.7"'),
        room: 108,
      };
    case "pan":
      return {
        back:
          `<g transform="rotate(-28)">${rect(140, -14, 170, 28, 12, "#2a2c2b")}${rect(150, -6, 30, 12, 4, "#55595a")}</g>` +
          shadowCircle(160) +
          circle(0, 0, 160, "#33373a") +
          circle(0, 0, 146, "#44494b") +
          circle(0, 0, 136, "#50565a") +
          // A one-pan dish cooks in its sauce.
          (liquid ? liquidPool(126, liquidColour(liquid)) : ""),
        front: stroke("M-96 -96 C-60 -126 -10 -136 30 -130", "#ffffff", 4, 'class="glare" opacity="0.25"'),
        room: 118,
      };
    case "ovenDish":
      return {
        back:
          rect(-200 + SHADOW_OFFSET, -130 + SHADOW_OFFSET + 4, 400, 270, 46, SHADOW) +
          rect(-222, -40, 44, 80, 18, tone) +
          rect(178, -40, 44, 80, 18, tone) +
          rect(-200, -135, 400, 270, 46, tone, 'stroke="#00000018" stroke-width="2"') +
          rect(-176, -112, 352, 224, 30, "#f3dcae") +
          rect(-176, -112, 352, 224, 30, "#00000010"),
        front: stroke("M-150 -124 L80 -124", "#ffffff", 5, 'class="glare" opacity="0.5"'),
        room: 110,
      };
    case "tray":
      // A dark baking tray with its sheet of baking paper, as the steps roast on.
      return {
        back:
          rect(-214 + SHADOW_OFFSET, -144 + SHADOW_OFFSET + 4, 428, 288, 14, SHADOW) +
          rect(-214, -144, 428, 288, 14, "#3b3f42", 'stroke="#26292b" stroke-width="3"') +
          rect(-200, -130, 400, 260, 8, "#4a4f52") +
          path("M-184 -118 L178 -124 L186 116 L-180 122Z", "#f1e6cf") +
          stroke("M-184 -118 L178 -124 L186 116 L-180 122Z", "#e0d2b4", 2),
        front: stroke("M-190 -136 L60 -136", "#ffffff", 4, 'class="glare" opacity="0.3"'),
        room: 116,
      };
    case "airfryerBasket": {
      let holes = "";
      for (let x = -120; x <= 120; x += 24)
        for (let y = -120; y <= 120; y += 24) holes += circle(x, y, 4, "#2a2d2b");
      return {
        back:
          rect(-28, 140, 56, 90, 14, "#222523") +
          rect(-160 + SHADOW_OFFSET, -160 + SHADOW_OFFSET + 4, 320, 320, 60, SHADOW) +
          rect(-160, -160, 320, 320, 60, "#2f3331") +
          rect(-142, -142, 284, 284, 46, "#3d4240") +
          holes,
        front: stroke("M-120 -150 L60 -150", "#ffffff", 4, 'class="glare" opacity="0.2"'),
        room: 112,
      };
    }
    case "steamer":
      return {
        back:
          shadowCircle(168) +
          circle(0, 0, 168, "#c99a52") +
          circle(0, 0, 156, "#dcb66f") +
          circle(0, 0, 146, "#e9cf98") +
          steamerWeave(146) +
          circle(0, 0, 120, "#fbf5e6", 'opacity="0.9"'),
        front: circle(0, 0, 162, "none", 'stroke="#b5843f" stroke-width="3"'),
        room: 112,
      };
    case "glass": {
      const colour = liquidColour(liquid);
      return {
        back:
          ellipse(14, 168, 96, 18, SHADOW) +
          path(
            "M-86 -150 L86 -150 L68 160 C40 172 -40 172 -68 160Z",
            "#ffffff",
            'opacity="0.55" stroke="#cfc8bb" stroke-width="3"',
          ) +
          path("M-80 -104 L80 -104 L66 150 C40 160 -40 160 -66 150Z", colour) +
          ellipse(0, -104, 80, 12, colour) +
          ellipse(0, -104, 70, 8, "#ffffff", 'opacity="0.25"'),
        front:
          rect(20, -220, 16, 190, 8, "#e06b5a", 'transform="rotate(14)"') +
          rect(22, -216, 5, 186, 2.5, "#ffffff", 'opacity="0.5" transform="rotate(14)"') +
          path("M-70 -120 L-56 140 L-44 140 L-58 -120Z", "#ffffff", 'class="glare" opacity="0.45"'),
        room: 70,
      };
    }
  }
}

export function steam(): string {
  let body = "";
  for (const x of [-50, 0, 50])
    body += stroke(
      `M${x} -40 C${x - 24} -70 ${x + 24} -100 ${x} -130 C${x - 20} -156 ${x + 16} -176 ${x} -196`,
      "#ffffff",
      9,
      'opacity="0.7"',
    );
  return body;
}
