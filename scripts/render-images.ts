/**
 * Draws the cover art of the blog posts and news items and writes it as WebP to public/images/blog/ and
 * public/images/news/ (the site serves them from /images/...; the generated files are committed).
 *
 *   node_modules/.bin/node scripts/render-images.ts            # every image
 *   node_modules/.bin/node scripts/render-images.ts --check    # only verify that every file exists
 *
 * Each image is abstract neon art drawn as SVG from a motif (rings, hexagons, grid horizon, columns,
 * pipelines, circuits, bars, constellation), a palette and a seed derived from its file name, so a run
 * always produces the same picture. Chromium (Debian's /usr/bin/chromium, through playwright-core)
 * rasterises the SVG on a canvas and encodes it with `canvas.toDataURL("image/webp", 0.8)`, lowering
 * the quality if a file would exceed 40 KB. Sizes come from the content: `image.width` and
 * `image.height` in app/content/blog.json and app/content/news.json (1200×630 featured, 800×450 others).
 * To add a picture: add the post or item with its image path, add a line to `artwork` below, run this.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { shippedDocuments } from "../app/content/documents.ts";
import { seededRandom } from "../app/lib/pages/seeded-random.ts";

type Motif = "rings" | "hex" | "nested-hex" | "horizon" | "columns" | "pipelines" | "circuit" | "converge" | "bars" | "constellation";

/** Colours of the site's theme (app/app.css) and a few neighbours. */
const colors = {
  cyan: "#22d3ee",
  sky: "#38bdf8",
  teal: "#2dd4bf",
  violet: "#a78bfa",
  magenta: "#e879f9",
  rose: "#fb7185",
  green: "#4ade80",
  amber: "#fbbf24",
  orange: "#fb923c",
} as const;
type Color = keyof typeof colors;

/** Which art each image gets: motif and three colours (main, second, accent). */
const artwork: Record<string, { motif: Motif; palette: [Color, Color, Color] }> = {
  "/images/blog/noxgpt-three-tiers.webp": { motif: "rings", palette: ["violet", "cyan", "magenta"] },
  "/images/blog/emergency-takedown-playbook.webp": { motif: "hex", palette: ["cyan", "sky", "magenta"] },
  "/images/blog/live-economies-launch-week.webp": { motif: "horizon", palette: ["magenta", "violet", "cyan"] },
  "/images/blog/zero-trust-habit.webp": { motif: "nested-hex", palette: ["cyan", "violet", "teal"] },
  "/images/blog/contracts-as-code.webp": { motif: "columns", palette: ["amber", "violet", "rose"] },
  "/images/blog/chasing-four-nines.webp": { motif: "pipelines", palette: ["green", "cyan", "sky"] },
  "/images/news/noxgpt-launch.webp": { motif: "rings", palette: ["magenta", "violet", "cyan"] },
  "/images/news/vesperguard-10k.webp": { motif: "hex", palette: ["cyan", "teal", "violet"] },
  "/images/news/nexus-lab.webp": { motif: "constellation", palette: ["sky", "violet", "cyan"] },
  "/images/news/security-audits.webp": { motif: "nested-hex", palette: ["teal", "cyan", "violet"] },
  "/images/news/nexila-2026.webp": { motif: "circuit", palette: ["violet", "cyan", "magenta"] },
  "/images/news/vespergames-studio.webp": { motif: "horizon", palette: ["rose", "magenta", "sky"] },
  "/images/news/vesper-holdings.webp": { motif: "bars", palette: ["amber", "orange", "cyan"] },
  "/images/news/vesper-founded.webp": { motif: "converge", palette: ["cyan", "magenta", "violet"] },
};

const maxBytes = 40 * 1024;
const publicDir = path.resolve(import.meta.dirname, "..", "public");

// ---------- deterministic randomness ----------

function seedOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

const random = seededRandom;

const f = (n: number) => Math.round(n * 10) / 10;

// ---------- shared pieces ----------

interface Canvas {
  w: number;
  h: number;
  rnd: () => number;
  c: [string, string, string];
}

