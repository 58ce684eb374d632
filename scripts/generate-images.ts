/**
 * Writes the product's static illustrations (SVG) into frontend/public/images.
 * The output is committed; run `node scripts/generate-images.ts` only after changing a drawing here.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = fileURLToPath(new URL('../frontend/public/images/', import.meta.url));

type Stop = readonly [offset: number, color: string];

const r1 = (n: number): string => String(Math.round(n * 10) / 10);

function svg(width: number, height: number, title: string, defs: string, body: string): string {
  const defsBlock = defs ? `<defs>${defs}</defs>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ` +
    `role="img" aria-labelledby="title"><title id="title">${title}</title>${defsBlock}${body}</svg>\n`
  );
}

function gradient(id: string, stops: readonly Stop[], direction: 'down' | 'right' = 'down'): string {
  const end = direction === 'down' ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
  const stopTags = stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}>${stopTags}</linearGradient>`;
}

function radial(id: string, stops: readonly Stop[]): string {
  const stopTags = stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join('');
  return `<radialGradient id="${id}">${stopTags}</radialGradient>`;
}

function rect(width: number, height: number, fill: string, y = 0): string {
  return `<rect y="${y}" width="${width}" height="${height}" fill="${fill}"/>`;
}

/** A sine-like band from y down to the bottom edge. */
function wave(
  y: number,
  amplitude: number,
  length: number,
  width: number,
  bottom: number,
  fill: string,
  shift = 0,
): string {
  let d = `M${r1(-shift)} ${y}Q${r1(length / 4 - shift)} ${y - amplitude} ${r1(length / 2 - shift)} ${y}`;
  for (let x = length - shift; x <= width + length; x += length / 2) d += `T${r1(x)} ${y}`;
  return `<path d="${d}V${bottom}H${r1(-shift)}Z" fill="${fill}"/>`;
}

/** A thin foam line following the same curve as wave(). */
function foam(y: number, amplitude: number, length: number, width: number, opacity = 0.6): string {
  let d = `M0 ${y}Q${r1(length / 4)} ${y - amplitude} ${r1(length / 2)} ${y}`;
  for (let x = length; x <= width + length; x += length / 2) d += `T${r1(x)} ${y}`;
  return `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="${opacity}" stroke-width="2"/>`;
}

function sun(cx: number, cy: number, radius: number, color: string, glow: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r1(radius * 1.8)}" fill="${glow}" opacity=".35"/><circle cx="${cx}" cy="${cy}" r="${radius}" fill="${color}"/>`;
}

function ridge(points: readonly (readonly [number, number])[], bottom: number, fill: string): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return '';
  let d = `M${first[0]} ${bottom}L${first[0]} ${first[1]}`;
  for (let i = 1; i < points.length; i++) {
    const prev = points[i - 1] ?? first;
    const point = points[i] ?? last;
    const midX = (prev[0] + point[0]) / 2;
    d += `Q${r1(midX)} ${r1(Math.min(prev[1], point[1]) - 12)} ${point[0]} ${point[1]}`;
  }
  return `<path d="${d}L${last[0]} ${bottom}Z" fill="${fill}"/>`;
}

function palm(x: number, y: number, height: number, color: string, lean = 0.15): string {
  const topX = x + height * lean;
  const topY = y - height;
  const trunk = `<path d="M${x} ${y}Q${r1(x + height * lean * 0.2)} ${r1(y - height * 0.55)} ${r1(topX)} ${r1(topY)}" fill="none" stroke="${color}" stroke-width="${r1(height * 0.055)}" stroke-linecap="round"/>`;
  const length = height * 0.5;
  const leaves = [-170, -140, -110, -75, -40, -10]
    .map((angle) => {
      const radians = (angle * Math.PI) / 180;
      const endX = topX + Math.cos(radians) * length;
      const endY = topY + Math.sin(radians) * length * 0.6 + length * 0.45;
      const midX = (topX + endX) / 2;
      const midY = (topY + endY) / 2 - length * 0.22;
      const spread = length * 0.12;
      return `M${r1(topX)} ${r1(topY)}Q${r1(midX)} ${r1(midY - spread)} ${r1(endX)} ${r1(endY)}Q${r1(midX)} ${r1(midY + spread)} ${r1(topX)} ${r1(topY)}Z`;
    })
    .join('');
  return `${trunk}<path d="${leaves}" fill="${color}"/>`;
}

function cloud(x: number, y: number, size: number, fill: string, opacity = 0.9): string {
  const s = size;
  return (
    `<g fill="${fill}" opacity="${opacity}"><ellipse cx="${x}" cy="${y}" rx="${r1(s)}" ry="${r1(s * 0.45)}"/>` +
    `<circle cx="${r1(x - s * 0.35)}" cy="${r1(y - s * 0.2)}" r="${r1(s * 0.38)}"/>` +
    `<circle cx="${r1(x + s * 0.2)}" cy="${r1(y - s * 0.3)}" r="${r1(s * 0.48)}"/></g>`
  );
}

function turtle(x: number, y: number, size: number, shell: string, skin: string, angle = 0): string {
  const s = size;
  const flipper = (dx: number, dy: number, rot: number) =>
    `<ellipse cx="${r1(x + dx * s)}" cy="${r1(y + dy * s)}" rx="${r1(s * 0.42)}" ry="${r1(s * 0.14)}" transform="rotate(${rot} ${r1(x + dx * s)} ${r1(y + dy * s)})"/>`;
  return (
    `<g transform="rotate(${angle} ${x} ${y})"><g fill="${skin}">` +
    flipper(0.55, -0.5, -35) +
    flipper(0.55, 0.5, 35) +
    flipper(-0.6, -0.35, 30) +
    flipper(-0.6, 0.35, -30) +
    `<ellipse cx="${r1(x + s * 1.05)}" cy="${y}" rx="${r1(s * 0.3)}" ry="${r1(s * 0.22)}"/></g>` +
    `<ellipse cx="${x}" cy="${y}" rx="${r1(s * 0.85)}" ry="${r1(s * 0.6)}" fill="${shell}"/>` +
    `<path d="M${r1(x - s * 0.5)} ${y}H${r1(x + s * 0.5)}M${x} ${r1(y - s * 0.5)}V${r1(y + s * 0.5)}" stroke="${skin}" stroke-opacity=".5" stroke-width="${r1(s * 0.06)}"/></g>`
  );
}

function fish(x: number, y: number, size: number, fill: string, facingLeft = false): string {
  const s = facingLeft ? -size : size;
  return `<path d="M${x} ${y}q${r1(s * 0.6)} ${r1(-size * 0.45)} ${r1(s * 1.2)} 0q${r1(-s * 0.6)} ${r1(size * 0.45)} ${r1(-s * 1.2)} 0zm0 0l${r1(-s * 0.4)} ${r1(-size * 0.3)}v${r1(size * 0.6)}z" fill="${fill}"/>`;
}

function surfer(x: number, y: number, size: number, color: string): string {
  const s = size;
  return (
    `<g fill="${color}"><ellipse cx="${x}" cy="${r1(y + s * 0.05)}" rx="${r1(s * 0.9)}" ry="${r1(s * 0.1)}" transform="rotate(-12 ${x} ${y})"/>` +
    `<circle cx="${r1(x + s * 0.05)}" cy="${r1(y - s * 1.05)}" r="${r1(s * 0.15)}"/>` +
    `<path d="M${r1(x - s * 0.35)} ${y}L${r1(x - s * 0.05)} ${r1(y - s * 0.45)}L${r1(x - s * 0.1)} ${r1(y - s * 0.85)}L${r1(x + s * 0.15)} ${r1(y - s * 0.85)}L${r1(x + s * 0.15)} ${r1(y - s * 0.45)}L${r1(x + s * 0.35)} ${y}Z"/>` +
    `<path d="M${r1(x - s * 0.6)} ${r1(y - s * 0.75)}L${r1(x + s * 0.6)} ${r1(y - s * 0.6)}" stroke="${color}" stroke-width="${r1(s * 0.1)}" stroke-linecap="round"/></g>`
  );
}

interface Scene {
  width: number;
  height: number;
  title: string;
  sky: readonly Stop[];
  sea: readonly Stop[];
  horizon: number;
  sun?: { x: number; y: number; r: number; color: string; glow: string };
  ridges?: readonly { points: readonly (readonly [number, number])[]; fill: string }[];
  clouds?: readonly (readonly [number, number, number])[];
  waves?: readonly { y: number; amplitude: number; length: number; fill: string; shift?: number }[];
  sand?: { y: number; color: string };
  extra?: string;
  extraDefs?: string;
}

function scene(s: Scene): string {
  const defs = gradient('sky', s.sky) + gradient('sea', s.sea) + (s.extraDefs ?? '');
  const parts = [
    rect(s.width, s.horizon + 2, 'url(#sky)'),
    s.sun ? sun(s.sun.x, s.sun.y, s.sun.r, s.sun.color, s.sun.glow) : '',
    ...(s.clouds ?? []).map(([x, y, size]) => cloud(x, y, size, '#fff', 0.75)),
    ...(s.ridges ?? []).map((r) => ridge(r.points, s.horizon + 2, r.fill)),
    rect(s.width, s.height - s.horizon, 'url(#sea)', s.horizon),
    ...(s.waves ?? []).map((w) => wave(w.y, w.amplitude, w.length, s.width, s.height, w.fill, w.shift ?? 0)),
    s.sand ? wave(s.sand.y, -10, 400, s.width, s.height, s.sand.color, 60) : '',
    s.extra ?? '',
  ];
  return svg(s.width, s.height, s.title, defs, parts.join(''));
}