function backdrop({ w, h, rnd, c }: Canvas): string {
  const glows = [0, 1, 2]
    .map((i) => {
      const x = f(w * (0.15 + rnd() * 0.7));
      const y = f(h * (0.1 + rnd() * 0.8));
      const r = f(Math.max(w, h) * (0.35 + rnd() * 0.25));
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#glow${i})"/>`;
    })
    .join("");
  return `<defs>
<radialGradient id="glow0"><stop offset="0" stop-color="${c[0]}" stop-opacity="0.28"/><stop offset="1" stop-color="${c[0]}" stop-opacity="0"/></radialGradient>
<radialGradient id="glow1"><stop offset="0" stop-color="${c[1]}" stop-opacity="0.22"/><stop offset="1" stop-color="${c[1]}" stop-opacity="0"/></radialGradient>
<radialGradient id="glow2"><stop offset="0" stop-color="${c[2]}" stop-opacity="0.16"/><stop offset="1" stop-color="${c[2]}" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#05060b" stop-opacity="0"/><stop offset="1" stop-color="#05060b" stop-opacity="0.85"/></radialGradient>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(w / 160)}" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
<filter id="bloom" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(w / 45)}"/></filter>
</defs>
<rect width="${w}" height="${h}" fill="#05060b"/>${glows}`;
}

const vignette = ({ w, h }: Canvas) => `<rect width="${w}" height="${h}" fill="url(#vignette)"/>`;

function hexPath(cx: number, cy: number, r: number, rotation = 0): string {
  const points = Array.from({ length: 6 }, (_, i) => {
    const a = rotation + (Math.PI / 3) * i + Math.PI / 6;
    return `${f(cx + r * Math.cos(a))},${f(cy + r * Math.sin(a))}`;
  });
  return `M${points.join("L")}Z`;
}

function scanLine({ w, h, rnd, c }: Canvas): string {
  const y = f(h * (0.3 + rnd() * 0.4));
  return `<defs><linearGradient id="scan" x1="0" x2="1"><stop offset="0" stop-color="${c[2]}" stop-opacity="0"/><stop offset="0.5" stop-color="${c[2]}" stop-opacity="0.9"/><stop offset="1" stop-color="${c[2]}" stop-opacity="0"/></linearGradient></defs>
<rect x="0" y="${f(y - h * 0.04)}" width="${w}" height="${f(h * 0.08)}" fill="url(#scan)" opacity="0.12"/>
<rect x="0" y="${y}" width="${w}" height="${f(Math.max(1.5, h / 300))}" fill="url(#scan)"/>`;
}

// ---------- motifs ----------