const DAY_SKY: readonly Stop[] = [
  [0, '#5bb8e8'],
  [1, '#cdeefc'],
];
const SUNSET_SKY: readonly Stop[] = [
  [0, '#2b3a7a'],
  [0.45, '#e76f51'],
  [1, '#f9c784'],
];
const DEEP_SEA: readonly Stop[] = [
  [0, '#1f6f9e'],
  [1, '#0b3d5c'],
];
const CLEAR_SEA: readonly Stop[] = [
  [0, '#2bb3c0'],
  [1, '#0f7c8c'],
];

function beachScenes(): Record<string, string> {
  const W = 800;
  const H = 500;
  const barrel =
    `<path d="M0 330C160 330 300 250 420 170C500 118 600 120 640 175C668 214 640 262 600 258C570 255 560 225 585 212C540 205 505 250 520 300C530 330 560 345 600 350H800V500H0Z" fill="#0e5a7a"/>` +
    `<path d="M420 170C500 118 600 120 640 175C668 214 640 262 600 258" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round"/>` +
    `<ellipse cx="575" cy="285" rx="48" ry="60" fill="#08384f"/>` +
    `<path d="M440 190C480 160 540 150 590 170" fill="none" stroke="#7fd3e6" stroke-width="4" opacity=".7"/>`;
  return {
    pipeline: scene({
      width: W,
      height: H,
      title: 'Banzai Pipeline: a hollow winter wave breaking over the reef',
      sky: DAY_SKY,
      sea: DEEP_SEA,
      horizon: 260,
      sun: { x: 130, y: 80, r: 34, color: '#fff6c9', glow: '#fff' },
      clouds: [[640, 70, 60]],
      extra: barrel + surfer(505, 262, 26, '#10243a') + wave(440, 8, 160, W, H, '#e9d7a8', 30),
    }),
    sunset: scene({
      width: W,
      height: H,
      title: 'Sunset Beach: the sun setting over the ocean behind palm trees',
      sky: SUNSET_SKY,
      sea: [
        [0, '#e0876a'],
        [1, '#3b3f78'],
      ],
      horizon: 300,
      sun: { x: 420, y: 285, r: 46, color: '#ffd27a', glow: '#ffb35c' },
      waves: [
        { y: 360, amplitude: 6, length: 140, fill: '#4a4b86' },
        { y: 400, amplitude: 8, length: 180, fill: '#393d72', shift: 40 },
      ],
      sand: { y: 440, color: '#5a3d48' },
      extra:
        `<path d="M380 320h80M395 340h50M405 358h30" stroke="#ffd27a" stroke-width="4" stroke-linecap="round" opacity=".7"/>` +
        palm(90, 470, 300, '#2a1a2e', 0.18) +
        palm(700, 470, 240, '#2a1a2e', -0.2),
    }),
    waimea: scene({
      width: W,
      height: H,
      title: 'Waimea Bay: a sandy bay framed by green cliffs and a lava rock point',
      sky: DAY_SKY,
      sea: CLEAR_SEA,
      horizon: 240,
      sun: { x: 660, y: 70, r: 30, color: '#fff6c9', glow: '#fff' },
      clouds: [[220, 80, 50]],
      ridges: [
        {
          points: [
            [0, 120],
            [120, 150],
            [230, 215],
            [300, 242],
          ],
          fill: '#3f8f4e',
        },
        {
          points: [
            [560, 242],
            [650, 190],
            [730, 150],
            [800, 140],
          ],
          fill: '#2f7a42',
        },
      ],
      waves: [{ y: 300, amplitude: 6, length: 200, fill: '#1f9fb0' }],
      sand: { y: 400, color: '#f0dcab' },
      extra:
        `<path d="M150 330q40-60 90-40q30 15 20 45z" fill="#3b3330"/>` +
        foam(350, 6, 160, W) +
        palm(700, 440, 160, '#2f5d33', -0.15),
    }),
    sharks_cove: scene({
      width: W,
      height: H,
      title: 'Sharks Cove: lava rocks, tide pools and reef fish in clear water',
      sky: DAY_SKY,
      sea: CLEAR_SEA,
      horizon: 200,
      sun: { x: 120, y: 70, r: 30, color: '#fff6c9', glow: '#fff' },
      clouds: [[600, 60, 55]],
      extra:
        `<path d="M0 300q60-40 130-20t110 10q50-25 85 15q25 45-5 95q-25 50-5 100H0Z" fill="#2e2a2b"/>` +
        `<path d="M560 260q50-50 120-30t120-10v280H520q-20-140 40-240Z" fill="#3a3436"/>` +
        `<ellipse cx="120" cy="380" rx="70" ry="20" fill="#4cc9d4"/><ellipse cx="660" cy="360" rx="60" ry="18" fill="#4cc9d4"/>` +
        fish(330, 300, 26, '#ffcf3f') +
        fish(400, 330, 20, '#ff8a3d', true) +
        fish(440, 280, 16, '#f5f5f5') +
        turtle(260, 380, 30, '#6b8e3e', '#a7b36a', -15),
    }),
    haleiwa: scene({
      width: W,
      height: H,
      title: 'Haleiwa Alii Beach Park: a small harbor below green mountains',
      sky: DAY_SKY,
      sea: CLEAR_SEA,
      horizon: 270,
      sun: { x: 680, y: 70, r: 30, color: '#fff6c9', glow: '#fff' },
      ridges: [
        {
          points: [
            [0, 170],
            [180, 120],
            [360, 180],
            [520, 140],
            [800, 210],
          ],
          fill: '#4f8a5b',
        },
      ],
      waves: [{ y: 330, amplitude: 5, length: 160, fill: '#1f9fb0' }],
      sand: { y: 420, color: '#efd9a7' },
      extra:
        `<path d="M300 318h90l-12 16h-66z" fill="#fff"/><path d="M345 314V250l38 58z" fill="#f4f1e8"/>` +
        `<path d="M470 330h70l-10 13h-52z" fill="#e76f51"/><path d="M505 326v-50l-28 46z" fill="#fff"/>` +
        palm(90, 460, 220, '#2f5d33', 0.15),
    }),
    laniakea: scene({
      width: W,
      height: H,
      title: 'Laniakea Beach: a green sea turtle resting on the sand',
      sky: DAY_SKY,
      sea: DEEP_SEA,
      horizon: 220,
      sun: { x: 120, y: 70, r: 30, color: '#fff6c9', glow: '#fff' },
      clouds: [[620, 80, 60]],
      waves: [
        { y: 280, amplitude: 10, length: 200, fill: '#1b7aa3' },
        { y: 320, amplitude: 8, length: 150, fill: '#2a9fc0', shift: 50 },
      ],
      sand: { y: 350, color: '#ead3a0' },
      extra:
        foam(322, 8, 150, W, 0.8) +
        `<ellipse cx="680" cy="430" rx="70" ry="26" fill="#3a3436"/><ellipse cx="90" cy="420" rx="50" ry="18" fill="#3a3436"/>` +
        turtle(400, 420, 52, '#5b7a34', '#9aa660', 8),
    }),
    chuns: scene({
      width: W,
      height: H,
      title: "Chun's Reef: a surfer riding a long, gentle wave",
      sky: DAY_SKY,
      sea: DEEP_SEA,
      horizon: 230,
      sun: { x: 660, y: 80, r: 32, color: '#fff6c9', glow: '#fff' },
      clouds: [[200, 70, 55]],
      waves: [
        { y: 300, amplitude: 22, length: 420, fill: '#1b7aa3' },
        { y: 360, amplitude: 10, length: 200, fill: '#2a9fc0', shift: 80 },
      ],
      sand: { y: 430, color: '#ecd6a3' },
      extra: foam(300, 22, 420, W, 0.9) + surfer(330, 286, 28, '#10243a'),
    }),
    kawela: scene({
      width: W,
      height: H,
      title: 'Kawela Bay: calm water in a quiet bay shaded by trees',
      sky: DAY_SKY,
      sea: CLEAR_SEA,
      horizon: 250,
      sun: { x: 400, y: 80, r: 30, color: '#fff6c9', glow: '#fff' },
      waves: [{ y: 320, amplitude: 3, length: 240, fill: '#36b8c4' }],
      sand: { y: 410, color: '#efdcae' },
      extra:
        foam(280, 2, 300, W, 0.4) +
        `<g fill="#2f6b3a"><circle cx="60" cy="200" r="110"/><circle cx="170" cy="150" r="90"/><circle cx="760" cy="190" r="110"/><circle cx="660" cy="140" r="80"/></g>` +
        `<path d="M80 480V260M150 480V230M720 480V250" stroke="#4b3b2a" stroke-width="16" stroke-linecap="round"/>`,
    }),
    three_tables: scene({
      width: W,
      height: H,
      title: 'Three Tables: three flat reef tops in clear summer water',
      sky: DAY_SKY,
      sea: CLEAR_SEA,
      horizon: 220,
      sun: { x: 140, y: 70, r: 30, color: '#fff6c9', glow: '#fff' },
      clouds: [[620, 70, 55]],
      sand: { y: 420, color: '#eedaa9' },
      extra:
        `<g fill="#7a6a5a"><ellipse cx="250" cy="300" rx="90" ry="16"/><ellipse cx="420" cy="290" rx="70" ry="14"/><ellipse cx="570" cy="305" rx="80" ry="15"/></g>` +
        foam(340, 4, 220, W, 0.5) +
        fish(350, 370, 18, '#ffcf3f') +
        fish(470, 380, 14, '#f5f5f5', true),
    }),
  };
}

function heroImage(): string {
  return scene({
    width: 1600,
    height: 900,
    title: "Oahu's North Shore at sunrise: mountains, palms and rolling surf",
    sky: [
      [0, '#3a6ea5'],
      [0.55, '#f4a261'],
      [1, '#ffe0a3'],
    ],
    sea: DEEP_SEA,
    horizon: 520,
    sun: { x: 1080, y: 470, r: 70, color: '#ffe8a8', glow: '#ffd27a' },
    clouds: [
      [300, 160, 90],
      [1300, 120, 70],
    ],
    ridges: [
      {
        points: [
          [0, 380],
          [220, 300],
          [420, 360],
          [600, 420],
          [760, 500],
          [900, 522],
        ],
        fill: '#3f5f58',
      },
    ],
    waves: [
      { y: 600, amplitude: 14, length: 320, fill: '#1a6a95' },
      { y: 680, amplitude: 22, length: 420, fill: '#1f86ad', shift: 120 },
      { y: 760, amplitude: 18, length: 360, fill: '#37a6c7', shift: 40 },
    ],
    sand: { y: 830, color: '#e9cf98' },
    extra:
      foam(680, 22, 420, 1600, 0.7) +
      foam(760, 18, 360, 1600, 0.8) +
      palm(140, 880, 520, '#1d2b2a', 0.2) +
      palm(260, 890, 380, '#1d2b2a', 0.12) +
      palm(1480, 880, 460, '#1d2b2a', -0.2),
  });
}