function rings(cv: Canvas): string {
  const { w, h, rnd, c } = cv;
  const cx = w * (0.5 + (rnd() - 0.5) * 0.2);
  const cy = h * 0.5;
  const base = Math.min(w, h);
  const radii = [base * 0.16, base * 0.29, base * 0.42];
  const counts = [7, 12, 18];
  const rings = radii.map((r, i) => {
    const offset = rnd() * Math.PI * 2;
    const n = counts[i] ?? 8;
    return Array.from({ length: n }, (_, k) => {
      const a = offset + (Math.PI * 2 * k) / n;
      return [cx + r * Math.cos(a), cy + r * Math.sin(a) * 0.92] as const;
    });
  });
  let lines = "";
  for (let i = 0; i < rings.length - 1; i++) {
    for (const [x1, y1] of rings[i] ?? []) {
      const next = [...(rings[i + 1] ?? [])].sort((a, b) => Math.hypot(a[0] - x1, a[1] - y1) - Math.hypot(b[0] - x1, b[1] - y1));
      for (const [x2, y2] of next.slice(0, 2)) lines += `M${f(x1)},${f(y1)}L${f(x2)},${f(y2)}`;
    }
  }
  for (const [x, y] of rings[0] ?? []) lines += `M${f(cx)},${f(cy)}L${f(x)},${f(y)}`;
  const orbit = radii
    .map(
      (r, i) =>
        `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(r * 0.92)}" fill="none" stroke="${c[i % 2]}" stroke-opacity="0.35" stroke-width="${f(base / 300)}"/>`,
    )
    .join("");
  const nodes = rings
    .flatMap((ring, i) => ring.map(([x, y]) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(base * (0.014 - i * 0.003))}" fill="${[c[0], c[1], c[2]][i]}"/>`))
    .join("");
  return `${orbit}<path d="${lines}" stroke="${c[1]}" stroke-opacity="0.45" stroke-width="${f(base / 420)}" fill="none"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(base * 0.09)}" fill="${c[0]}" opacity="0.55" filter="url(#bloom)"/>
<g filter="url(#soft)">${nodes}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(base * 0.035)}" fill="#f5f3ff"/></g>`;
}

function hexGrid(cv: Canvas, cluster: boolean): string {
  const { w, h, rnd, c } = cv;
  const r = Math.min(w, h) / 9;
  const dx = Math.sqrt(3) * r;
  const dy = 1.5 * r;
  const fx = w * (0.35 + rnd() * 0.3);
  const fy = h * (0.35 + rnd() * 0.3);
  let grid = "";
  let lit = "";
  for (let row = -1; row * dy < h + r; row++) {
    for (let col = -1; col * dx < w + dx; col++) {
      const x = col * dx + (row % 2 ? dx / 2 : 0);
      const y = row * dy;
      grid += hexPath(x, y, r * 0.94);
      const d = Math.hypot(x - fx, y - fy) / (r * 2.2);
      if (cluster && d < 1.6 && rnd() > d * 0.45) {
        const opacity = f(Math.max(0.12, 0.75 - d * 0.4) * 100) / 100;
        lit += `<path d="${hexPath(x, y, r * 0.86)}" fill="${d < 0.6 ? c[0] : c[1]}" fill-opacity="${f(opacity * 0.55 * 100) / 100}" stroke="${c[0]}" stroke-opacity="${opacity}" stroke-width="${f(r / 22)}"/>`;
      }
    }
  }
  return `<path d="${grid}" fill="none" stroke="${c[1]}" stroke-opacity="0.16" stroke-width="${f(r / 30)}"/>
<circle cx="${f(fx)}" cy="${f(fy)}" r="${f(r * 2)}" fill="${c[0]}" opacity="0.35" filter="url(#bloom)"/>
<g filter="url(#soft)">${lit}</g>${scanLine(cv)}`;
}

function nestedHex(cv: Canvas): string {
  const { w, h, rnd, c } = cv;
  const cx = w * (0.45 + rnd() * 0.1);
  const cy = h * 0.5;
  const base = Math.min(w, h);
  const shells = Array.from({ length: 6 }, (_, i) => {
    const r = base * (0.08 + i * 0.075);
    const color = i % 2 ? c[1] : c[0];
    const rotation = (rnd() - 0.5) * 0.12;
    return `<path d="${hexPath(cx, cy, r, rotation)}" fill="none" stroke="${color}" stroke-opacity="${f((0.95 - i * 0.13) * 100) / 100}" stroke-width="${f(base / (140 + i * 40))}"/>`;
  }).join("");
  return `${hexGrid({ ...cv, c: [c[2], c[2], c[2]] }, false)}
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(base * 0.12)}" fill="${c[0]}" opacity="0.6" filter="url(#bloom)"/>
<g filter="url(#soft)">${shells}<path d="${hexPath(cx, cy, base * 0.04)}" fill="#ecfeff"/></g>`;
}

function horizon(cv: Canvas): string {
  const { w, h, rnd, c } = cv;
  const horizonY = h * 0.58;
  const sunR = Math.min(w, h) * 0.24;
  const sunX = w * (0.5 + (rnd() - 0.5) * 0.25);
  const stripes = Array.from({ length: 6 }, (_, i) => {
    const y = horizonY - sunR * 0.1 - i * sunR * 0.14;
    return `<rect x="${f(sunX - sunR)}" y="${f(y)}" width="${f(sunR * 2)}" height="${f(sunR * 0.035 * (6 - i) * 0.5 + 1)}" fill="#05060b"/>`;
  }).join("");
  const ridge = (amp: number, color: string, opacity: number) => {
    let d = `M0,${f(horizonY)}`;
    for (let x = 0; x <= w; x += w / 14) d += `L${f(x)},${f(horizonY - rnd() * amp)}`;
    return `<path d="${d}L${w},${f(horizonY)}Z" fill="#0b0d18" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${f(w / 500)}"/>`;
  };
  let floor = "";
  for (let i = 1; i <= 12; i++) {
    const y = horizonY + (h - horizonY) * (i / 12) ** 1.9;
    floor += `M0,${f(y)}L${w},${f(y)}`;
  }
  for (let i = -12; i <= 12; i++) {
    const xBottom = w / 2 + i * (w / 7);
    floor += `M${f(w / 2 + i * (w / 60))},${f(horizonY)}L${f(xBottom)},${h}`;
  }
  return `<defs><linearGradient id="sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colors.amber}"/><stop offset="1" stop-color="${c[0]}"/></linearGradient>
<linearGradient id="floorFade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c[2]}" stop-opacity="0.25"/><stop offset="1" stop-color="${c[2]}" stop-opacity="0.9"/></linearGradient>
<clipPath id="aboveHorizon"><rect width="${w}" height="${f(horizonY)}"/></clipPath></defs>
<g clip-path="url(#aboveHorizon)"><circle cx="${f(sunX)}" cy="${f(horizonY)}" r="${f(sunR * 1.4)}" fill="${c[0]}" opacity="0.35" filter="url(#bloom)"/><circle cx="${f(sunX)}" cy="${f(horizonY)}" r="${f(sunR)}" fill="url(#sun)"/>${stripes}</g>
${ridge(h * 0.16, c[1], 0.9)}${ridge(h * 0.08, c[0], 0.7)}
<rect y="${f(horizonY)}" width="${w}" height="${f(h - horizonY)}" fill="#070814"/>
<path d="${floor}" stroke="url(#floorFade)" stroke-width="${f(w / 600)}" fill="none" filter="url(#soft)"/>`;
}

function columns(cv: Canvas): string {
  const { w, h, rnd, c } = cv;
  const n = 9;
  const gap = w / (n + 1);
  const baseY = h * 0.82;
  let bars = "";
  for (let i = 0; i < n; i++) {
    const x = gap * (i + 0.75);
    const center = 1 - Math.abs(i - (n - 1) / 2) / n;
    const top = baseY - h * (0.25 + center * 0.35 + rnd() * 0.08);
    bars += `<rect x="${f(x)}" y="${f(top)}" width="${f(gap * 0.5)}" height="${f(baseY - top)}" rx="${f(gap * 0.06)}" fill="url(#col)" stroke="${i % 3 === 1 ? c[1] : c[0]}" stroke-opacity="0.8" stroke-width="${f(w / 600)}"/>`;
  }
  const cx = w / 2;
  const arcY = h * 0.2;
  const arcs = [-1, 1]
    .map((side) => {
      const x = cx + side * w * 0.22;
      return `<path d="M${f(x - w * 0.09)},${f(arcY + h * 0.12)}Q${f(x)},${f(arcY + h * 0.26)} ${f(x + w * 0.09)},${f(arcY + h * 0.12)}" fill="none" stroke="${c[2]}" stroke-width="${f(w / 300)}"/>
<path d="M${f(x)},${f(arcY)}L${f(x - w * 0.09)},${f(arcY + h * 0.12)}M${f(x)},${f(arcY)}L${f(x + w * 0.09)},${f(arcY + h * 0.12)}" stroke="${c[2]}" stroke-opacity="0.5" stroke-width="${f(w / 700)}"/>`;
    })
    .join("");
  return `<defs><linearGradient id="col" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c[0]}" stop-opacity="0.55"/><stop offset="1" stop-color="${c[1]}" stop-opacity="0.05"/></linearGradient></defs>
<g filter="url(#soft)">${bars}
<path d="M${f(w * 0.12)},${f(baseY)}L${f(w * 0.88)},${f(baseY)}M${f(w * 0.28)},${f(arcY)}L${f(w * 0.72)},${f(arcY)}M${f(cx)},${f(arcY - h * 0.06)}L${f(cx)},${f(arcY)}" stroke="${c[0]}" stroke-width="${f(w / 300)}"/>
${arcs}<circle cx="${f(cx)}" cy="${f(arcY - h * 0.06)}" r="${f(w / 110)}" fill="${c[2]}"/></g>`;
}

function pipelines(cv: Canvas): string {
  const { w, h, rnd, c } = cv;
  const lanes = 6;
  const junctions: [number, number][] = [];
  let paths = "";
  for (let i = 0; i < lanes; i++) {
    const y0 = h * (0.15 + (i / (lanes - 1)) * 0.7);
    const y1 = h * (0.2 + rnd() * 0.6);
    const y2 = h * (0.15 + rnd() * 0.7);
    const jx = w * (0.3 + rnd() * 0.1);
    const kx = w * (0.62 + rnd() * 0.1);
    paths += `<path d="M0,${f(y0)}C${f(w * 0.18)},${f(y0)} ${f(jx - w * 0.1)},${f(y1)} ${f(jx)},${f(y1)}S${f(kx - w * 0.1)},${f(y2)} ${f(kx)},${f(y2)}S${f(w * 0.9)},${f(y0)} ${w},${f(y0)}" fill="none" stroke="${i % 2 ? c[1] : c[0]}" stroke-opacity="${f((0.5 + rnd() * 0.45) * 100) / 100}" stroke-width="${f(w / (180 + rnd() * 200))}"/>`;
    junctions.push([jx, y1], [kx, y2]);
  }
  const nodes = junctions
    .map(
      ([x, y]) =>
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(w / 90)}" fill="#05060b" stroke="${c[2]}" stroke-width="${f(w / 350)}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(w / 260)}" fill="${c[2]}"/>`,
    )
    .join("");
  return `<g filter="url(#soft)">${paths}${nodes}</g>`;
}