function galleryImages(): Record<string, string> {
  const W = 800;
  const H = 600;
  return {
    '1': scene({
      width: W,
      height: H,
      title: 'A surfer dropping into a big North Shore wave',
      sky: DAY_SKY,
      sea: DEEP_SEA,
      horizon: 300,
      sun: { x: 660, y: 90, r: 36, color: '#fff6c9', glow: '#fff' },
      clouds: [[200, 100, 70]],
      waves: [{ y: 420, amplitude: 60, length: 800, fill: '#0e5a7a', shift: 200 }],
      extra:
        foam(420, 60, 800, W, 0.9) + surfer(360, 372, 34, '#10243a') + wave(520, 10, 200, W, H, '#2a9fc0'),
    }),
    '2': scene({
      width: W,
      height: H,
      title: 'Palm trees silhouetted against an orange sunset over the sea',
      sky: SUNSET_SKY,
      sea: [
        [0, '#d9785f'],
        [1, '#2f3468'],
      ],
      horizon: 380,
      sun: { x: 500, y: 360, r: 52, color: '#ffd27a', glow: '#ffb35c' },
      waves: [{ y: 470, amplitude: 8, length: 200, fill: '#3a3c74' }],
      sand: { y: 540, color: '#3d2a36' },
      extra:
        palm(150, 580, 420, '#231726', 0.2) +
        palm(280, 590, 300, '#231726', 0.1) +
        palm(700, 580, 340, '#231726', -0.2),
    }),
    '3': svg(
      W,
      H,
      'A green sea turtle swimming through sunlit blue water',
      gradient('deep', [
        [0, '#2ec4d6'],
        [1, '#06324d'],
      ]),
      rect(W, H, 'url(#deep)') +
        `<path d="M180 0l60 600h40L240 0zM420 0l30 600h50L470 0zM640 0l-10 600h40L690 0z" fill="#fff" opacity=".08"/>` +
        turtle(400, 300, 110, '#5b7a34', '#9aa660', -12) +
        fish(140, 460, 24, '#ffcf3f') +
        fish(660, 150, 20, '#f5f5f5', true) +
        `<g fill="#fff" opacity=".5"><circle cx="560" cy="240" r="6"/><circle cx="575" cy="210" r="4"/><circle cx="566" cy="186" r="3"/></g>`,
    ),
    '4': scene({
      width: W,
      height: H,
      title: 'A rainbow over green mountains and a quiet harbor',
      sky: [
        [0, '#7a9bb5'],
        [1, '#d9e8ef'],
      ],
      sea: CLEAR_SEA,
      horizon: 380,
      clouds: [
        [180, 110, 80],
        [600, 90, 70],
      ],
      extraDefs: '',
      extra:
        `<g fill="none" stroke-width="10" opacity=".55"><path d="M140 380a260 260 0 0 1 520 0" stroke="#e63946"/><path d="M150 380a250 250 0 0 1 500 0" stroke="#f4a261"/><path d="M160 380a240 240 0 0 1 480 0" stroke="#e9c46a"/><path d="M170 380a230 230 0 0 1 460 0" stroke="#52b788"/><path d="M180 380a220 220 0 0 1 440 0" stroke="#4895ef"/></g>` +
        ridge(
          [
            [0, 300],
            [200, 250],
            [380, 310],
            [560, 260],
            [800, 320],
          ],
          382,
          '#3f7d50',
        ) +
        wave(450, 5, 200, W, H, '#1f9fb0') +
        `<path d="M330 440h90l-12 16h-66z" fill="#fff"/><path d="M375 436v-60l36 56z" fill="#f4f1e8"/>` +
        wave(530, -8, 400, W, H, '#efd9a7', 60),
    }),
  };
}

function iconCard(
  title: string,
  background: readonly Stop[],
  icon: string,
  width = 600,
  height = 400,
): string {
  const defs =
    gradient('bg', background) +
    radial('halo', [
      [0, '#ffffff'],
      [1, '#ffffff00'],
    ]);
  const body =
    rect(width, height, 'url(#bg)') +
    `<circle cx="${width / 2}" cy="${height / 2}" r="${r1(Math.min(width, height) * 0.42)}" fill="url(#halo)" opacity=".35"/>` +
    wave(height * 0.86, 8, 200, width, height, '#ffffff', 30).replace(
      'fill="#ffffff"',
      'fill="#ffffff" opacity=".18"',
    ) +
    icon;
  return svg(width, height, title, defs, body);
}

const WARM: readonly Stop[] = [
  [0, '#ffb677'],
  [1, '#e76f51'],
];
const OCEAN: readonly Stop[] = [
  [0, '#48cae4'],
  [1, '#0077b6'],
];
const DUSK: readonly Stop[] = [
  [0, '#b5a8e0'],
  [1, '#5a4fa3'],
];
const SAND: readonly Stop[] = [
  [0, '#ffe8b0'],
  [1, '#e9b872'],
];
const SLATE: readonly Stop[] = [
  [0, '#a8c5d6'],
  [1, '#3d5a80'],
];

const SHAVE_ICE =
  `<path d="M250 220h100l-14 110h-72z" fill="#fff" opacity=".95"/><path d="M258 240h84M262 270h76M266 300h68" stroke="#e0e0e0" stroke-width="3"/>` +
  `<path d="M240 222a60 62 0 0 1 120 0z" fill="#ff4d6d"/><path d="M270 170a60 62 0 0 1 60 6v46h-60z" fill="#ffd166"/><path d="M300 162a58 60 0 0 1 60 60h-60z" fill="#4cc9f0"/>`;

const PLATE_LUNCH =
  `<ellipse cx="300" cy="230" rx="170" ry="100" fill="#fff"/><ellipse cx="300" cy="230" rx="140" ry="78" fill="#f3f3f3"/>` +
  `<circle cx="240" cy="215" r="38" fill="#fff"/><circle cx="290" cy="200" r="38" fill="#fff"/>` +
  `<g fill="#f08a5d"><path d="M330 230q40-40 70 0q-10 20-30 10q-20 10-40-10z"/><path d="M320 260q40-40 70 0q-10 20-30 10q-20 10-40-10z"/></g>` +
  `<path d="M210 265q40 20 90 10" stroke="#52b788" stroke-width="14" stroke-linecap="round" fill="none"/>`;

function businessImages(): Record<string, string> {
  return {
    'food-drink': iconCard('Food and drink: a rainbow shave ice', WARM, SHAVE_ICE),
    'activities-tours': iconCard(
      'Activities and tours: a kayak with a paddle on the water',
      OCEAN,
      `<path d="M120 250q180 50 360 0q-180-40-360 0z" fill="#ffb703"/><ellipse cx="300" cy="243" rx="40" ry="9" fill="#023047"/>` +
        `<path d="M200 160l200 170" stroke="#023047" stroke-width="10" stroke-linecap="round"/><ellipse cx="195" cy="155" rx="14" ry="30" transform="rotate(-40 195 155)" fill="#fb8500"/><ellipse cx="405" cy="335" rx="14" ry="30" transform="rotate(-40 405 335)" fill="#fb8500"/>`,
    ),
    'hotels-lodging': iconCard(
      'Hotels and lodging: a beach cottage beside a palm tree',
      DUSK,
      `<path d="M190 200l110-80 110 80z" fill="#8d5524"/><rect x="210" y="200" width="180" height="120" fill="#fdf0d5"/>` +
        `<rect x="280" y="250" width="40" height="70" fill="#8d5524"/><rect x="225" y="225" width="40" height="35" fill="#90e0ef"/><rect x="335" y="225" width="40" height="35" fill="#90e0ef"/>` +
        palm(460, 330, 200, '#1b4332', -0.12),
    ),
    'shopping-retail': iconCard(
      'Shopping and retail: a shopping bag with a hibiscus flower',
      SAND,
      `<path d="M260 170v-20a40 40 0 0 1 80 0v20" fill="none" stroke="#6d3b1f" stroke-width="10"/><path d="M210 170h180l15 170H195z" fill="#e76f51"/>` +
        `<g fill="#ffd6e0"><circle cx="300" cy="235" r="22"/><circle cx="325" cy="258" r="22"/><circle cx="315" cy="287" r="22"/><circle cx="285" cy="287" r="22"/><circle cx="275" cy="258" r="22"/></g><circle cx="300" cy="262" r="9" fill="#ffb703"/>`,
    ),
    'surf-shop': iconCard(
      'Surf shop: three surfboards standing side by side',
      OCEAN,
      `<ellipse cx="230" cy="220" rx="34" ry="130" fill="#ffd166"/><ellipse cx="300" cy="200" rx="38" ry="150" fill="#ef476f"/><ellipse cx="370" cy="230" rx="32" ry="120" fill="#06d6a0"/>` +
        `<path d="M230 95v250M300 55v290M370 115v230" stroke="#fff" stroke-width="3" opacity=".7"/>`,
    ),
    services: iconCard(
      'Services: a beach shuttle van',
      SLATE,
      `<path d="M150 300v-110q0-30 30-30h190q40 0 60 40l30 50v50z" fill="#f4f1e8"/><path d="M180 180h70v50h-70zM265 180h70v50h-70zM350 180h40l30 50h-70z" fill="#90e0ef"/>` +
        `<rect x="150" y="255" width="310" height="14" fill="#e76f51"/><g fill="#1d3557"><circle cx="210" cy="305" r="26"/><circle cx="400" cy="305" r="26"/></g><g fill="#ccc"><circle cx="210" cy="305" r="10"/><circle cx="400" cy="305" r="10"/></g>`,
    ),
  };
}