function manhattan(cv: Canvas, start: [number, number], end: [number, number], color: string, width: number): string {
  const { rnd } = cv;
  let [x, y] = start;
  let d = `M${f(x)},${f(y)}`;
  for (let step = 0; step < 3; step++) {
    const nx = x + (end[0] - x) * (0.3 + rnd() * 0.4);
    d += `L${f(nx)},${f(y)}`;
    const ny = y + (end[1] - y) * (0.4 + rnd() * 0.5);
    d += `L${f(nx)},${f(ny)}`;
    x = nx;
    y = ny;
  }
  d += `L${f(end[0])},${f(y)}L${f(end[0])},${f(end[1])}`;
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(width)}" stroke-linejoin="round"/>`;
}

function circuit(cv: Canvas): string {
  const { w, h, rnd, c } = cv;
  let traces = "";
  let pads = "";
  for (let i = 0; i < 14; i++) {
    const start: [number, number] = [rnd() < 0.5 ? 0 : w, h * rnd()];
    const end: [number, number] = [w * (0.2 + rnd() * 0.6), h * (0.15 + rnd() * 0.7)];
    const color = [c[0], c[1], c[2]][i % 3] ?? c[0];
    traces += manhattan(cv, start, end, color, w / 420 + rnd() * (w / 500));
    pads += `<circle cx="${f(end[0])}" cy="${f(end[1])}" r="${f(w / 120)}" fill="#05060b" stroke="${color}" stroke-width="${f(w / 400)}"/><circle cx="${f(end[0])}" cy="${f(end[1])}" r="${f(w / 320)}" fill="${color}"/>`;
  }
  const chipX = w * 0.5 - w * 0.08;
  const chipY = h * 0.5 - w * 0.08;
  return `<g stroke-opacity="0.8" filter="url(#soft)">${traces}</g><g filter="url(#soft)">${pads}</g>
<rect x="${f(chipX)}" y="${f(chipY)}" width="${f(w * 0.16)}" height="${f(w * 0.16)}" rx="${f(w / 80)}" fill="#0b0d18" stroke="${c[0]}" stroke-width="${f(w / 250)}" filter="url(#soft)"/>
<rect x="${f(chipX + w * 0.04)}" y="${f(chipY + w * 0.04)}" width="${f(w * 0.08)}" height="${f(w * 0.08)}" rx="${f(w / 160)}" fill="${c[0]}" opacity="0.7"/>`;
}