function productImages(): Record<string, string> {
  const card = (title: string, bg: readonly Stop[], icon: string, dropBy = 70) =>
    iconCard(title, bg, dropBy ? `<g transform="translate(0 ${dropBy})">${icon}</g>` : icon, 600, 600);
  return {
    clothing: card(
      'Clothing: a T-shirt printed with a wave',
      SAND,
      `<path d="M220 150l-90 50 40 70 40-20v210h180V250l40 20 40-70-90-50q-20 40-80 40t-80-40z" fill="#fff"/>` +
        `<path d="M240 330q30-40 60-10t60-10" fill="none" stroke="#0077b6" stroke-width="10" stroke-linecap="round"/><circle cx="330" cy="290" r="18" fill="#fb8500"/>`,
    ),
    souvenirs: card(
      'Souvenirs: a mug and a sea turtle keychain',
      WARM,
      `<rect x="170" y="230" width="160" height="190" rx="18" fill="#0077b6"/><path d="M330 270h30a40 40 0 0 1 0 100h-30" fill="none" stroke="#0077b6" stroke-width="18"/>` +
        `<path d="M170 320q20-14 40 0t40 0t40 0t40 0v30H170z" fill="#90e0ef"/>` +
        `<circle cx="470" cy="230" r="16" fill="none" stroke="#6c757d" stroke-width="6"/>` +
        turtle(470, 320, 40, '#8d5524', '#b5835a', 90),
    ),
    'surf-gear': card(
      'Surf gear: a surfboard with a leash',
      OCEAN,
      `<ellipse cx="300" cy="300" rx="70" ry="230" transform="rotate(35 300 300)" fill="#fff"/>` +
        `<path d="M419 131L181 469" stroke="#ef476f" stroke-width="6"/><path d="M200 455l-18 30" stroke="#023047" stroke-width="10" stroke-linecap="round"/>` +
        `<path d="M182 485q40 40 110 20t120 10" fill="none" stroke="#023047" stroke-width="5"/><circle cx="420" cy="520" r="16" fill="none" stroke="#023047" stroke-width="8"/>`,
      0,
    ),
    'beach-essentials': card(
      'Beach essentials: sunscreen, sunglasses and a towel',
      SAND,
      `<rect x="120" y="360" width="360" height="90" rx="12" fill="#e63946"/><path d="M120 390h360M120 420h360" stroke="#fff" stroke-width="10"/>` +
        `<rect x="250" y="160" width="90" height="190" rx="20" fill="#ffb703"/><rect x="275" y="130" width="40" height="34" rx="6" fill="#fb8500"/><circle cx="295" cy="250" r="22" fill="#fff"/>` +
        `<g fill="#1d3557"><circle cx="400" cy="300" r="30"/><circle cx="470" cy="300" r="30"/></g><path d="M430 300h10" stroke="#1d3557" stroke-width="6"/>`,
    ),
    'art-decor': card(
      'Art and decor: a framed painting of a wave',
      DUSK,
      `<rect x="140" y="150" width="320" height="260" fill="#8d5524"/><rect x="160" y="170" width="280" height="220" fill="#cdeefc"/>` +
        `<circle cx="390" cy="220" r="24" fill="#ffd166"/><path d="M160 330q70-80 140-30t140-10v100H160z" fill="#0077b6"/><path d="M160 360q70-40 140-10t140 0v40H160z" fill="#48cae4"/>` +
        `<path d="M300 150l-40-40M300 150l40-40" stroke="#6c757d" stroke-width="4"/>`,
    ),
  };
}