function converge(cv: Canvas): string {
  const { w, h, c } = cv;
  const target: [number, number] = [w * 0.62, h * 0.5];
  let traces = "";
  for (let i = 0; i < 9; i++) {
    const start: [number, number] = [0, h * (0.08 + (i / 8) * 0.84)];
    const color = [c[0], c[1], c[2]][i % 3] ?? c[0];
    traces += manhattan(cv, start, target, color, w / 320);
    traces += `<circle cx="${f(w * 0.03)}" cy="${f(start[1])}" r="${f(w / 140)}" fill="${color}"/>`;
  }
  return `<g stroke-opacity="0.85" filter="url(#soft)">${traces}</g>
<circle cx="${f(target[0])}" cy="${f(target[1])}" r="${f(w * 0.09)}" fill="${c[0]}" opacity="0.5" filter="url(#bloom)"/>
<circle cx="${f(target[0])}" cy="${f(target[1])}" r="${f(w * 0.035)}" fill="#ecfeff" filter="url(#soft)"/>
<circle cx="${f(target[0])}" cy="${f(target[1])}" r="${f(w * 0.07)}" fill="none" stroke="${c[1]}" stroke-width="${f(w / 300)}"/>`;
}

function bars(cv: Canvas): string {
  const { w, h, rnd, c } = cv;
  const n = 10;
  const left = w * 0.1;
  const right = w * 0.9;
  const baseY = h * 0.85;
  const step = (right - left) / n;
  let rects = "";
  const points: string[] = [];
  let grid = "";
  for (let i = 1; i <= 4; i++) grid += `M${f(left)},${f(baseY - i * h * 0.17)}L${f(right)},${f(baseY - i * h * 0.17)}`;
  for (let i = 0; i < n; i++) {
    const value = 0.15 + (i / (n - 1)) * 0.6 + (rnd() - 0.5) * 0.12;
    const top = baseY - value * h * 0.8;
    const x = left + i * step + step * 0.18;
    rects += `<rect x="${f(x)}" y="${f(top)}" width="${f(step * 0.64)}" height="${f(baseY - top)}" rx="${f(step * 0.08)}" fill="url(#bar)" stroke="${c[0]}" stroke-opacity="0.7" stroke-width="${f(w / 700)}"/>`;
    points.push(`${f(x + step * 0.32)},${f(top - h * 0.05)}`);
  }
  return `<defs><linearGradient id="bar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c[0]}" stop-opacity="0.7"/><stop offset="1" stop-color="${c[1]}" stop-opacity="0.05"/></linearGradient></defs>
<path d="${grid}" stroke="${c[2]}" stroke-opacity="0.18" stroke-width="${f(w / 900)}"/>
${rects}<polyline points="${points.join(" ")}" fill="none" stroke="${c[2]}" stroke-width="${f(w / 250)}" stroke-linejoin="round" filter="url(#soft)"/>
${points.map((p) => `<circle cx="${p.split(",")[0]}" cy="${p.split(",")[1]}" r="${f(w / 200)}" fill="#ecfeff"/>`).join("")}`;
}

function constellation(cv: Canvas): string {
  const { w, h, rnd, c } = cv;
  const cx = w * 0.5;
  const cy = h * 0.5;
  const stars = Array.from({ length: 34 }, () => {
    const a = rnd() * Math.PI * 2;
    const r = rnd() ** 0.7 * Math.min(w, h) * 0.62;
    return [cx + Math.cos(a) * r * 1.5, cy + Math.sin(a) * r] as const;
  });
  let links = "";
  for (const [x, y] of stars) {
    const near = [...stars].sort((a, b) => Math.hypot(a[0] - x, a[1] - y) - Math.hypot(b[0] - x, b[1] - y)).slice(1, 3);
    for (const [nx, ny] of near) links += `M${f(x)},${f(y)}L${f(nx)},${f(ny)}`;
  }
  const dots = stars
    .map(([x, y], i) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(w / (i % 5 === 0 ? 110 : 220))}" fill="${i % 4 === 0 ? c[1] : c[0]}"/>`)
    .join("");
  return `<path d="${links}" stroke="${c[2]}" stroke-opacity="0.4" stroke-width="${f(w / 700)}" fill="none"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(w * 0.1)}" fill="${c[1]}" opacity="0.45" filter="url(#bloom)"/>
<g filter="url(#soft)">${dots}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(w / 60)}" fill="#f0f9ff"/></g>`;
}