function weatherIcons(): Record<string, string> {
  const S = 64;
  const sunGlyph = (cx: number, cy: number, radius: number) => {
    const rays = Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      return `M${r1(cx + Math.cos(a) * radius * 1.4)} ${r1(cy + Math.sin(a) * radius * 1.4)}L${r1(cx + Math.cos(a) * radius * 1.9)} ${r1(cy + Math.sin(a) * radius * 1.9)}`;
    }).join('');
    return `<path d="${rays}" stroke="#f4a300" stroke-width="3" stroke-linecap="round"/><circle cx="${cx}" cy="${cy}" r="${radius}" fill="#ffc93c"/>`;
  };
  const cloudGlyph = (x: number, y: number, fill: string) =>
    `<path d="M${x} ${y}h30a10 10 0 0 0 0-20a14 14 0 0 0-27-4a9 9 0 0 0-3 24z" fill="${fill}"/>`;
  return {
    sunny: svg(S, S, 'Sunny', '', sunGlyph(32, 32, 12)),
    'partly-cloudy': svg(S, S, 'Partly cloudy', '', sunGlyph(24, 24, 10) + cloudGlyph(18, 50, '#e4ecf2')),
    cloudy: svg(S, S, 'Cloudy', '', cloudGlyph(20, 44, '#b8c4ce') + cloudGlyph(10, 56, '#dfe6ec')),
    rain: svg(
      S,
      S,
      'Rain',
      '',
      cloudGlyph(14, 40, '#9fb0bf') +
        `<path d="M22 47l-4 10M32 47l-4 10M42 47l-4 10" stroke="#3a86ff" stroke-width="3" stroke-linecap="round"/>`,
    ),
    storm: svg(
      S,
      S,
      'Thunderstorm',
      '',
      cloudGlyph(14, 38, '#6c7a89') + `<path d="M34 38l-8 13h7l-4 10 12-15h-7l5-8z" fill="#ffc93c"/>`,
    ),
    wind: svg(
      S,
      S,
      'Windy',
      '',
      `<path d="M8 24h34a7 7 0 1 0-7-7M8 34h44a7 7 0 1 1-7 7M8 44h24" fill="none" stroke="#5c7c99" stroke-width="4" stroke-linecap="round"/>`,
    ),
  };
}

function avatar(): string {
  return svg(
    128,
    128,
    'User avatar',
    gradient('bg', [
      [0, '#90e0ef'],
      [1, '#0077b6'],
    ]),
    `<circle cx="64" cy="64" r="64" fill="url(#bg)"/><circle cx="64" cy="50" r="22" fill="#f1f5f9"/>` +
      `<path d="M24 112a40 34 0 0 1 80 0a64 64 0 0 1-80 0z" fill="#f1f5f9"/>`,
  );
}

function stockAd(): string {
  return scene({
    width: 600,
    height: 400,
    title: 'North Shore: ocean waves, sun and a palm tree',
    sky: [
      [0, '#48cae4'],
      [1, '#caf0f8'],
    ],
    sea: DEEP_SEA,
    horizon: 230,
    sun: { x: 460, y: 90, r: 36, color: '#ffe8a8', glow: '#fff' },
    waves: [
      { y: 280, amplitude: 10, length: 180, fill: '#1a6a95' },
      { y: 320, amplitude: 12, length: 220, fill: '#2a9fc0', shift: 60 },
    ],
    sand: { y: 360, color: '#ecd6a3' },
    extra: foam(320, 12, 220, 600, 0.8) + palm(90, 390, 240, '#1b4332', 0.15),
  });
}

function allImages(): Record<string, string> {
  const files: Record<string, string> = {
    'hero.svg': heroImage(),
    'users/avatar.svg': avatar(),
    'food.svg': iconCard('Plate lunch with rice, garlic shrimp and greens', WARM, PLATE_LUNCH),
    'stock-ad.svg': stockAd(),
  };
  const groups: readonly [string, Record<string, string>][] = [
    ['beaches', beachScenes()],
    ['gallery', galleryImages()],
    ['businesses', businessImages()],
    ['products', productImages()],
    ['weather', weatherIcons()],
  ];
  for (const [folder, images] of groups) {
    for (const [name, content] of Object.entries(images)) files[`${folder}/${name}.svg`] = content;
  }
  return files;
}

for (const [path, content] of Object.entries(allImages())) {
  const target = `${OUT_DIR}${path}`;
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
  console.log(`${path}  ${content.length} bytes`);
}