function drawSvg(file: string, width: number, height: number): string {
  const art = artwork[file];
  if (!art) throw new Error(`No artwork entry for ${file}: add one to scripts/render-images.ts`);
  const cv: Canvas = { w: width, h: height, rnd: random(seedOf(file)), c: art.palette.map((name) => colors[name]) as [string, string, string] };
  const motifs: Record<Motif, (cv: Canvas) => string> = {
    rings,
    hex: (canvas) => hexGrid(canvas, true),
    "nested-hex": nestedHex,
    horizon,
    columns,
    pipelines,
    circuit,
    converge,
    bars,
    constellation,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${backdrop(cv)}${motifs[art.motif](cv)}${vignette(cv)}</svg>`;
}

// ---------- main ----------

const images = [...shippedDocuments.blog.blogPosts.map((post) => post.image), ...shippedDocuments.news.newsItems.map((item) => item.image)];
const unused = Object.keys(artwork).filter((file) => !images.some((image) => image.src === file));
if (unused.length) throw new Error(`Artwork entries no content uses: ${unused.join(", ")}`);

if (process.argv.includes("--check")) {
  const missing = images.filter((image) => !fs.existsSync(path.join(publicDir, image.src)));
  if (missing.length) throw new Error(`Missing images (run scripts/render-images.ts): ${missing.map((i) => i.src).join(", ")}`);
  console.log(`All ${images.length} images exist.`);
} else {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage();
    await page.setContent("<!doctype html><title>render</title>");
    for (const image of images) {
      const svg = drawSvg(image.src, image.width, image.height);
      let bytes: Buffer | undefined;
      for (const quality of [0.8, 0.72, 0.64, 0.56, 0.48]) {
        const dataUrl = await page.evaluate(
          async ({ svg, width, height, quality }) => {
            const img = new Image();
            img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
            await img.decode();
            const canvas = document.createElement("canvas");
            canvas.width = width;
            canvas.height = height;
            const context = canvas.getContext("2d");
            if (!context) throw new Error("No 2D context");
            context.drawImage(img, 0, 0, width, height);
            return canvas.toDataURL("image/webp", quality);
          },
          { svg, width: image.width, height: image.height, quality },
        );
        if (!dataUrl.startsWith("data:image/webp;base64,")) throw new Error("This Chromium cannot encode WebP");
        bytes = Buffer.from(dataUrl.slice("data:image/webp;base64,".length), "base64");
        if (bytes.length <= maxBytes) break;
      }
      if (!bytes || bytes.length > maxBytes) throw new Error(`${image.src} stays over ${maxBytes} bytes`);
      const target = path.join(publicDir, image.src);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, bytes);
      console.log(`${image.src}  ${image.width}×${image.height}  ${(bytes.length / 1024).toFixed(1)} KB`);
    }
  } finally {
    await browser.close();
  }
}
