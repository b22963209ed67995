// Generates original SVG illustrations for the site and renders them with sharp (README.md here).
// Usage:  cd tools/artwork && npm install && node make-artwork.mjs [filter ...]
// Without arguments all images are written; with arguments only jobs whose
// output path contains one of the given strings. Output paths are relative to the repository
// root (two levels up), wherever the script is started from.
import sharp from "sharp";
import { mkdirSync, statSync } from "node:fs";
import { execSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

// ---------------------------------------------------------------- palette
const C = {
  bg: "#0b0d17",
  s1: "#151a2e",
  s2: "#1e2540",
  amber: "#ffb020",
  magenta: "#e0457b",
  violet: "#3b2a6b",
  white: "#f4f1ea",
};

// ---------------------------------------------------------------- helpers
function rng(seed) {
  // mulberry32 – deterministic so the artwork is reproducible
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const f = (n) => Math.round(n * 10) / 10;
let uid = 0;
const id = (p = "g") => `${p}${++uid}`;

function svg(w, h, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs.join("")}</defs>${body.join("")}</svg>`;
}
function linGrad(gid, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false) {
  const s = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join("");
  const units = user ? ' gradientUnits="userSpaceOnUse"' : "";
  return `<linearGradient id="${gid}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${s}</linearGradient>`;
}
function radGrad(gid, stops, cx = 0.5, cy = 0.5, r = 0.5) {
  const s = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join("");
  return `<radialGradient id="${gid}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}
// soft coloured glow (ellipse filled with a radial gradient)
function glow(defs, cx, cy, rx, ry, color, alpha = 0.6) {
  const g = id("glow");
  defs.push(
    radGrad(g, [
      [0, color, alpha],
      [0.45, color, alpha * 0.35],
      [1, color, 0],
    ]),
  );
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry ?? rx)}" fill="url(#${g})"/>`;
}
// light beam from a source point towards an end point with given half-width
function beam(defs, sx, sy, ex, ey, hw, color, alpha = 0.35) {
  const g = id("beam");
  defs.push(
    linGrad(
      g,
      [
        [0, color, alpha],
        [0.6, color, alpha * 0.3],
        [1, color, 0],
      ],
      sx,
      sy,
      ex,
      ey,
      true,
    ),
  );
  const dx = ex - sx,
    dy = ey - sy,
    len = Math.hypot(dx, dy);
  const nx = (-dy / len) * hw,
    ny = (dx / len) * hw;
  const sw = hw * 0.06;
  return `<path d="M${f(sx - (nx / hw) * sw)} ${f(sy - (ny / hw) * sw)} L${f(ex - nx)} ${f(ey - ny)} L${f(ex + nx)} ${f(ey + ny)} L${f(sx + (nx / hw) * sw)} ${f(sy + (ny / hw) * sw)}Z" fill="url(#${g})"/>`;
}
function background(defs, w, h, stops) {
  const g = id("bg");
  defs.push(linGrad(g, stops));
  return `<rect width="${w}" height="${h}" fill="url(#${g})"/>`;
}
function vignette(defs, w, h, strength = 0.75) {
  const g = id("vig");
  defs.push(
    radGrad(
      g,
      [
        [0.55, C.bg, 0],
        [1, C.bg, strength],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
  return `<rect width="${w}" height="${h}" fill="url(#${g})"/>`;
}
function stars(r, w, h, n, maxY) {
  let s = "";
  for (let i = 0; i < n; i++) {
    const x = r() * w,
      y = r() * maxY;
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(0.6 + r() * 1.3)}" fill="${C.white}" opacity="${f(0.15 + r() * 0.5)}"/>`;
  }
  return s;
}
// a sagging string of warm bulbs between two points
function stringLights(defs, x1, y1, x2, y2, sag, n, color = C.amber, size = 5) {
  const mx = (x1 + x2) / 2,
    my = (y1 + y2) / 2 + sag * 2;
  let s = `<path d="M${f(x1)} ${f(y1)} Q${f(mx)} ${f(my)} ${f(x2)} ${f(y2)}" stroke="#2a2630" stroke-width="1.5" fill="none"/>`;
  const g = id("bulb");
  defs.push(
    radGrad(g, [
      [0, "#fff4d6", 1],
      [0.25, color, 0.9],
      [0.6, color, 0.25],
      [1, color, 0],
    ]),
  );
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const x = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * mx + t * t * x2;
    const y = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * my + t * t * y2;
    s += `<circle cx="${f(x)}" cy="${f(y + size * 0.8)}" r="${f(size * 3.2)}" fill="url(#${g})"/>`;
  }
  return s;
}
function circlePath(cx, cy, r) {
  // clockwise like all other silhouette sub-paths so nonzero filling never leaves holes
  return `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 1 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 1 ${f(-2 * r)} 0Z`;
}
// silhouette of one person; returns {body, arms} path data
function person(cx, base, s, r, opts = {}) {
  const sw = 22 * s * (opts.wide ?? 1);
  const sh = base - (opts.height ?? 95) * s;
  const hr = 13 * s * (opts.head ?? 1);
  let body = `M${f(cx - sw * 0.92)} ${f(base)}L${f(cx - sw)} ${f(sh + sw * 0.8)}Q${f(cx - sw)} ${f(sh)} ${f(cx - sw * 0.3)} ${f(sh)}L${f(cx + sw * 0.3)} ${f(sh)}Q${f(cx + sw)} ${f(sh)} ${f(cx + sw)} ${f(sh + sw * 0.8)}L${f(cx + sw * 0.92)} ${f(base)}Z`;
  body += `M${f(cx - hr * 0.45)} ${f(sh + 2)}L${f(cx - hr * 0.45)} ${f(sh - hr)}L${f(cx + hr * 0.45)} ${f(sh - hr)}L${f(cx + hr * 0.45)} ${f(sh + 2)}Z`;
  body += circlePath(cx + (opts.tilt ?? 0) * s, sh - hr * 1.25, hr);
  if (opts.hair) body += circlePath(cx - hr * 0.2, sh - hr * 1.55, hr * 0.95);
  let arms = "";
  const armsUp = opts.arms ?? (r() < (opts.armP ?? 0.35) ? (r() < 0.5 ? 1 : 2) : 0);
  for (let k = 0; k < armsUp; k++) {
    const side = k === 0 ? (r() < 0.5 ? -1 : 1) : -1 * (arms.side ?? 1);
    const ax = cx + side * sw * 0.75,
      ay = sh + sw * 0.3;
    const hx = ax + side * (8 + r() * 26) * s,
      hy = sh - (55 + r() * 35) * s;
    const ex = (ax + hx) / 2 + side * 10 * s,
      ey = (ay + hy) / 2;
    arms += `M${f(ax)} ${f(ay)}Q${f(ex)} ${f(ey)} ${f(hx)} ${f(hy)}`;
  }
  return { body, arms, armW: 9 * s };
}
// a row of people; rim light drawn as an offset copy underneath
function crowd(r, x0, x1, base, s, fill, rim, rimAlpha = 0.5, opts = {}) {
  let body = "",
    arms = "";
  let x = x0;
  while (x < x1) {
    const k = s * (0.85 + r() * 0.3);
    const p = person(x, base + r() * 12 * s, k, r, {
      height: 85 + r() * 25,
      head: 0.9 + r() * 0.25,
      hair: r() < 0.3,
      tilt: (r() - 0.5) * 6,
      arms: opts.noArms ? 0 : undefined,
      armP: opts.armP,
    });
    body += p.body;
    arms += p.arms;
    x += (30 + r() * 30) * s;
  }
  const aw = 9 * s;
  let out = "";
  if (rim) {
    out += `<g transform="translate(0 ${f(-2.5 * s)})" opacity="${rimAlpha}"><path d="${body}" fill="${rim}"/><path d="${arms}" stroke="${rim}" stroke-width="${f(aw)}" stroke-linecap="round" fill="none"/></g>`;
  }
  out += `<path d="${body}" fill="${fill}"/><path d="${arms}" stroke="${fill}" stroke-width="${f(aw)}" stroke-linecap="round" fill="none"/>`;
  return out;
}
// perspective floor grid towards a vanishing point
function floorGrid(w, h, horizon, vx, color, alpha = 0.12, lines = 28) {
  let d = "";
  for (let i = -lines; i <= lines * 2; i++) {
    const bx = vx + (i - lines / 2) * (w / lines) * 2.2;
    d += `M${f(vx)} ${f(horizon)}L${f(bx)} ${h}`;
  }
  for (let j = 1; j < 14; j++) {
    const y = horizon + (h - horizon) * Math.pow(j / 13, 2.2);
    d += `M0 ${f(y)}L${w} ${f(y)}`;
  }
  return `<path d="${d}" stroke="${color}" stroke-opacity="${alpha}" stroke-width="1.5" fill="none"/>`;
}
// horizontal shimmering reflection streaks (water)
function ripples(r, x0, x1, y0, y1, color, n, alpha = 0.5) {
  let d = "";
  for (let i = 0; i < n; i++) {
    const y = y0 + r() * (y1 - y0);
    const t = (y - y0) / (y1 - y0);
    const len = 20 + r() * 90 * (0.5 + t);
    const x = x0 + r() * (x1 - x0 - len);
    d += `M${f(x)} ${f(y)}h${f(len)}`;
  }
  return `<path d="${d}" stroke="${color}" stroke-opacity="${alpha}" stroke-width="2" stroke-linecap="round" fill="none"/>`;
}

// ---------------------------------------------------------------- scenes
const scenes = {};

// DJ desk seen slightly from above; returns markup. cx = centre, top = y of desk surface
function djDesk(defs, cx, top, wd, s = 1) {
  const hw = wd / 2;
  const gFront = id("front");
  defs.push(
    linGrad(gFront, [
      [0, C.s2],
      [0.15, C.s1],
      [1, "#090a12"],
    ]),
  );
  const gTop = id("top");
  defs.push(
    linGrad(gTop, [
      [0, "#2a2f4d"],
      [1, "#141828"],
    ]),
  );
  const dh = 70 * s,
    fh = 190 * s;
  let o = "";
  // surface
  o += `<path d="M${f(cx - hw + 40 * s)} ${f(top - dh)}H${f(cx + hw - 40 * s)}L${f(cx + hw)} ${f(top)}H${f(cx - hw)}Z" fill="url(#${gTop})"/>`;
  // platters
  for (const side of [-1, 1]) {
    const px = cx + side * hw * 0.56,
      py = top - dh * 0.5;
    o += `<ellipse cx="${f(px)}" cy="${f(py + 4 * s)}" rx="${f(hw * 0.27)}" ry="${f(dh * 0.36)}" fill="#07080f"/>`;
    o += `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(hw * 0.25)}" ry="${f(dh * 0.32)}" fill="#1b1f33" stroke="${C.amber}" stroke-opacity="0.55" stroke-width="${f(2 * s)}"/>`;
    o += `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(hw * 0.08)}" ry="${f(dh * 0.1)}" fill="${C.amber}" opacity="0.7"/>`;
  }
  // mixer with knobs / leds
  const mw = hw * 0.36;
  o += `<path d="M${f(cx - mw + 8 * s)} ${f(top - dh * 0.9)}H${f(cx + mw - 8 * s)}L${f(cx + mw)} ${f(top - dh * 0.08)}H${f(cx - mw)}Z" fill="#0d0f1c"/>`;
  const leds = [C.amber, C.amber, C.magenta, C.amber, C.white];
  for (let i = 0; i < 5; i++) {
    for (let j = 0; j < 3; j++) {
      const x = cx - mw * 0.7 + (i * mw * 1.4) / 4,
        y = top - dh * (0.72 - j * 0.22);
      o += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(3.2 * s)}" fill="${leds[(i + j) % 5]}" opacity="${j === 2 ? 0.95 : 0.55}"/>`;
    }
  }
  // front panel
  o += `<path d="M${f(cx - hw)} ${f(top)}H${f(cx + hw)}L${f(cx + hw - 22 * s)} ${f(top + fh)}H${f(cx - hw + 22 * s)}Z" fill="url(#${gFront})"/>`;
  let slats = "";
  for (let i = 1; i < 14; i++) {
    const x = cx - hw + (i * wd) / 14;
    slats += `M${f(x)} ${f(top + 18 * s)}L${f(x + (x - cx) * -0.03)} ${f(top + fh - 12 * s)}`;
  }
  o += `<path d="${slats}" stroke="${C.violet}" stroke-opacity="0.55" stroke-width="${f(2 * s)}"/>`;
  o += `<rect x="${f(cx - hw)}" y="${f(top)}" width="${f(wd)}" height="${f(5 * s)}" fill="${C.amber}" opacity="0.9"/>`;
  o += glow(defs, cx, top + 3 * s, hw * 1.05, 28 * s, C.amber, 0.45);
  return o;
}

// DJ silhouette (head + shoulders + headphones), rim-lit from behind
function djFigure(defs, cx, base, s, rimColor = C.amber) {
  const sh = base - 120 * s,
    hr = 34 * s;
  const hy = sh - hr * 1.35;
  let d = `M${f(cx - 95 * s)} ${f(base)}L${f(cx - 92 * s)} ${f(sh + 45 * s)}Q${f(cx - 88 * s)} ${f(sh)} ${f(cx - 40 * s)} ${f(sh - 4 * s)}L${f(cx + 40 * s)} ${f(sh - 4 * s)}Q${f(cx + 88 * s)} ${f(sh)} ${f(cx + 92 * s)} ${f(sh + 45 * s)}L${f(cx + 95 * s)} ${f(base)}Z`;
  d += `M${f(cx - 16 * s)} ${f(sh + 4 * s)}V${f(hy + 10 * s)}H${f(cx + 16 * s)}V${f(sh + 4 * s)}Z`;
  d += `M${f(cx - hr * 0.92)} ${f(hy)}a${f(hr * 0.92)} ${f(hr * 1.08)} 0 1 1 ${f(hr * 1.84)} 0a${f(hr * 0.92)} ${f(hr * 1.08)} 0 1 1 ${f(-hr * 1.84)} 0Z`;
  // headphones: band + cups
  const band = `M${f(cx - hr * 1.02)} ${f(hy + 2 * s)}C${f(cx - hr * 1.1)} ${f(hy - hr * 1.55)} ${f(cx + hr * 1.1)} ${f(hy - hr * 1.55)} ${f(cx + hr * 1.02)} ${f(hy + 2 * s)}`;
  const cups = `<rect x="${f(cx - hr * 1.22)}" y="${f(hy - hr * 0.35)}" width="${f(hr * 0.5)}" height="${f(hr * 0.85)}" rx="${f(hr * 0.2)}"/><rect x="${f(cx + hr * 0.72)}" y="${f(hy - hr * 0.35)}" width="${f(hr * 0.5)}" height="${f(hr * 0.85)}" rx="${f(hr * 0.2)}"/>`;
  const fig = (fill, stroke) =>
    `<path d="${d}" fill="${fill}"/><path d="${band}" stroke="${stroke}" stroke-width="${f(9 * s)}" fill="none" stroke-linecap="round"/><g fill="${fill}">${cups}</g>`;
  let o = "";
  o += `<g transform="translate(${f(-3 * s)} ${f(-4 * s)})" opacity="0.75">${fig(rimColor, rimColor)}</g>`;
  o += `<g transform="translate(${f(3 * s)} ${f(-3 * s)})" opacity="0.35">${fig(C.magenta, C.magenta)}</g>`;
  o += fig("#07080f", "#07080f");
  return o;
}

scenes.hero = (w, h) => {
  const r = rng(11);
  const defs = [],
    b = [];
  b.push(
    background(defs, w, h, [
      [0, C.bg],
      [0.55, "#141830"],
      [0.78, "#10132a"],
      [1, C.bg],
    ]),
  );
  b.push(glow(defs, 1300, 330, 950, 520, C.violet, 0.75));
  b.push(glow(defs, 1440, 560, 640, 380, C.amber, 0.32));
  b.push(glow(defs, 1800, 260, 320, 260, C.magenta, 0.16));
  // LED wall dots behind the stage
  let dots = "";
  for (let y = 260; y < 640; y += 26)
    for (let x = 1000; x < 1960; x += 26) {
      const dd = Math.hypot((x - 1440) / 520, (y - 460) / 220);
      if (dd < 1)
        dots += `<circle cx="${x}" cy="${y}" r="3" fill="${r() < 0.12 ? C.magenta : C.amber}" opacity="${f(0.08 + 0.3 * (1 - dd) * r())}"/>`;
    }
  b.push(dots);
  // truss + beams
  b.push(`<rect x="900" y="96" width="1100" height="14" fill="#1c2036"/><rect x="900" y="136" width="1100" height="8" fill="#1c2036"/>`);
  let zig = "M900 110";
  for (let x = 900; x < 2000; x += 40) zig += `L${x + 20} 136L${x + 40} 110`;
  b.push(`<path d="${zig}" stroke="#1c2036" stroke-width="4" fill="none"/>`);
  const fixtures = [1020, 1160, 1300, 1440, 1580, 1720, 1860];
  const targets = [
    [760, 1150],
    [1250, 1250],
    [1000, 1100],
    [1700, 1250],
    [1900, 1080],
    [1500, 1200],
    [2150, 1100],
  ];
  fixtures.forEach((fx, i) => {
    const col = i === 2 || i === 5 ? C.magenta : C.amber;
    b.push(beam(defs, fx, 150, targets[i][0], targets[i][1], 120 + r() * 60, col, col === C.magenta ? 0.18 : 0.26));
  });
  fixtures.forEach((fx) => {
    b.push(`<rect x="${fx - 16}" y="144" width="32" height="22" rx="5" fill="#0a0b14"/>`);
    b.push(glow(defs, fx, 162, 34, 22, "#fff1cc", 0.9));
  });
  // floor
  b.push(`<rect x="0" y="960" width="${w}" height="${h - 960}" fill="#0a0c18"/>`);
  b.push(floorGrid(w, h, 960, 1420, C.violet, 0.5, 26));
  b.push(glow(defs, 1250, 1180, 260, 50, C.amber, 0.3));
  b.push(glow(defs, 1700, 1200, 240, 45, C.amber, 0.25));
  b.push(glow(defs, 1000, 1110, 200, 35, C.magenta, 0.2));
  // stage: DJ + desk
  b.push(djFigure(defs, 1420, 730, 1.25));
  b.push(djDesk(defs, 1420, 770, 700, 1));
  // crowd
  b.push(crowd(r, 640, 2060, 1110, 1.35, "#0d0f1d", C.amber, 0.55));
  b.push(crowd(r, -60, 2080, 1275, 2.1, "#06070d", C.amber, 0.18));
  // keep left half calm and dark for the headline
  const gl = id("left");
  defs.push(
    linGrad(
      gl,
      [
        [0, C.bg, 0.94],
        [0.32, C.bg, 0.82],
        [0.58, C.bg, 0],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  b.push(`<rect width="${w}" height="${h}" fill="url(#${gl})"/>`);
  b.push(vignette(defs, w, h, 0.7));
  return svg(w, h, defs, b);
};

scenes.portrait = (w, h) => {
  const r = rng(23);
  const defs = [],
    b = [];
  b.push(
    background(defs, w, h, [
      [0, C.bg],
      [0.5, "#151a33"],
      [1, C.bg],
    ]),
  );
  b.push(glow(defs, 500, 430, 620, 560, C.violet, 0.9));
  b.push(glow(defs, 500, 470, 360, 330, C.amber, 0.5));
  b.push(glow(defs, 760, 300, 260, 240, C.magenta, 0.2));
  // beams behind the figure
  [
    [150, -20, -150, 900, C.amber],
    [380, -20, 250, 1000, C.magenta],
    [620, -20, 760, 1000, C.amber],
    [860, -20, 1160, 900, C.amber],
  ].forEach(([sx, sy, ex, ey, col]) => b.push(beam(defs, sx, sy, ex, ey, 130, col, col === C.magenta ? 0.14 : 0.2)));
  // floating dust in the light
  let dust = "";
  for (let i = 0; i < 70; i++) {
    const x = 150 + r() * 700,
      y = 120 + r() * 700;
    dust += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(1 + r() * 2.4)}" fill="${r() < 0.2 ? C.magenta : C.amber}" opacity="${f(0.15 + r() * 0.45)}"/>`;
  }
  b.push(dust);
  const cx = 500,
    base = 880,
    s = 2.7;
  b.push(djFigure(defs, cx, base, s));
  b.push(djDesk(defs, cx, 900, 920, 1.45));
  // one hand on the headphone cup, the other on the deck
  const arms = `M${cx + 195} 610L${cx + 285} 720L${cx + 128} 455M${cx - 200} 620L${cx - 268} 770L${cx - 245} 862`;
  const hands = (fill) => `<g fill="${fill}"><circle cx="${cx + 125}" cy="452" r="36"/><ellipse cx="${cx - 242}" cy="866" rx="44" ry="26"/></g>`;
  b.push(
    `<g transform="translate(-4 -5)" opacity="0.75"><path d="${arms}" stroke="${C.amber}" stroke-width="60" stroke-linecap="round" stroke-linejoin="round" fill="none"/>${hands(C.amber)}</g>`,
  );
  b.push(`<path d="${arms}" stroke="#07080f" stroke-width="60" stroke-linecap="round" stroke-linejoin="round" fill="none"/>${hands("#07080f")}`);
  b.push(`<rect y="1166" width="${w}" height="${h - 1166}" fill="#07080f"/>`);
  b.push(glow(defs, 500, 1170, 520, 40, C.amber, 0.25));
  b.push(vignette(defs, w, h, 0.75));
  return svg(w, h, defs, b);
};

// ---------------------------------------------------------------- location helpers
function duskSky(defs, w, h, horizon, warm = C.amber, warmAlpha = 0.45) {
  let o = background(
    defs,
    w,
    h,
    [
      [0, C.bg],
      [0.35, "#161b34"],
      [0.62, "#2c2560"],
      [0.8, "#5a3a6e"],
      [1, "#7a4a5c"],
    ]
      .map(([o2, c]) => [o2 * (horizon / h), c])
      .concat([[1, "#0b0d17"]]),
  );
  o += glow(defs, w * 0.55, horizon, w * 0.7, horizon * 0.45, warm, warmAlpha);
  o += glow(defs, w * 0.25, horizon * 0.9, w * 0.35, horizon * 0.3, C.magenta, 0.18);
  return o;
}
function windows(r, x, y, cols, rows, ww, wh, gx, gy, litP = 0.75, color = C.amber) {
  let o = "";
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      const lit = r() < litP;
      const op = lit ? 0.55 + r() * 0.45 : 0.9;
      o += `<rect x="${f(x + i * gx)}" y="${f(y + j * gy)}" width="${ww}" height="${wh}" rx="${f(Math.min(ww, wh) * 0.12)}" fill="${lit ? color : "#141729"}" opacity="${f(op)}"/>`;
    }
  return o;
}
function tree(cx, base, sz, fill, r) {
  let o = `<rect x="${f(cx - sz * 0.06)}" y="${f(base - sz * 0.7)}" width="${f(sz * 0.12)}" height="${f(sz * 0.7)}" fill="${fill}"/>`;
  const n = 5;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + r();
    const rr = sz * (0.3 + r() * 0.15);
    o += `<circle cx="${f(cx + Math.cos(a) * sz * 0.28)}" cy="${f(base - sz * 0.95 + Math.sin(a) * sz * 0.2)}" r="${f(rr)}" fill="${fill}"/>`;
  }
  o += `<circle cx="${f(cx)}" cy="${f(base - sz * 1.15)}" r="${f(sz * 0.35)}" fill="${fill}"/>`;
  return o;
}
function treeLine(r, x0, x1, base, hMin, hMax, fill) {
  // soft band of overlapping rounded crowns
  const band = base - hMin * 0.6;
  let o = `<rect x="${f(x0)}" y="${f(band)}" width="${f(x1 - x0)}" height="${f(base - band)}"/>`;
  for (let x = x0; x <= x1;) {
    const top = base - hMin - r() * (hMax - hMin);
    const rr = Math.max(18, (band - top) / 2 + 12);
    o += `<circle cx="${f(x)}" cy="${f(top + rr)}" r="${f(rr)}"/>`;
    x += rr * (0.7 + r() * 0.5);
  }
  return `<g fill="${fill}">${o}</g>`;
}
// water surface with a mirrored copy of a group, darkened, plus shimmer
function water(defs, r, w, h, y, groupId, tint = "#10142a", shimmer = C.amber) {
  const g = id("water");
  defs.push(
    linGrad(g, [
      [0, tint, 0.55],
      [0.5, tint, 0.8],
      [1, C.bg, 0.97],
    ]),
  );
  let o = `<rect y="${y}" width="${w}" height="${h - y}" fill="#0d1022"/>`;
  if (groupId) o += `<use href="#${groupId}" transform="translate(0 ${2 * y}) scale(1 -1)" opacity="0.55"/>`;
  o += `<rect y="${y}" width="${w}" height="${h - y}" fill="url(#${g})"/>`;
  o += ripples(r, 0, w, y + 4, h, C.white, 60, 0.06);
  o += ripples(r, w * 0.15, w * 0.85, y + 4, y + (h - y) * 0.6, shimmer, 40, 0.22);
  return o;
}
function wallGrad(defs, top = "#e6dfd3", bottom = "#8c86a0") {
  const g = id("wall");
  defs.push(
    linGrad(g, [
      [0, top],
      [1, bottom],
    ]),
  );
  return `url(#${g})`;
}

scenes.schlossAhrensburg = (w, h) => {
  const r = rng(101);
  const defs = [],
    b = [];
  const wl = 720;
  b.push(duskSky(defs, w, h, wl));
  b.push(stars(r, w, h, 60, 320));
  b.push(treeLine(r, -20, w + 20, wl, 70, 160, "#151834"));
  const wall = wallGrad(defs);
  const wallDark = wallGrad(defs, "#b9b2b8", "#6f6a86");
  const roof = "#262a45";
  let c = "";
  // back towers peeking out
  for (const tx of [540, 1060]) {
    c += `<rect x="${tx - 28}" y="330" width="56" height="200" fill="${wallDark}"/>`;
    c += `<path d="M${tx - 34} 332Q${tx - 30} 292 ${tx} 282Q${tx + 30} 292 ${tx + 34} 332Z" fill="${roof}"/><path d="M${tx - 3} 284L${tx} 220L${tx + 3} 284Z" fill="${roof}"/>`;
  }
  // main body with three gables
  c += `<rect x="500" y="440" width="600" height="${wl - 440}" fill="${wall}"/>`;
  for (let i = 0; i < 3; i++) {
    const gx = 500 + i * 200;
    c += `<path d="M${gx} 442L${gx + 20} 420L${gx + 20} 400L${gx + 45} 380L${gx + 45} 355L${gx + 75} 335L${gx + 85} 300L${gx + 100} 285L${gx + 115} 300L${gx + 125} 335L${gx + 155} 355L${gx + 155} 380L${gx + 180} 400L${gx + 180} 420L${gx + 200} 442Z" fill="${wall}"/>`;
    c += `<path d="M${gx + 100} 283L${gx + 100} 262" stroke="${roof}" stroke-width="4"/>`;
    c += windows(r, gx + 78, 345, 2, 1, 16, 26, 30, 0, 0.6);
  }
  c += windows(r, 522, 470, 9, 3, 26, 44, 66, 78, 0.8);
  // front corner towers
  for (const tx of [470, 1130]) {
    c += `<rect x="${tx - 42}" y="380" width="84" height="${wl - 380}" fill="${wall}"/>`;
    c += `<rect x="${tx + 10}" y="380" width="32" height="${wl - 380}" fill="#000" opacity="0.12"/>`;
    c += `<path d="M${tx - 50} 384Q${tx - 46} 330 ${tx} 318Q${tx + 46} 330 ${tx + 50} 384Z" fill="${roof}"/>`;
    c += `<path d="M${tx - 14} 322Q${tx} 290 ${tx + 14} 322Z" fill="${roof}"/><path d="M${tx - 3} 300L${tx} 228L${tx + 3} 300Z" fill="${roof}"/>`;
    c += windows(r, tx - 13, 420, 1, 4, 26, 40, 0, 74, 0.8);
  }
  // arched bridge to the entrance
  c += `<path d="M120 ${wl}L120 ${wl - 40}L800 ${wl - 40}L800 ${wl}L760 ${wl}Q720 ${wl - 30} 680 ${wl}L560 ${wl}Q520 ${wl - 30} 480 ${wl}L360 ${wl}Q320 ${wl - 30} 280 ${wl}Z" fill="#5b5670"/>`;
  c += `<path d="M780 ${wl - 40}V660Q800 636 820 660V${wl - 40}Z" fill="${C.amber}" opacity="0.85"/>`;
  defs.push(`<g id="castle">${c}</g>`);
  b.push(glow(defs, 800, 560, 480, 260, C.amber, 0.35));
  b.push(`<use href="#castle"/>`);
  b.push(water(defs, r, w, h, wl, "castle"));
  // foreground bank and trees
  b.push(`<path d="M0 ${h}L0 880Q300 850 520 900Q760 950 1000 ${h}Z" fill="#07080f"/>`);
  b.push(tree(90, 900, 260, "#07080f", r));
  b.push(tree(1500, 960, 300, "#07080f", r));
  b.push(`<path d="M1180 ${h}Q1400 880 ${w} 860L${w} ${h}Z" fill="#07080f"/>`);
  b.push(stringLights(defs, -20, 120, 700, 170, 60, 14));
  b.push(stringLights(defs, 700, 170, 1620, 90, 70, 16));
  b.push(vignette(defs, w, h, 0.6));
  return svg(w, h, defs, b);
};

function lantern(defs, x, y, pole = 0, s = 1) {
  let o = "";
  if (pole) o += `<rect x="${f(x - 2.5 * s)}" y="${f(y)}" width="${f(5 * s)}" height="${f(pole)}" fill="#07080f"/>`;
  o += glow(defs, x, y - 8 * s, 70 * s, 70 * s, C.amber, 0.5);
  o += `<path d="M${f(x - 9 * s)} ${f(y - 22 * s)}h${f(18 * s)}l${f(-3 * s)} ${f(-7 * s)}h${f(-12 * s)}Z" fill="#07080f"/>`;
  o += `<rect x="${f(x - 8 * s)}" y="${f(y - 22 * s)}" width="${f(16 * s)}" height="${f(20 * s)}" rx="${f(2 * s)}" fill="#ffd27a"/>`;
  o += `<rect x="${f(x - 10 * s)}" y="${f(y - 3 * s)}" width="${f(20 * s)}" height="${f(4 * s)}" fill="#07080f"/>`;
  return o;
}

scenes.landhausFlottbek = (w, h) => {
  const r = rng(202);
  const defs = [],
    b = [];
  const gl = 760;
  b.push(duskSky(defs, w, h, gl, C.amber, 0.5));
  b.push(stars(r, w, h, 50, 300));
  b.push(treeLine(r, -20, w + 20, gl, 200, 330, "#141731"));
  b.push(tree(250, 640, 420, "#10122a", r));
  b.push(tree(1390, 640, 460, "#10122a", r));
  b.push(glow(defs, 800, 600, 520, 220, C.amber, 0.3));
  // house walls + timber frame
  const wall = wallGrad(defs, "#e8dfcf", "#9a8f98");
  b.push(`<rect x="440" y="540" width="720" height="${gl - 540}" fill="${wall}"/>`);
  let tim = "";
  for (let x = 440; x <= 1160; x += 80) tim += `M${x} 540V${gl}`;
  tim += `M440 650H1160`;
  for (let x = 440; x < 1160; x += 160) tim += `M${x} 650L${x + 80} 540` + (x + 160 <= 1160 ? `M${x + 80} 540L${x + 160} 650` : "");
  b.push(`<path d="${tim}" stroke="#2f2530" stroke-width="7" fill="none" opacity="0.85"/>`);
  for (const x of [470, 630, 870, 1030]) {
    b.push(
      `<rect x="${x}" y="668" width="70" height="66" fill="${C.amber}" opacity="${f(0.7 + r() * 0.3)}"/><path d="M${x + 35} 668v66M${x} 701h70" stroke="#2f2530" stroke-width="5"/>`,
    );
  }
  b.push(`<path d="M760 ${gl}V672Q800 640 840 672V${gl}Z" fill="#ffcf70"/>`);
  b.push(glow(defs, 800, 740, 160, 70, C.amber, 0.55));
  // thatched roof with eyebrow dormer
  const gr = id("thatch");
  defs.push(
    linGrad(gr, [
      [0, "#5d4c45"],
      [0.7, "#3a2f33"],
      [1, "#241e28"],
    ]),
  );
  b.push(`<path d="M380 575Q420 520 500 400Q560 300 800 290Q1040 300 1100 400Q1180 520 1220 575Q800 600 380 575Z" fill="url(#${gr})"/>`);
  let straw = "";
  for (let i = 0; i < 90; i++) {
    const x = 420 + r() * 760,
      y = 330 + r() * 230;
    straw += `M${f(x)} ${f(y)}l${f((x - 800) * 0.02)} ${f(14 + r() * 20)}`;
  }
  b.push(`<path d="${straw}" stroke="#8a7262" stroke-opacity="0.35" stroke-width="2"/>`);
  b.push(`<path d="M700 430Q800 360 900 430Z" fill="#4b3e3b"/><rect x="770" y="405" width="60" height="24" rx="8" fill="${C.amber}" opacity="0.9"/>`);
  b.push(`<path d="M560 315Q800 270 1040 315" stroke="#2a2230" stroke-width="10" fill="none"/>`);
  b.push(`<rect x="960" y="250" width="36" height="70" fill="#2a2230"/>`);
  // lawn, path, bushes, lanterns
  const lawn = id("lawn");
  defs.push(
    linGrad(lawn, [
      [0, "#1a2430"],
      [1, "#07080f"],
    ]),
  );
  b.push(`<rect y="${gl}" width="${w}" height="${h - gl}" fill="url(#${lawn})"/>`);
  b.push(`<path d="M770 ${gl}H830L1000 ${h}H600Z" fill="#3a3440" opacity="0.8"/>`);
  b.push(glow(defs, 800, 820, 200, 60, C.amber, 0.25));
  for (const [x, y, s] of [
    [420, 780, 90],
    [1180, 780, 90],
    [300, 850, 130],
    [1320, 860, 140],
    [60, 930, 180],
    [1560, 940, 180],
  ]) {
    b.push(`<ellipse cx="${x}" cy="${y}" rx="${s}" ry="${f(s * 0.55)}" fill="#0c0e1a"/>`);
  }
  for (const [x, y, s] of [
    [720, 800, 0.8],
    [880, 800, 0.8],
    [660, 880, 1.1],
    [940, 880, 1.1],
    [560, 990, 1.5],
    [1040, 990, 1.5],
  ]) {
    b.push(lantern(defs, x, y - 60 * s, 60 * s, s));
  }
  b.push(stringLights(defs, 150, 470, 440, 560, 30, 8));
  b.push(stringLights(defs, 1160, 560, 1450, 470, 30, 8));
  b.push(vignette(defs, w, h, 0.6));
  return svg(w, h, defs, b);
};

scenes.gutBasthorst = (w, h) => {
  const r = rng(303);
  const defs = [],
    b = [];
  const gl = 640;
  b.push(duskSky(defs, w, h, gl, C.amber, 0.7));
  b.push(glow(defs, 1200, gl, 500, 120, "#ffcf70", 0.45));
  b.push(stars(r, w, h, 40, 260));
  b.push(treeLine(r, -20, w + 20, gl, 30, 110, "#161834"));
  // manor house in the distance
  const wall = wallGrad(defs, "#ded6cc", "#8e88a0");
  b.push(
    `<rect x="130" y="500" width="330" height="${gl - 500}" fill="${wall}"/><path d="M110 502L170 440H420L480 502Z" fill="#262a45"/><rect x="280" y="470" width="30" height="32" fill="#262a45"/>`,
  );
  b.push(windows(r, 150, 520, 8, 2, 20, 34, 38, 58, 0.75));
  // big barn hall
  b.push(`<path d="M620 ${gl + 60}V470L1010 300L1400 470V${gl + 60}Z" fill="#2a1f2c"/>`);
  b.push(`<path d="M590 480L1010 290L1430 480L1410 492L1010 312L610 492Z" fill="#13111f"/>`);
  let planks = "";
  for (let x = 640; x < 1400; x += 26) planks += `M${x} ${Math.max(470, 470 - (x < 1010 ? x - 620 : 1400 - x) * 0.436 + 0)}V${gl + 60}`;
  b.push(`<path d="${planks}" stroke="#3a2b36" stroke-width="3"/>`);
  // open doors with warm interior and string lights
  const inn = id("inside");
  defs.push(
    linGrad(inn, [
      [0, "#ffcf70"],
      [1, "#c46a2a"],
    ]),
  );
  b.push(`<path d="M880 ${gl + 60}V470L1010 420L1140 470V${gl + 60}Z" fill="url(#${inn})"/>`);
  b.push(stringLights(defs, 890, 480, 1130, 480, 20, 7, C.white, 4));
  b.push(crowd(r, 900, 1130, gl + 62, 0.7, "#3a2230", null, 0, { armP: 0.5 }));
  b.push(`<path d="M880 ${gl + 60}V470L830 490V${gl + 70}Z" fill="#1e1622"/><path d="M1140 ${gl + 60}V470L1190 490V${gl + 70}Z" fill="#1e1622"/>`);
  b.push(windows(r, 680, 520, 3, 1, 40, 50, 60, 0, 1));
  b.push(windows(r, 1240, 520, 3, 1, 40, 50, 60, 0, 1));
  b.push(`<rect x="1000" y="340" width="20" height="28" rx="10" fill="${C.amber}"/>`);
  b.push(glow(defs, 1010, 700, 420, 130, C.amber, 0.45));
  // fields in perspective
  const field = id("field");
  defs.push(
    linGrad(field, [
      [0, "#2a2438"],
      [1, "#07080f"],
    ]),
  );
  b.push(`<rect y="${gl + 60}" width="${w}" height="${h - gl - 60}" fill="url(#${field})"/>`);
  b.push(`<rect y="${gl}" width="620" height="60" fill="#1a1830"/><rect x="1400" y="${gl}" width="200" height="60" fill="#1a1830"/>`);
  let rows = "";
  for (let i = -14; i <= 30; i++) rows += `M${1010 + i * 12} ${gl + 60}L${1010 + i * 160} ${h}`;
  b.push(`<path d="${rows}" stroke="${C.amber}" stroke-opacity="0.12" stroke-width="3"/>`);
  b.push(`<path d="M960 ${gl + 60}H1060L1260 ${h}H700Z" fill="#3a2e34" opacity="0.7"/>`);
  b.push(tree(120, 760, 380, "#07080f", r));
  b.push(tree(1520, 800, 330, "#07080f", r));
  b.push(vignette(defs, w, h, 0.6));
  return svg(w, h, defs, b);
};

// cargo ship silhouette; x = stern, len = length, y = waterline
function ship(r, x, y, len, fill, containers = true) {
  const hh = len * 0.07;
  let o = `<path d="M${f(x)} ${f(y - hh)}H${f(x + len)}L${f(x + len * 0.96)} ${f(y)}H${f(x + len * 0.03)}Z" fill="${fill}"/>`;
  o += `<rect x="${f(x + len * 0.04)}" y="${f(y - hh - len * 0.1)}" width="${f(len * 0.09)}" height="${f(len * 0.1)}" fill="${fill}"/>`;
  o += `<rect x="${f(x + len * 0.07)}" y="${f(y - hh - len * 0.14)}" width="${f(len * 0.02)}" height="${f(len * 0.05)}" fill="${fill}"/>`;
  if (containers) {
    const cw = len * 0.055;
    for (let i = 0; i < 13; i++) {
      const stack = 1 + Math.floor(r() * 3);
      o += `<rect x="${f(x + len * 0.16 + i * cw * 1.02)}" y="${f(y - hh - stack * cw * 0.5)}" width="${f(cw)}" height="${f(stack * cw * 0.5)}" fill="${fill}"/>`;
    }
  }
  o += `<circle cx="${f(x + len * 0.08)}" cy="${f(y - hh - len * 0.07)}" r="2.5" fill="${C.amber}"/><circle cx="${f(x + len * 0.97)}" cy="${f(y - hh - 3)}" r="2.5" fill="${C.white}"/>`;
  return o;
}

scenes.strandhotelBlankenese = (w, h) => {
  const r = rng(404);
  const defs = [],
    b = [];
  const wl = 620;
  b.push(duskSky(defs, w, h, wl, C.amber, 0.6));
  b.push(glow(defs, 1200, wl, 500, 110, "#ffcf70", 0.4));
  b.push(stars(r, w, h, 40, 260));
  // far shore
  b.push(`<path d="M600 ${wl}L600 ${wl - 10}Q1100 ${wl - 22} ${w} ${wl - 14}V${wl}Z" fill="#1b1a36"/>`);
  // ships (also mirrored in the water)
  defs.push(
    `<g id="ships">${ship(r, 880, wl + 2, 560, "#0e0f1f")}<path d="M1500 ${wl}l36 0l-6 10h-24Z M1516 ${wl - 2}V${wl - 70}L1548 ${wl - 6}Z" fill="#0e0f1f"/></g>`,
  );
  b.push(`<use href="#ships"/>`);
  // hillside with little houses
  b.push(`<path d="M0 ${wl + 20}V260Q160 240 320 330Q500 420 720 ${wl + 20}Z" fill="#151631"/>`);
  let hs = "";
  for (let i = 0; i < 26; i++) {
    const x = 10 + r() * 560,
      yTop = 270 + (x / 560) * 260;
    const y = yTop + r() * (wl - yTop);
    if (y > 440 && x > 240) continue;
    hs += `<rect x="${f(x)}" y="${f(y)}" width="${f(26 + r() * 16)}" height="${f(18 + r() * 8)}" fill="#232443"/><rect x="${f(x + 6)}" y="${f(y + 6)}" width="7" height="8" fill="${C.amber}" opacity="${f(0.5 + r() * 0.5)}"/>`;
  }
  b.push(hs);
  b.push(water(defs, r, w, h, wl, "ships"));
  // beach
  const sand = id("sand");
  defs.push(
    linGrad(sand, [
      [0, "#4a3a46"],
      [1, "#120f1a"],
    ]),
  );
  b.push(`<path d="M0 ${h}V${wl + 20}L760 ${wl + 30}Q1150 760 ${w} 940V${h}Z" fill="url(#${sand})"/>`);
  b.push(`<path d="M760 ${wl + 30}Q1150 760 ${w} 940" stroke="${C.white}" stroke-opacity="0.25" stroke-width="3" fill="none"/>`);
  // hotel
  const wall = wallGrad(defs, "#ebe4d8", "#958ea4");
  b.push(glow(defs, 520, 560, 420, 200, C.amber, 0.35));
  b.push(`<rect x="280" y="400" width="480" height="250" fill="${wall}"/><path d="M262 404L300 360H740L778 404Z" fill="#262a45"/>`);
  b.push(`<rect x="450" y="300" width="90" height="110" fill="${wall}"/><path d="M440 304L495 240L550 304Z" fill="#262a45"/>`);
  b.push(windows(r, 470, 330, 2, 1, 18, 34, 32, 0, 1));
  b.push(windows(r, 300, 425, 10, 3, 26, 38, 46, 64, 0.8));
  let balc = "";
  for (const y of [466, 530, 594]) balc += `M290 ${y}H750`;
  b.push(`<path d="${balc}" stroke="#3a3450" stroke-width="5"/>`);
  b.push(`<rect x="270" y="630" width="500" height="22" fill="#3a3450"/>`);
  b.push(stringLights(defs, 270, 640, 520, 640, 20, 10));
  b.push(stringLights(defs, 520, 640, 780, 640, 20, 10));
  // beach chairs (basket chairs) with warm light
  for (const [x, y, s] of [
    [300, 800, 1.2],
    [470, 840, 1.4],
    [1000, 860, 1],
  ]) {
    b.push(
      `<path d="M${x} ${y}v${-80 * s}q${30 * s} ${-30 * s} ${60 * s} 0v${80 * s}Z" fill="#0b0c18"/><rect x="${x + 8 * s}" y="${y - 55 * s}" width="${44 * s}" height="${30 * s}" fill="#2c2436"/>`,
    );
  }
  b.push(glow(defs, 700, 880, 200, 80, C.amber, 0.45));
  b.push(
    `<path d="M682 884q-14 -22 8 -58q2 22 12 26q10 -22 4 -44q26 30 12 76Z" fill="${C.amber}" opacity="0.9"/><path d="M694 884q-6 -14 6 -30q6 14 10 30Z" fill="#fff1cc"/>`,
  );
  b.push(`<path d="M660 888l80 -10M664 878l76 12" stroke="#07080f" stroke-width="7" stroke-linecap="round"/>`);
  b.push(crowd(r, 800, 980, 770, 0.55, "#0b0c18", C.amber, 0.5, { armP: 0.3 }));
  b.push(vignette(defs, w, h, 0.6));
  return svg(w, h, defs, b);
};

scenes.speicherstadt = (w, h) => {
  const r = rng(505);
  const defs = [],
    b = [];
  const wl = 680;
  b.push(
    background(defs, w, h, [
      [0, C.bg],
      [0.4, "#1b1c3a"],
      [0.65, "#3b2a6b"],
      [0.68, C.bg],
    ]),
  );
  b.push(glow(defs, 800, 420, 800, 300, C.magenta, 0.18));
  b.push(stars(r, w, h, 40, 200));
  const brick = wallGrad(defs, "#8a3c35", "#3e1e2a");
  const brickDark = wallGrad(defs, "#6b2e30", "#2c1624");
  const copper = "#2f4f52";
  let c = "";
  const blds = [
    [-20, 330, 250, "step"],
    [310, 300, 170, "turret"],
    [610, 380, 230, "step"],
    [990, 260, 190, "turret"],
    [1250, 370, 240, "step"],
  ];
  for (const [x, bw, top, kind] of blds) {
    const fill = kind === "turret" ? brickDark : brick;
    c += `<rect x="${x}" y="${top}" width="${bw}" height="${wl - top}" fill="${fill}"/>`;
    if (kind === "step") {
      const m = x + bw / 2;
      c += `<path d="M${x} ${top + 2}V${top - 20}H${x + bw * 0.15}V${top - 45}H${x + bw * 0.3}V${top - 70}H${x + bw * 0.42}V${top - 100}H${x + bw * 0.58}V${top - 70}H${x + bw * 0.7}V${top - 45}H${x + bw * 0.85}V${top - 20}H${x + bw}V${top + 2}Z" fill="${fill}"/>`;
      c += `<path d="M${m - 14} ${top - 100}L${m} ${top - 130}L${m + 14} ${top - 100}Z" fill="${copper}"/>`;
    } else {
      c += `<path d="M${x - 10} ${top + 4}L${x + bw / 2} ${top - 60}L${x + bw + 10} ${top + 4}Z" fill="${copper}"/>`;
      for (const tx of [x + 24, x + bw - 24])
        c += `<rect x="${tx - 18}" y="${top - 60}" width="36" height="70" fill="${fill}"/><path d="M${tx - 22} ${top - 58}L${tx} ${top - 120}L${tx + 22} ${top - 58}Z" fill="${copper}"/>`;
    }
    // arched windows
    const cols = Math.floor((bw - 40) / 46);
    const x0 = x + (bw - (cols - 1) * 46 - 22) / 2;
    for (let i = 0; i < cols; i++)
      for (let y = top + 40; y < wl - 60; y += 70) {
        const lit = r() < 0.45;
        const mid = i === Math.floor(cols / 2);
        c += `<path d="M${f(x0 + i * 46)} ${y + 40}V${y + 11}a11 11 0 0 1 22 0V${y + 40}Z" fill="${lit || mid ? C.amber : "#1a0f1c"}" opacity="${f(lit ? 0.55 + r() * 0.4 : mid ? 0.4 : 0.9)}"/>`;
      }
    // brick courses
    let lines = "";
    for (let y = top + 28; y < wl; y += 70) lines += `M${x} ${y}h${bw}`;
    c += `<path d="${lines}" stroke="#2a1420" stroke-width="4" opacity="0.7"/>`;
    // hoist beam
    c += `<rect x="${x + bw / 2 - 3}" y="${top + 12}" width="50" height="7" fill="#1a0f1c"/>`;
  }
  // quay wall
  c += `<rect y="${wl - 30}" width="${w}" height="30" fill="#1b1424"/>`;
  defs.push(`<g id="facades">${c}</g>`);
  b.push(`<use href="#facades"/>`);
  b.push(glow(defs, 500, 600, 500, 160, C.amber, 0.22));
  b.push(water(defs, r, w, h, wl, "facades", "#1a1024", C.amber));
  // little iron bridge with lamps in the foreground
  b.push(`<path d="M${w} 780Q1200 730 900 790L900 812Q1200 754 ${w} 804Z" fill="#07080f"/>`);
  let rail = "";
  for (let x = 920; x < w; x += 24) rail += `M${x} ${f(790 - ((x - 900) / 700) * 10 - Math.sin(((x - 900) / 700) * Math.PI) * 28)}v-40`;
  b.push(`<path d="${rail}" stroke="#07080f" stroke-width="4"/>`);
  for (const x of [1000, 1300, 1560]) b.push(lantern(defs, x, 700, 90, 1.2));
  b.push(vignette(defs, w, h, 0.6));
  return svg(w, h, defs, b);
};

// container gantry crane silhouette standing on y (base), s = scale
function crane(x, y, s, fill, dir = 1) {
  const L = (a) => f(x + a * s * dir),
    T = (b) => f(y - b * s);
  let d = `M${L(0)} ${T(0)}L${L(10)} ${T(120)}M${L(50)} ${T(0)}L${L(40)} ${T(120)}M${L(2)} ${T(60)}H${L(48)}M${L(2)} ${T(60)}L${L(45)} ${T(118)}`;
  d += `M${L(-40)} ${T(120)}H${L(140)}M${L(-40)} ${T(128)}H${L(140)}M${L(20)} ${T(128)}L${L(25)} ${T(165)}L${L(-40)} ${T(128)}M${L(25)} ${T(165)}L${L(140)} ${T(128)}`;
  let o = `<path d="${d}" stroke="${fill}" stroke-width="${f(3.2 * s)}" fill="none" stroke-linejoin="round"/>`;
  o += `<rect x="${f(Math.min(x + 60 * s * dir, x + 78 * s * dir))}" y="${T(120)}" width="${f(18 * s)}" height="${f(14 * s)}" fill="${fill}"/>`;
  o += `<circle cx="${L(25)}" cy="${T(167)}" r="${f(2.4 * s)}" fill="${C.magenta}"/><circle cx="${L(138)}" cy="${T(130)}" r="${f(2 * s)}" fill="${C.amber}"/>`;
  return o;
}
// maps a unit square (u across, v down) onto a vertical wall quad in perspective
function quad(xa, yaT, yaB, xb, ybT, ybB) {
  return (u, v) => {
    const x = xa + (xb - xa) * u;
    const t = yaT + (ybT - yaT) * u,
      bt = yaB + (ybB - yaB) * u;
    return [x, t + (bt - t) * v];
  };
}
const poly = (pts) => "M" + pts.map(([x, y]) => `${f(x)} ${f(y)}`).join("L") + "Z";

function halfTimberWall(r, q, cols, rows, infill, timber, litP = 0.7) {
  let o = `<path d="${poly([q(0, 0), q(1, 0), q(1, 1), q(0, 1)])}" fill="${infill}"/>`;
  let d = "";
  for (let i = 0; i <= cols; i++) {
    const [x1, y1] = q(i / cols, 0),
      [x2, y2] = q(i / cols, 1);
    d += `M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}`;
  }
  for (let j = 0; j <= rows; j++) {
    const [x1, y1] = q(0, j / rows),
      [x2, y2] = q(1, j / rows);
    d += `M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}`;
  }
  let win = "";
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      if ((i + j) % 3 === 0) {
        const [a1, b1] = q(i / cols, j / rows),
          [a2, b2] = q((i + 1) / cols, (j + 1) / rows);
        d += `M${f(a1)} ${f(b1)}L${f(a2)} ${f(b2)}`;
      } else {
        const u0 = (i + 0.25) / cols,
          u1 = (i + 0.75) / cols,
          v0 = (j + 0.22) / rows,
          v1 = (j + 0.78) / rows;
        const lit = r() < litP;
        win += `<path d="${poly([q(u0, v0), q(u1, v0), q(u1, v1), q(u0, v1)])}" fill="${lit ? C.amber : "#1a1424"}" opacity="${f(lit ? 0.6 + r() * 0.4 : 0.9)}"/>`;
      }
    }
  const sw = Math.max(3, Math.abs(q(1, 0)[0] - q(0, 0)[0]) / cols / 9);
  o += win + `<path d="${d}" stroke="${timber}" stroke-width="${f(sw)}" stroke-linecap="square"/>`;
  return o;
}

scenes.rittergutBurg = (w, h) => {
  const r = rng(606);
  const defs = [],
    b = [];
  b.push(duskSky(defs, w, h, 420, C.amber, 0.4));
  b.push(stars(r, w, h, 40, 200));
  const infill = wallGrad(defs, "#e3d8c6", "#9c8e8e");
  const infillSide = wallGrad(defs, "#b8aca4", "#6e6478");
  const timber = "#3a2426",
    roof = "#241d2c";
  // back wing
  b.push(`<path d="M420 392L520 250H1080L1180 392Z" fill="${roof}"/>`);
  b.push(`<rect x="760" y="200" width="80" height="70" fill="${roof}"/><path d="M748 204L800 150L852 204Z" fill="${roof}"/>`);
  b.push(halfTimberWall(r, quad(450, 390, 680, 1150, 390, 680), 10, 2, infill, timber, 0.75));
  b.push(`<path d="M760 680V590Q800 560 840 590V680Z" fill="#ffcf70"/>`);
  // side wings in perspective
  b.push(`<path d="M-10 80L450 300V392L-10 210Z" fill="${roof}"/><path d="M${w + 10} 80L1150 300V392L${w + 10} 210Z" fill="${roof}"/>`);
  b.push(halfTimberWall(r, quad(-10, 205, 900, 450, 390, 680), 6, 2, infillSide, timber, 0.7));
  b.push(halfTimberWall(r, quad(w + 10, 205, 900, 1150, 390, 680), 6, 2, infillSide, timber, 0.7));
  // courtyard
  const court = id("court");
  defs.push(
    linGrad(court, [
      [0, "#3a3040"],
      [1, "#0e0d18"],
    ]),
  );
  b.push(`<path d="M450 680H1150L${w + 10} 900V${h}H-10V900Z" fill="url(#${court})"/>`);
  b.push(floorGrid(w, h, 680, 800, C.amber, 0.07, 30));
  b.push(glow(defs, 800, 760, 520, 170, C.amber, 0.45));
  // long tables with guests
  b.push(crowd(r, 560, 1040, 760, 0.75, "#140f1c", C.amber, 0.6, { armP: 0.25 }));
  b.push(`<rect x="520" y="752" width="560" height="16" rx="4" fill="#2a1f26"/>`);
  let cand = "";
  for (let x = 540; x < 1070; x += 40) cand += `<circle cx="${x}" cy="750" r="3.5" fill="#ffe3a0"/>`;
  b.push(cand);
  // string lights criss-crossing the courtyard
  b.push(stringLights(defs, 60, 420, 1540, 420, 60, 22, C.amber, 6));
  b.push(stringLights(defs, 250, 450, 1350, 450, 40, 18, C.amber, 5));
  b.push(stringLights(defs, -10, 250, w + 10, 250, 80, 26, C.amber, 7));
  b.push(vignette(defs, w, h, 0.65));
  return svg(w, h, defs, b);
};

scenes.restaurantFinkenwerder = (w, h) => {
  const r = rng(707);
  const defs = [],
    b = [];
  const wl = 520;
  b.push(duskSky(defs, w, h, wl, C.amber, 0.65));
  b.push(glow(defs, 1000, wl, 520, 100, "#ffcf70", 0.4));
  b.push(stars(r, w, h, 40, 220));
  let far = `<rect x="0" y="${wl - 12}" width="${w}" height="12" fill="#17162e"/>`;
  for (const [x, s, d] of [
    [140, 1.1, 1],
    [360, 1.25, 1],
    [590, 1.0, -1],
    [1160, 1.3, 1],
    [1380, 1.15, 1],
  ])
    far += crane(x, wl - 10, s, "#17162e", d);
  far += ship(r, 720, wl - 4, 360, "#17162e");
  let lights = "";
  for (let i = 0; i < 50; i++)
    lights += `<circle cx="${f(r() * w)}" cy="${f(wl - 4 - r() * 8)}" r="1.8" fill="${r() < 0.8 ? C.amber : C.white}" opacity="${f(0.5 + r() * 0.5)}"/>`;
  defs.push(`<g id="harbour">${far}${lights}</g>`);
  b.push(`<use href="#harbour"/>`);
  b.push(water(defs, r, w, h, wl, "harbour"));
  // terrace deck in perspective
  const deck = id("deck");
  defs.push(
    linGrad(deck, [
      [0, "#3a2c30"],
      [1, "#120d16"],
    ]),
  );
  b.push(`<path d="M0 700H${w}V${h}H0Z" fill="url(#${deck})"/>`);
  let boards = "";
  for (let i = -20; i <= 40; i++) boards += `M${800 + i * 30} 700L${800 + i * 110} ${h}`;
  b.push(`<path d="${boards}" stroke="#07080f" stroke-opacity="0.45" stroke-width="3"/>`);
  // railing
  let rail = `M0 640H${w}M0 670H${w}`;
  for (let x = 0; x <= w; x += 40) rail += `M${x} 640V700`;
  b.push(`<path d="${rail}" stroke="#0a0a14" stroke-width="6"/><rect y="632" width="${w}" height="12" fill="#1a141e"/>`);
  // tables with candles and guests
  for (const [x, y, s] of [
    [260, 800, 1],
    [800, 780, 0.9],
    [1330, 810, 1.05],
  ]) {
    b.push(glow(defs, x, y - 20 * s, 160 * s, 80 * s, C.amber, 0.45));
    b.push(crowd(r, x - 90 * s, x + 100 * s, y + 10 * s, 0.9 * s, "#0b0a14", C.amber, 0.55, { noArms: true }));
    b.push(
      `<ellipse cx="${x}" cy="${y}" rx="${f(130 * s)}" ry="${f(20 * s)}" fill="#2d2128"/><rect x="${f(x - 6 * s)}" y="${y}" width="${f(12 * s)}" height="${f(80 * s)}" fill="#0b0a14"/>`,
    );
    b.push(`<rect x="${f(x - 6)}" y="${f(y - 22 * s)}" width="12" height="${f(18 * s)}" rx="3" fill="#ffe0a0"/>`);
  }
  // parasol + string lights overhead
  b.push(`<path d="M1480 480Q1600 420 ${w + 40} 480Z" fill="#0b0a14"/><rect x="1536" y="470" width="6" height="330" fill="#0b0a14"/>`);
  b.push(stringLights(defs, -20, 90, 820, 160, 70, 16));
  b.push(stringLights(defs, 820, 160, 1620, 60, 70, 16));
  b.push(vignette(defs, w, h, 0.6));
  return svg(w, h, defs, b);
};

scenes.gutHelmstorf = (w, h) => {
  const r = rng(808);
  const defs = [],
    b = [];
  const wl = 640;
  b.push(duskSky(defs, w, h, wl, C.amber, 0.5));
  b.push(stars(r, w, h, 50, 280));
  let c = treeLine(r, -20, w + 20, wl, 60, 150, "#171936");
  const wall = wallGrad(defs, "#eadcc4", "#948aa0");
  // baroque manor: wide block, central projection with pediment, mansard roof
  c += `<path d="M430 440L470 380H1130L1170 440Z" fill="#262a45"/>`;
  c += `<rect x="440" y="440" width="720" height="${wl - 440}" fill="${wall}"/>`;
  c += `<rect x="720" y="410" width="160" height="${wl - 410}" fill="${wall}"/><path d="M705 414L800 350L895 414Z" fill="${wall}"/><path d="M735 404L800 362L865 404Z" fill="#cfc2b4"/>`;
  c += `<circle cx="800" cy="392" r="10" fill="${C.amber}" opacity="0.8"/>`;
  for (const x of [520, 640, 960, 1080]) c += `<rect x="${x - 8}" y="350" width="16" height="40" fill="#262a45"/>`;
  c += windows(r, 462, 465, 6, 2, 24, 54, 40, 84, 0.8);
  c += windows(r, 902, 465, 6, 2, 24, 54, 40, 84, 0.8);
  c += windows(r, 738, 440, 3, 2, 24, 54, 50, 84, 1);
  c += `<path d="M780 ${wl}V585Q800 566 820 585V${wl}Z" fill="#ffd27a"/>`;
  defs.push(`<g id="manor">${c}</g>`);
  b.push(glow(defs, 800, 520, 500, 200, C.amber, 0.3));
  b.push(`<use href="#manor"/>`);
  b.push(water(defs, r, w, h, wl, "manor"));
  // faint mist over the lake
  b.push(glow(defs, 800, wl + 20, 900, 40, C.white, 0.12));
  // jetty with lanterns
  b.push(`<path d="M620 ${h}L760 700H840L980 ${h}Z" fill="#17121c"/>`);
  b.push(lantern(defs, 770, 690, 0, 0.9), lantern(defs, 830, 690, 0, 0.9), lantern(defs, 700, 830, 0, 1.3), lantern(defs, 900, 830, 0, 1.3));
  // big old trees framing the scene
  const oak = (cx, base, s) => {
    let o = `<path d="M${cx - 30 * s} ${base}Q${cx - 10 * s} ${base - 200 * s} ${cx - 60 * s} ${base - 380 * s}L${cx - 20 * s} ${base - 390 * s}Q${cx + 10 * s} ${base - 250 * s} ${cx + 50 * s} ${base - 400 * s}L${cx + 70 * s} ${base - 380 * s}Q${cx + 20 * s} ${base - 200 * s} ${cx + 40 * s} ${base}Z" fill="#06070d"/>`;
    for (let i = 0; i < 11; i++) {
      const a = (i / 11) * Math.PI * 2;
      o += `<circle cx="${f(cx + Math.cos(a) * 160 * s)}" cy="${f(base - 470 * s + Math.sin(a) * 110 * s)}" r="${f((90 + r() * 60) * s)}" fill="#06070d"/>`;
    }
    return o;
  };
  b.push(oak(-10, h + 20, 1.05), oak(1620, h + 40, 1.1));
  b.push(`<path d="M0 ${h}V900Q200 880 420 ${h}Z M${w} ${h}V880Q1380 880 1200 ${h}Z" fill="#06070d"/>`);
  b.push(vignette(defs, w, h, 0.6));
  return svg(w, h, defs, b);
};

// ---------------------------------------------------------------- blog scenes
function stage(defs, w, h) {
  // shared dark stage backdrop for the blog images
  return background(defs, w, h, [
    [0, C.bg],
    [0.6, "#141833"],
    [1, C.bg],
  ]);
}
function confetti(r, n, x0, y0, x1, y1, colors, size = 12) {
  let o = "";
  for (let i = 0; i < n; i++) {
    const x = x0 + r() * (x1 - x0),
      y = y0 + r() * (y1 - y0),
      s = size * (0.5 + r());
    o += `<rect x="${f(x)}" y="${f(y)}" width="${f(s)}" height="${f(s * 0.45)}" fill="${colors[i % colors.length]}" opacity="${f(0.5 + r() * 0.5)}" transform="rotate(${Math.round(r() * 180)} ${f(x)} ${f(y)})"/>`;
  }
  return o;
}

scenes.eventmusikTrends = (w, h) => {
  const r = rng(1001);
  const defs = [],
    b = [];
  b.push(stage(defs, w, h));
  b.push(glow(defs, 1100, 420, 700, 520, C.violet, 0.9));
  b.push(glow(defs, 1350, 200, 420, 300, C.magenta, 0.3));
  b.push(glow(defs, 700, 650, 520, 300, C.amber, 0.25));
  b.push(
    beam(defs, 1500, -40, 700, 900, 200, C.magenta, 0.14),
    beam(defs, 1250, -40, 1500, 900, 160, C.amber, 0.16),
    beam(defs, 300, -40, 900, 900, 180, C.violet, 0.3),
  );
  // waveform
  const wg = id("wave");
  defs.push(
    linGrad(
      wg,
      [
        [0, "#7a5bd0"],
        [0.35, C.magenta],
        [0.75, C.amber],
        [1, "#ffd27a"],
      ],
      60,
      0,
      1040,
      0,
      true,
    ),
  );
  let bars = "";
  for (let i = 0; i < 70; i++) {
    const x = 60 + i * 14;
    const t = i / 70;
    const a = (0.25 + 0.75 * Math.sin(t * Math.PI)) * (0.45 + 0.55 * Math.abs(Math.sin(i * 0.55) * Math.cos(i * 0.21)) + r() * 0.15);
    const bh = 20 + a * 240;
    bars += `<rect x="${x}" y="${f(450 - bh / 2)}" width="8" height="${f(bh)}" rx="4"/>`;
  }
  b.push(`<g fill="url(#${wg})" opacity="0.9">${bars}</g>`);
  // vinyl record
  const cx = 1110,
    cy = 450,
    R = 360;
  b.push(`<circle cx="${cx + 14}" cy="${cy + 18}" r="${R}" fill="#000" opacity="0.45"/>`);
  b.push(`<circle cx="${cx}" cy="${cy}" r="${R}" fill="#0a0b12"/>`);
  let grooves = "";
  for (let rr = R - 14; rr > 130; rr -= 7) grooves += `<circle cx="${cx}" cy="${cy}" r="${rr}"/>`;
  b.push(`<g fill="none" stroke="#1c1f30" stroke-width="2">${grooves}</g>`);
  // light reflections on the grooves
  const sheen = (a0, a1, col, op) => {
    const p = (a, rr) => [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr];
    const [x1, y1] = p(a0, R - 8),
      [x2, y2] = p(a1, R - 8),
      [x3, y3] = p(a1, 130),
      [x4, y4] = p(a0, 130);
    return `<path d="M${f(x1)} ${f(y1)}A${R - 8} ${R - 8} 0 0 1 ${f(x2)} ${f(y2)}L${f(x3)} ${f(y3)}A130 130 0 0 0 ${f(x4)} ${f(y4)}Z" fill="${col}" opacity="${op}"/>`;
  };
  // soft falloff: stacked wedges of decreasing width
  for (const [a, span, col, op] of [
    [-1.97, 0.5, C.amber, 0.07],
    [1.15, 0.45, C.magenta, 0.06],
    [-0.32, 0.22, C.white, 0.05],
  ])
    for (let k = 1; k <= 4; k++) b.push(sheen(a - (span * k) / 8, a + (span * k) / 8, col, op));
  const lg = id("label");
  defs.push(
    radGrad(lg, [
      [0, "#ffd27a"],
      [0.7, C.amber],
      [1, "#d9891a"],
    ]),
  );
  b.push(
    `<circle cx="${cx}" cy="${cy}" r="120" fill="url(#${lg})"/><circle cx="${cx}" cy="${cy}" r="84" fill="none" stroke="${C.bg}" stroke-opacity="0.25" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="9" fill="${C.bg}"/>`,
  );
  // small sparkles
  b.push(confetti(r, 30, 0, 0, w, h, [C.amber, C.magenta, C.white], 6));
  b.push(vignette(defs, w, h, 0.6));
  return svg(w, h, defs, b);
};

// microphone on a stand, big foreground silhouette with rim
function microphone(x, y, s, fill, rim) {
  const body = (c) =>
    `<g fill="${c}"><rect x="${f(x - 4 * s)}" y="${f(y + 60 * s)}" width="${f(8 * s)}" height="${f(600 * s)}"/><rect x="${f(x - 14 * s)}" y="${f(y)}" width="${f(28 * s)}" height="${f(72 * s)}" rx="${f(10 * s)}"/><ellipse cx="${x}" cy="${f(y - 4 * s)}" rx="${f(24 * s)}" ry="${f(30 * s)}"/><rect x="${f(x - 16 * s)}" y="${f(y + 52 * s)}" width="${f(32 * s)}" height="${f(16 * s)}" rx="${f(4 * s)}"/></g>`;
  let grille = "";
  for (let i = -2; i <= 2; i++) grille += `M${f(x - 22 * s)} ${f(y - 4 * s + i * 9 * s)}H${f(x + 22 * s)}`;
  return `<g transform="translate(${f(-3 * s)} ${f(-3 * s)})" opacity="0.8">${body(rim)}</g>${body(fill)}<path d="${grille}" stroke="${rim}" stroke-opacity="0.25" stroke-width="${f(1.6 * s)}"/>`;
}

scenes.firmenfeier = (w, h) => {
  const r = rng(1002);
  const defs = [],
    b = [];
  b.push(stage(defs, w, h));
  // back wall & stage
  b.push(`<path d="M440 120H1160V560H440Z" fill="#171b33"/>`);
  b.push(`<path d="M0 0L440 120V560L0 ${h}Z" fill="#10132a"/><path d="M${w} 0L1160 120V560L${w} ${h}Z" fill="#10132a"/>`);
  // curtains + stage light
  let cur = "";
  for (let x = 470; x < 1140; x += 30) cur += `M${x} 150V470`;
  b.push(`<path d="${cur}" stroke="${C.violet}" stroke-width="22" stroke-opacity="0.9"/>`);
  b.push(`<path d="${cur}" transform="translate(10 0)" stroke="#2a1f52" stroke-width="6"/>`);
  b.push(glow(defs, 800, 380, 320, 180, C.amber, 0.55));
  b.push(
    `<rect x="500" y="470" width="600" height="40" fill="#2a2338"/><rect x="500" y="470" width="600" height="5" fill="${C.amber}" opacity="0.8"/>`,
  );
  b.push(beam(defs, 620, 120, 760, 470, 80, C.amber, 0.3), beam(defs, 980, 120, 840, 470, 80, C.amber, 0.3));
  // chandeliers
  for (const [x, y, s] of [
    [520, 70, 0.8],
    [1080, 70, 0.8],
    [800, 50, 1],
  ]) {
    b.push(glow(defs, x, y + 30 * s, 150 * s, 90 * s, C.amber, 0.6));
    b.push(
      `<path d="M${x} 0V${y}M${x - 40 * s} ${y + 30 * s}Q${x} ${y + 60 * s} ${x + 40 * s} ${y + 30 * s}" stroke="#0b0d17" stroke-width="4" fill="none"/>`,
    );
    for (let k = -2; k <= 2; k++)
      b.push(`<circle cx="${f(x + k * 20 * s)}" cy="${f(y + 30 * s + (4 - k * k) * 3 * s)}" r="${f(5 * s)}" fill="#fff1cc"/>`);
  }
  // floor
  const fl = id("floor");
  defs.push(
    linGrad(fl, [
      [0, "#2a2236"],
      [1, "#0b0a12"],
    ]),
  );
  b.push(`<path d="M440 560H1160L${w} ${h}H0Z" fill="url(#${fl})"/>`);
  // two long tables in perspective with candles and guests
  for (const side of [-1, 1]) {
    const ax = 800 + side * 150,
      bx = 800 + side * 620;
    b.push(`<path d="M${ax - 30 * side} 560L${ax + 50 * side} 560L${bx + 200 * side} ${h}L${bx - 120 * side} ${h}Z" fill="#e8e0d2" opacity="0.16"/>`);
    b.push(
      `<path d="M${ax - 30 * side} 560L${ax + 50 * side} 560L${bx + 200 * side} ${h}L${bx - 120 * side} ${h}Z" fill="none" stroke="${C.amber}" stroke-opacity="0.35" stroke-width="2"/>`,
    );
    for (let t = 0.05; t < 1; t += 0.12) {
      const tt = t * t;
      const x = ax + 10 * side + (bx + 40 * side - ax - 10 * side) * tt,
        y = 560 + (h - 560) * tt;
      const s = 0.4 + tt * 2;
      b.push(glow(defs, x, y - 8 * s, 40 * s, 30 * s, C.amber, 0.6));
      b.push(`<rect x="${f(x - 3 * s)}" y="${f(y - 16 * s)}" width="${f(6 * s)}" height="${f(14 * s)}" fill="#ffe3a0"/>`);
    }
    // guests along the outer side of each table
    b.push(crowd(r, side < 0 ? 120 : 1230, side < 0 ? 380 : 1490, 760, 1.1, "#0a0912", C.amber, 0.4, { noArms: true }));
  }
  b.push(microphone(1360, 470, 1.9, "#07080f", C.amber));
  b.push(vignette(defs, w, h, 0.65));
  return svg(w, h, defs, b);
};

scenes.geburtstag = (w, h) => {
  const r = rng(1003);
  const defs = [],
    b = [];
  b.push(stage(defs, w, h));
  b.push(glow(defs, 800, 350, 800, 420, C.violet, 0.9));
  b.push(
    beam(defs, 200, -40, 650, 900, 200, C.magenta, 0.18),
    beam(defs, 800, -40, 800, 900, 180, C.amber, 0.2),
    beam(defs, 1400, -40, 950, 900, 200, C.magenta, 0.18),
  );
  // dance floor with lit tiles
  const hz = 600;
  b.push(`<rect y="${hz}" width="${w}" height="${h - hz}" fill="#0c0d1a"/>`);
  const tileCols = [C.amber, C.magenta, C.violet, "#ffd27a"];
  let tiles = "";
  for (let j = 0; j < 6; j++) {
    const y0 = hz + (h - hz) * Math.pow(j / 6, 1.6),
      y1 = hz + (h - hz) * Math.pow((j + 1) / 6, 1.6);
    for (let i = -10; i < 10; i++) {
      const sx = (y) => 800 + (i * 0.1 + 0) * (y - hz + 60) * 8;
      const ex = (y) => 800 + (i + 1) * 0.1 * (y - hz + 60) * 8;
      if (r() < 0.55) continue;
      tiles += `<path d="M${f(sx(y0))} ${f(y0)}L${f(ex(y0))} ${f(y0)}L${f(ex(y1))} ${f(y1)}L${f(sx(y1))} ${f(y1)}Z" fill="${tileCols[Math.floor(r() * 4)]}" opacity="${f(0.12 + r() * 0.3)}"/>`;
    }
  }
  b.push(tiles);
  b.push(floorGrid(w, h, hz - 60, 800, "#07080f", 0.9, 20));
  b.push(`<rect y="${hz - 60}" width="${w}" height="60" fill="#141833"/>`);
  b.push(glow(defs, 800, hz + 120, 600, 160, C.amber, 0.25));
  // balloons
  const cols = [C.amber, C.magenta, "#7a5bd0", "#ffd27a", C.white, C.magenta, C.amber];
  const bl = [
    [180, 260, 85],
    [300, 180, 95],
    [420, 300, 80],
    [1180, 220, 90],
    [1300, 320, 85],
    [1420, 170, 100],
    [1290, 110, 70],
    [260, 380, 70],
  ];
  bl.forEach(([x, y, rr], i) => {
    const col = cols[i % cols.length];
    const g = id("bal");
    defs.push(
      radGrad(
        g,
        [
          [0, "#ffffff", 0.55],
          [0.25, col, 1],
          [1, col, 0.75],
        ],
        0.35,
        0.3,
        0.75,
      ),
    );
    b.push(
      `<path d="M${x} ${y + rr * 1.15}q${f((r() - 0.5) * 60)} 120 ${f((r() - 0.5) * 40)} ${360 + rr}" stroke="${C.white}" stroke-opacity="0.35" stroke-width="2" fill="none"/>`,
    );
    b.push(
      `<ellipse cx="${x}" cy="${y}" rx="${rr}" ry="${f(rr * 1.18)}" fill="url(#${g})"/><path d="M${x - 8} ${f(y + rr * 1.24)}l8 -12l8 12Z" fill="${col}"/>`,
    );
    b.push(
      `<ellipse cx="${f(x - rr * 0.35)}" cy="${f(y - rr * 0.45)}" rx="${f(rr * 0.14)}" ry="${f(rr * 0.26)}" fill="#fff" opacity="0.45" transform="rotate(30 ${f(x - rr * 0.35)} ${f(y - rr * 0.45)})"/>`,
    );
  });
  b.push(confetti(r, 160, 0, 0, w, h * 0.85, [C.amber, C.magenta, C.white, "#7a5bd0", "#ffd27a"], 14));
  b.push(crowd(r, 520, 1100, h + 10, 1.4, "#07080f", C.magenta, 0.5, { armP: 0.7 }));
  b.push(vignette(defs, w, h, 0.6));
  return svg(w, h, defs, b);
};

function speaker(x, y, bw, bh, rim = C.amber) {
  let o = `<rect x="${x}" y="${y}" width="${bw}" height="${bh}" rx="8" fill="#0c0e1a" stroke="${rim}" stroke-opacity="0.35" stroke-width="2"/>`;
  const cx = x + bw / 2;
  const big = bw * 0.36;
  o += `<circle cx="${f(cx)}" cy="${f(y + bh - big - bw * 0.12)}" r="${f(big)}" fill="#151a2e" stroke="#262c48" stroke-width="${f(bw * 0.04)}"/><circle cx="${f(cx)}" cy="${f(y + bh - big - bw * 0.12)}" r="${f(big * 0.3)}" fill="#07080f"/>`;
  o += `<circle cx="${f(cx)}" cy="${f(y + bw * 0.3)}" r="${f(bw * 0.17)}" fill="#151a2e" stroke="#262c48" stroke-width="${f(bw * 0.03)}"/><circle cx="${f(cx)}" cy="${f(y + bw * 0.3)}" r="${f(bw * 0.05)}" fill="${rim}" opacity="0.7"/>`;
  return o;
}
function movingHead(defs, x, y, ex, ey, col, s = 1) {
  let o = beam(defs, x, y + 20 * s, ex, ey, 110 * s, col, 0.3);
  o += `<rect x="${f(x - 30 * s)}" y="${f(y - 26 * s)}" width="${f(60 * s)}" height="${f(20 * s)}" rx="${f(4 * s)}" fill="#0c0e1a"/>`;
  o += `<path d="M${f(x - 26 * s)} ${f(y - 8 * s)}V${f(y + 12 * s)}M${f(x + 26 * s)} ${f(y - 8 * s)}V${f(y + 12 * s)}" stroke="#0c0e1a" stroke-width="${f(8 * s)}"/>`;
  const a = (Math.atan2(ey - y, ex - x) * 180) / Math.PI - 90;
  o += `<g transform="rotate(${f(a)} ${x} ${f(y + 12 * s)})"><rect x="${f(x - 20 * s)}" y="${f(y - 6 * s)}" width="${f(40 * s)}" height="${f(44 * s)}" rx="${f(14 * s)}" fill="#151a2e"/><ellipse cx="${x}" cy="${f(y + 36 * s)}" rx="${f(15 * s)}" ry="${f(5 * s)}" fill="#fff1cc"/></g>`;
  o += glow(defs, x, y + 30 * s, 50 * s, 40 * s, col, 0.8);
  return o;
}

scenes.technik = (w, h) => {
  const r = rng(1004);
  const defs = [],
    b = [];
  b.push(stage(defs, w, h));
  b.push(glow(defs, 800, 300, 800, 420, C.violet, 0.85));
  // truss with moving heads
  b.push(`<rect x="0" y="60" width="${w}" height="12" fill="#1c2036"/><rect x="0" y="100" width="${w}" height="8" fill="#1c2036"/>`);
  let zig = "M0 72";
  for (let x = 0; x < w; x += 36) zig += `L${x + 18} 100L${x + 36} 72`;
  b.push(`<path d="${zig}" stroke="#1c2036" stroke-width="4" fill="none"/>`);
  const heads = [
    [260, 650, C.amber],
    [560, 1000, C.magenta],
    [800, 760, C.amber],
    [1040, 560, C.magenta],
    [1340, 950, C.amber],
  ];
  heads.forEach(([x, ex, col]) => b.push(movingHead(defs, x, 130, ex, 900, col, 1)));
  // floor + haze
  b.push(`<rect y="700" width="${w}" height="200" fill="#0b0c18"/>`);
  b.push(glow(defs, 800, 720, 800, 90, C.amber, 0.2));
  // speaker stacks left and right
  for (const x of [60, 1380]) {
    b.push(speaker(x, 280, 160, 200), speaker(x, 490, 160, 200), speaker(x - 10, 700, 180, 150));
  }
  // mixing console in the foreground
  const cg = id("console");
  defs.push(
    linGrad(cg, [
      [0, "#262c48"],
      [1, "#10132a"],
    ]),
  );
  b.push(`<path d="M330 680H1270L1400 ${h}H200Z" fill="url(#${cg})"/>`);
  b.push(`<path d="M330 680H1270" stroke="${C.amber}" stroke-opacity="0.7" stroke-width="3"/>`);
  let ch = "";
  for (let i = 0; i < 24; i++) {
    const t = (i + 0.5) / 24;
    const xt = 350 + t * 900,
      xb = 230 + t * 1140;
    const P = (v) => [xt + (xb - xt) * v, 690 + (h - 690) * v];
    for (let k = 0; k < 4; k++) {
      const [kx, ky] = P(0.06 + k * 0.1);
      ch += `<circle cx="${f(kx)}" cy="${f(ky)}" r="${f(5 + k * 1.2)}" fill="#0a0b14" stroke="#3a4066" stroke-width="1.5"/>`;
      if (r() < 0.35) ch += `<circle cx="${f(kx + 7 + k)}" cy="${f(ky - 4)}" r="2" fill="${r() < 0.7 ? C.amber : C.magenta}"/>`;
    }
    const [fx1, fy1] = P(0.5),
      [fx2, fy2] = P(0.92);
    ch += `<path d="M${f(fx1)} ${f(fy1)}L${f(fx2)} ${f(fy2)}" stroke="#07080f" stroke-width="4"/>`;
    const v = 0.55 + r() * 0.3;
    const [kx, ky] = P(v);
    ch += `<rect x="${f(kx - 10 - v * 4)}" y="${f(ky - 6)}" width="${f(20 + v * 8)}" height="14" rx="3" fill="#d8d2c8"/>`;
    // level meter
    const lv = Math.floor(r() * 8);
    for (let m = 0; m < 8; m++) {
      const [mx, my] = P(0.46 - m * 0.012);
      if (m < lv) ch += `<rect x="${f(mx + 14)}" y="${f(my - 2)}" width="6" height="3" fill="${m > 5 ? C.magenta : C.amber}"/>`;
    }
  }
  b.push(ch);
  b.push(vignette(defs, w, h, 0.6));
  return svg(w, h, defs, b);
};

scenes.timeline = (w, h) => {
  const r = rng(1005);
  const defs = [],
    b = [];
  b.push(stage(defs, w, h));
  b.push(glow(defs, 520, 420, 560, 400, C.violet, 0.8));
  b.push(glow(defs, 1180, 520, 360, 280, C.amber, 0.3));
  b.push(stringLights(defs, -20, 40, 820, 110, 60, 16));
  b.push(stringLights(defs, 820, 110, 1620, 30, 60, 16));
  // calendar card
  b.push(`<rect x="258" y="218" width="560" height="520" rx="28" fill="#000" opacity="0.4"/>`);
  b.push(`<rect x="240" y="200" width="560" height="520" rx="28" fill="${C.s2}"/>`);
  b.push(`<path d="M240 228a28 28 0 0 1 28 -28H772a28 28 0 0 1 28 28V300H240Z" fill="${C.violet}"/>`);
  for (const x of [350, 690]) b.push(`<rect x="${x - 10}" y="176" width="20" height="56" rx="10" fill="#c9c2d6"/>`);
  b.push(
    `<rect x="300" y="240" width="180" height="18" rx="9" fill="${C.white}" opacity="0.85"/><rect x="300" y="268" width="110" height="12" rx="6" fill="${C.white}" opacity="0.4"/>`,
  );
  let cells = "";
  for (let j = 0; j < 5; j++)
    for (let i = 0; i < 7; i++) {
      const x = 272 + i * 72,
        y = 324 + j * 76;
      const hot = i === 5 && j === 2;
      cells += `<rect x="${x}" y="${y}" width="56" height="60" rx="10" fill="${hot ? C.amber : "#262d4e"}" opacity="${hot ? 1 : j === 4 && i > 3 ? 0.35 : 0.9}"/>`;
      if (!hot && r() < 0.18) cells += `<circle cx="${x + 28}" cy="${y + 44}" r="4" fill="${C.magenta}" opacity="0.8"/>`;
    }
  b.push(cells);
  b.push(glow(defs, 272 + 5 * 72 + 28, 324 + 2 * 76 + 30, 90, 90, C.amber, 0.5));
  b.push(
    `<path d="M${272 + 5 * 72 + 16} ${324 + 2 * 76 + 30}l9 9l17 -19" stroke="${C.bg}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  // timeline
  const ty = 800;
  b.push(
    `<path d="M120 ${ty}H1480" stroke="#3a4066" stroke-width="4" stroke-linecap="round"/><path d="M120 ${ty}H${120 + 0.62 * 1360}" stroke="${C.amber}" stroke-width="4" stroke-linecap="round"/>`,
  );
  [0.05, 0.22, 0.42, 0.62, 0.8, 0.95].forEach((t, i) => {
    const x = 120 + t * 1360,
      done = t <= 0.62;
    b.push(
      `<circle cx="${f(x)}" cy="${ty}" r="${i === 3 ? 16 : 11}" fill="${done ? C.amber : C.s2}" stroke="${done ? "#ffd27a" : "#3a4066"}" stroke-width="3"/>`,
    );
    b.push(`<rect x="${f(x - 34)}" y="${ty + 28}" width="68" height="8" rx="4" fill="${C.white}" opacity="${done ? 0.5 : 0.2}"/>`);
  });
  b.push(glow(defs, 120 + 0.62 * 1360, ty, 70, 50, C.amber, 0.55));
  // two interlocked rings
  const ring = (cx, cy, rr, col, hi) => {
    const g = id("ring");
    defs.push(
      linGrad(
        g,
        [
          [0, hi],
          [0.5, col],
          [1, "#7a5410"],
        ],
        0,
        0,
        1,
        1,
      ),
    );
    return `<ellipse cx="${cx}" cy="${cy}" rx="${rr}" ry="${f(rr * 0.92)}" fill="none" stroke="url(#${g})" stroke-width="26"/>`;
  };
  b.push(`<ellipse cx="1190" cy="640" rx="260" ry="30" fill="#000" opacity="0.35"/>`);
  b.push(ring(1100, 470, 140, C.amber, "#fff1cc"));
  b.push(ring(1290, 480, 140, "#d8d2c8", "#ffffff"));
  // bring the first ring over the second at one crossing
  b.push(`<path d="M1203 377A140 129 0 0 1 1237 438" stroke="${C.amber}" stroke-width="26" fill="none"/>`);
  b.push(`<path d="M1100 336l10 -20l10 20l-10 14Z" fill="#fff" opacity="0.9"/>`);
  b.push(glow(defs, 1110, 330, 40, 40, "#ffffff", 0.7));
  b.push(vignette(defs, w, h, 0.6));
  return svg(w, h, defs, b);
};

// stroke-built dancing figure. Angles in degrees (0 = right, 90 = down).
function dancer(x, base, H, p) {
  const P = (pt, ang, len) => [pt[0] + Math.cos((ang * Math.PI) / 180) * len * H, pt[1] + Math.sin((ang * Math.PI) / 180) * len * H];
  const lean = p.lean ?? 0;
  const hip = [x + lean * 0.08 * H, base - 0.49 * H];
  const neck = [hip[0] + lean * 0.14 * H, base - 0.8 * H];
  const hr = (p.headR ?? 0.068) * H;
  const head = [neck[0] + lean * 0.04 * H, neck[1] - hr * 1.15];
  const line = (pts) => "M" + pts.map(([a, c]) => `${f(a)} ${f(c)}`).join("L");
  const limb = (start, a1, a2, l1, l2) => {
    const e = P(start, a1, l1);
    return line([start, e, P(e, a2, l2)]);
  };
  const shL = [neck[0] - 0.06 * H, neck[1] + 0.04 * H],
    shR = [neck[0] + 0.06 * H, neck[1] + 0.04 * H];
  const hipL = [hip[0] - 0.035 * H, hip[1]],
    hipR = [hip[0] + 0.035 * H, hip[1]];
  const arms = limb(shL, p.la[0], p.la[1], 0.16, 0.16) + limb(shR, p.ra[0], p.ra[1], 0.16, 0.16);
  const legs = limb(hipL, p.ll[0], p.ll[1], 0.24, 0.24) + limb(hipR, p.rl[0], p.rl[1], 0.24, 0.24);
  const torso = line([hip, neck]);
  let extra = "";
  if (p.skirt)
    extra += `<path d="M${f(hip[0] - 0.04 * H)} ${f(hip[1] - 0.1 * H)}L${f(hip[0] - 0.15 * H)} ${f(hip[1] + 0.2 * H)}Q${f(hip[0])} ${f(hip[1] + 0.24 * H)} ${f(hip[0] + 0.15 * H)} ${f(hip[1] + 0.18 * H)}L${f(hip[0] + 0.05 * H)} ${f(hip[1] - 0.1 * H)}Z"/>`;
  if (p.hair === "long")
    extra += `<path d="M${f(head[0] - hr * 1.05)} ${f(head[1])}Q${f(head[0] - hr * 1.3)} ${f(head[1] + hr * 2.4)} ${f(head[0] + hr * 0.2)} ${f(head[1] + hr * 2)}L${f(head[0] + hr)} ${f(head[1])}Z"/>`;
  if (p.hair === "bun") extra += `<circle cx="${f(head[0] - hr * 0.5)}" cy="${f(head[1] - hr * 0.95)}" r="${f(hr * 0.5)}"/>`;
  if (p.hair === "cap")
    extra += `<path d="M${f(head[0] - hr)} ${f(head[1] - hr * 0.2)}Q${f(head[0])} ${f(head[1] - hr * 1.6)} ${f(head[0] + hr)} ${f(head[1] - hr * 0.2)}L${f(head[0] + hr * 1.9)} ${f(head[1] - hr * 0.1)}Z"/>`;
  if (p.cane) {
    const hand = P(P(shR, p.ra[0], 0.16), p.ra[1], 0.16);
    extra += `<path d="M${f(hand[0])} ${f(hand[1])}L${f(hand[0] + 0.04 * H)} ${f(base)}M${f(hand[0] - 0.03 * H)} ${f(hand[1] + 0.01 * H)}Q${f(hand[0])} ${f(hand[1] - 0.04 * H)} ${f(hand[0] + 0.02 * H)} ${f(hand[1] + 0.02 * H)}" stroke-width="${f(0.018 * H)}" fill="none"/>`;
  }
  const draw = (c) =>
    `<g fill="${c}" stroke="${c}" stroke-linecap="round" stroke-linejoin="round"><path d="${torso}" stroke-width="${f(0.15 * H)}"/><path d="${arms}" stroke-width="${f(0.052 * H)}" fill="none"/><path d="${legs}" stroke-width="${f(0.068 * H)}" fill="none"/><circle cx="${f(head[0])}" cy="${f(head[1])}" r="${f(hr)}" stroke="none"/>${extra}</g>`;
  return `<g transform="translate(${f(-0.012 * H)} ${f(-0.01 * H)})" opacity="0.85">${draw(C.amber)}</g><g transform="translate(${f(0.01 * H)} ${f(-0.006 * H)})" opacity="0.5">${draw(C.magenta)}</g>${draw("#07080f")}`;
}

scenes.generationen = (w, h) => {
  const r = rng(1006);
  const defs = [],
    b = [];
  b.push(stage(defs, w, h));
  b.push(glow(defs, 800, 360, 820, 420, C.violet, 0.9));
  b.push(glow(defs, 800, 480, 560, 260, C.amber, 0.4));
  b.push(
    beam(defs, 400, -40, 700, 900, 220, C.amber, 0.16),
    beam(defs, 1200, -40, 900, 900, 220, C.magenta, 0.14),
    beam(defs, 800, -40, 800, 900, 160, C.amber, 0.14),
  );
  // bokeh
  let bok = "";
  for (let i = 0; i < 36; i++) {
    const x = r() * w,
      y = 60 + r() * 480,
      rr = 10 + r() * 34;
    bok += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rr)}" fill="${[C.amber, C.magenta, "#7a5bd0"][i % 3]}" opacity="${f(0.05 + r() * 0.12)}"/>`;
  }
  b.push(bok);
  b.push(`<rect y="760" width="${w}" height="140" fill="#0b0c18"/>`);
  b.push(floorGrid(w, h, 760, 800, C.violet, 0.5, 24));
  b.push(glow(defs, 800, 790, 700, 60, C.amber, 0.35));
  const base = 800;
  // older couple holding hands
  b.push(dancer(210, base, 330, { lean: 0.25, la: [200, 240], ra: [70, 80], ll: [100, 95], rl: [80, 88], cane: true, hair: "cap" }));
  b.push(dancer(400, base, 310, { lean: -0.1, la: [160, 170], ra: [-40, -70], ll: [100, 92], rl: [75, 85], skirt: true, hair: "bun" }));
  // adult with arms up
  b.push(dancer(640, base, 380, { lean: 0.05, la: [-120, -100], ra: [-60, -80], ll: [105, 90], rl: [70, 95], hair: "long" }));
  // child jumping
  b.push(dancer(850, base - 50, 215, { lean: 0, la: [-140, -110], ra: [-40, -70], ll: [120, 60], rl: [60, 120], headR: 0.095 }));
  // teenager pointing up
  b.push(dancer(1060, base, 370, { lean: -0.15, la: [150, 60], ra: [-70, -80], ll: [115, 95], rl: [65, 80], hair: "cap" }));
  // adult dancing with arms out
  b.push(dancer(1330, base, 390, { lean: 0.1, la: [190, 220], ra: [-20, -40], ll: [100, 80], rl: [80, 110] }));
  b.push(confetti(r, 40, 0, 0, w, 600, [C.amber, C.magenta, C.white], 8));
  b.push(vignette(defs, w, h, 0.6));
  return svg(w, h, defs, b);
};

function firework(defs, r, cx, cy, R, col, n = 28) {
  let d = "",
    dots = "";
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + r() * 0.1,
      rr = R * (0.75 + r() * 0.25);
    const x1 = cx + Math.cos(a) * rr * 0.3,
      y1 = cy + Math.sin(a) * rr * 0.3;
    const x2 = cx + Math.cos(a) * rr,
      y2 = cy + Math.sin(a) * rr + rr * 0.08;
    d += `M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}`;
    dots += `<circle cx="${f(x2)}" cy="${f(y2)}" r="${f(R * 0.022)}" fill="#fff1cc"/>`;
  }
  return (
    glow(defs, cx, cy, R * 1.3, R * 1.3, col, 0.3) +
    `<path d="${d}" stroke="${col}" stroke-width="${f(R * 0.018)}" stroke-linecap="round" opacity="0.85"/>` +
    dots
  );
}

scenes.hamburg = (w, h) => {
  const r = rng(1007);
  const defs = [],
    b = [];
  const wl = 640;
  b.push(
    background(defs, w, h, [
      [0, C.bg],
      [0.45, "#151a35"],
      [0.7, "#2c2560"],
      [0.71, C.bg],
    ]),
  );
  b.push(stars(r, w, h, 80, 400));
  b.push(
    firework(defs, r, 1180, 170, 130, C.amber),
    firework(defs, r, 1420, 260, 90, C.magenta, 22),
    firework(defs, r, 260, 160, 100, C.amber, 24),
    firework(defs, r, 880, 110, 70, C.white, 18),
  );
  let c = "";
  const dark = "#141631";
  // low city band with windows
  let band = "";
  for (let x = 0; x < w;) {
    const bw = 40 + r() * 70,
      bh = 40 + r() * 90;
    band += `<rect x="${f(x)}" y="${f(wl - bh)}" width="${f(bw + 1)}" height="${f(bh)}"/>`;
    x += bw;
  }
  c += `<g fill="${dark}">${band}</g>`;
  let lights = "";
  for (let i = 0; i < 90; i++)
    lights += `<rect x="${f(r() * w)}" y="${f(wl - 10 - r() * 80)}" width="5" height="7" fill="${C.amber}" opacity="${f(0.3 + r() * 0.6)}"/>`;
  c += lights;
  // church tower (tiered baroque spire)
  const tx = 1080,
    tw = "#1d2040",
    cu = "#2c4a50";
  c += `<path d="M${tx - 30} ${wl}V300H${tx + 30}V${wl}Z" fill="${tw}"/>`;
  c += `<path d="M${tx - 34} 302H${tx + 34}V290H${tx - 34}Z M${tx - 24} 292V240H${tx + 24}V292Z" fill="${tw}"/>`;
  c += `<path d="M${tx - 28} 242Q${tx} 205 ${tx + 28} 242Z M${tx - 14} 222V190H${tx + 14}V222Z M${tx - 18} 192Q${tx} 168 ${tx + 18} 192Z M${tx - 7} 180V160H${tx + 7}V180Z M${tx - 2} 162L${tx} 100L${tx + 2} 162Z" fill="${cu}"/>`;
  c += `<circle cx="${tx}" cy="270" r="11" fill="${C.amber}" opacity="0.85"/>`;
  for (const y of [210, 250])
    for (const dx of [-12, 0, 12])
      if (y === 250 || dx === 0) c += `<rect x="${tx + dx - 3}" y="${y}" width="6" height="${y === 250 ? 0 : 10}" fill="${C.amber}"/>`;
  c += `<rect x="${tx - 16}" y="246" width="32" height="4" fill="${C.amber}" opacity="0.6"/><rect x="${tx - 4}" y="200" width="8" height="14" fill="${C.amber}" opacity="0.8"/>`;
  for (let y = 340; y < wl - 30; y += 56) c += `<rect x="${tx - 6}" y="${y}" width="12" height="26" rx="6" fill="${C.amber}" opacity="0.45"/>`;
  // concert hall on the water: brick base + taller glass body + wave roof
  const gx = 320,
    gw = 460,
    bt = 530;
  c += `<path d="M${gx} ${wl}V${bt}H${gx + gw}V${wl}Z" fill="#3a1f2c"/>`;
  let bw2 = "";
  for (let i = 0; i < 15; i++)
    for (let j = 0; j < 3; j++)
      bw2 += `<rect x="${gx + 12 + i * 30}" y="${bt + 14 + j * 32}" width="9" height="14" fill="${C.amber}" opacity="${f(0.1 + r() * 0.22)}"/>`;
  c += bw2;
  const gl2 = id("glass");
  defs.push(
    linGrad(gl2, [
      [0, "#4a5a8e"],
      [0.5, "#2c3766"],
      [1, "#1e2540"],
    ]),
  );
  const roofD = `M${gx - 6} 330Q${gx + 50} 270 ${gx + 110} 300Q${gx + 180} 200 ${gx + 260} 262Q${gx + 320} 236 ${gx + 360} 256Q${gx + 420} 200 ${gx + gw + 6} 292`;
  c += `<path d="${roofD}V${bt}H${gx - 6}Z" fill="url(#${gl2})"/>`;
  let gw3 = "";
  for (let i = 0; i < 20; i++)
    for (let j = 0; j < 7; j++)
      if (r() < 0.6)
        gw3 += `<rect x="${gx + 6 + i * 22.5}" y="${346 + j * 25}" width="13" height="9" rx="3" fill="${r() < 0.15 ? C.white : C.amber}" opacity="${f(0.3 + r() * 0.6)}"/>`;
  c += gw3;
  c += `<path d="${roofD}" stroke="${C.white}" stroke-opacity="0.65" stroke-width="4" fill="none"/>`;
  c += `<rect x="${gx - 6}" y="${bt - 4}" width="${gw + 12}" height="8" fill="${C.amber}" opacity="0.75"/>`;
  // harbour cranes
  const cr = "#2a2f55";
  c += crane(1230, wl, 1.9, cr) + crane(1440, wl, 1.5, cr) + crane(20, wl, 1.4, cr) + crane(880, wl, 1.2, cr, -1);
  defs.push(`<g id="skyline">${c}</g>`);
  b.push(glow(defs, 800, wl, 900, 160, C.violet, 0.8));
  b.push(glow(defs, 560, 420, 420, 200, C.amber, 0.25));
  b.push(`<use href="#skyline"/>`);
  b.push(water(defs, r, w, h, wl, "skyline"));
  b.push(ripples(r, 150, 1500, wl + 10, h, C.magenta, 20, 0.18));
  b.push(vignette(defs, w, h, 0.6));
  return svg(w, h, defs, b);
};

// Christmas-party article: DJ desk under fairy lights, fir tree, baubles, snow, brick gables behind
function bauble(defs, x, y, rr, col, hang = 0) {
  const g = id("baub");
  defs.push(
    radGrad(
      g,
      [
        [0, "#ffffff", 0.6],
        [0.22, col, 1],
        [1, col, 0.72],
      ],
      0.35,
      0.3,
      0.75,
    ),
  );
  let o = "";
  if (hang) o += `<path d="M${f(x)} ${f(y - rr - hang)}V${f(y - rr)}" stroke="${C.white}" stroke-opacity="0.3" stroke-width="2"/>`;
  o += glow(defs, x, y, rr * 2, rr * 2, col, 0.22);
  o += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rr)}" fill="url(#${g})"/>`;
  o += `<path d="M${f(x - rr * 0.97)} ${f(y + rr * 0.08)}Q${f(x)} ${f(y + rr * 0.42)} ${f(x + rr * 0.97)} ${f(y + rr * 0.08)}" stroke="#fff1cc" stroke-opacity="0.45" stroke-width="${f(rr * 0.07)}" fill="none"/>`;
  o += `<path d="M${f(x - rr * 0.9)} ${f(y - rr * 0.3)}Q${f(x)} ${f(y - rr * 0.02)} ${f(x + rr * 0.9)} ${f(y - rr * 0.3)}" stroke="#fff1cc" stroke-opacity="0.25" stroke-width="${f(rr * 0.04)}" fill="none"/>`;
  o += `<rect x="${f(x - rr * 0.2)}" y="${f(y - rr * 1.13)}" width="${f(rr * 0.4)}" height="${f(rr * 0.2)}" rx="${f(rr * 0.05)}" fill="#d9b25a"/>`;
  const hx = x - rr * 0.38,
    hy = y - rr * 0.42;
  o += `<ellipse cx="${f(hx)}" cy="${f(hy)}" rx="${f(rr * 0.13)}" ry="${f(rr * 0.25)}" fill="#fff" opacity="0.5" transform="rotate(35 ${f(hx)} ${f(hy)})"/>`;
  return o;
}
function snowfall(r, n, w, maxY) {
  let dots = "",
    flakes = "";
  for (let i = 0; i < n; i++) {
    const x = r() * w,
      y = r() * maxY;
    if (r() < 0.18) {
      const s = 5 + r() * 7;
      for (let k = 0; k < 3; k++) {
        const a = (k * Math.PI) / 3 + 0.3;
        flakes += `M${f(x - Math.cos(a) * s)} ${f(y - Math.sin(a) * s)}L${f(x + Math.cos(a) * s)} ${f(y + Math.sin(a) * s)}`;
      }
    } else dots += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(1 + r() * 2.6)}" fill="${C.white}" opacity="${f(0.15 + r() * 0.5)}"/>`;
  }
  return dots + `<path d="${flakes}" stroke="${C.white}" stroke-opacity="0.55" stroke-width="1.8" stroke-linecap="round"/>`;
}
function firTree(defs, r, cx, base, H) {
  const W = H * 0.62;
  let d = "";
  for (let k = 0; k < 4; k++) {
    const top = base - H + k * H * 0.2,
      bot = base - H * 0.1 - (3 - k) * H * 0.12,
      hw = W * (0.22 + k * 0.1);
    d += `M${f(cx)} ${f(top)}L${f(cx + hw)} ${f(bot)}Q${f(cx)} ${f(bot + H * 0.04)} ${f(cx - hw)} ${f(bot)}Z`;
  }
  let o = `<rect x="${f(cx - H * 0.035)}" y="${f(base - H * 0.12)}" width="${f(H * 0.07)}" height="${f(H * 0.12)}" fill="#07080f"/>`;
  o += `<g transform="translate(-3 -3)" opacity="0.4"><path d="${d}" fill="${C.amber}"/></g><path d="${d}" fill="#0a0c16"/>`;
  // garland of bulbs spiralling down
  let bulbs = "";
  for (let i = 0; i < 34; i++) {
    const t = i / 34;
    const y = base - H * 0.88 + t * H * 0.72;
    const hw = W * (0.1 + t * 0.38);
    const x = cx + Math.sin(t * Math.PI * 7) * hw * 0.85;
    const col = i % 5 === 2 ? C.magenta : C.amber;
    bulbs += glow(defs, x, y, 12, 12, col, 0.7) + `<circle cx="${f(x)}" cy="${f(y)}" r="2.6" fill="#fff4d6"/>`;
  }
  o += bulbs;
  // star on top
  const sy = base - H - 8;
  let star = "";
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5,
      rr = k % 2 ? 9 : 22;
    star += `${k ? "L" : "M"}${f(cx + Math.cos(a) * rr)} ${f(sy + Math.sin(a) * rr)}`;
  }
  o += glow(defs, cx, sy, 70, 70, C.amber, 0.6) + `<path d="${star}Z" fill="#ffd27a"/>`;
  return o;
}

scenes.weihnachtsfeier = (w, h) => {
  const r = rng(1008);
  const defs = [],
    b = [];
  b.push(stage(defs, w, h));
  b.push(glow(defs, 800, 380, 820, 420, C.violet, 0.9));
  b.push(glow(defs, 1250, 220, 460, 300, C.magenta, 0.22));
  b.push(glow(defs, 800, 640, 600, 260, C.amber, 0.3));
  // brick gables of the warehouse district, dim in the background
  const brick = wallGrad(defs, "#4a2434", "#1c1224");
  const hz = 610;
  let c = "";
  for (const [x, bw, top] of [
    [-30, 300, 330],
    [300, 250, 380],
    [580, 440, 300],
    [1050, 260, 370],
    [1340, 320, 320],
  ]) {
    c += `<rect x="${x}" y="${top}" width="${bw}" height="${hz - top}"/>`;
    c += `<path d="M${x} ${top + 2}V${top - 20}H${x + bw * 0.15}V${top - 45}H${x + bw * 0.3}V${top - 70}H${x + bw * 0.42}V${top - 95}H${x + bw * 0.58}V${top - 70}H${x + bw * 0.7}V${top - 45}H${x + bw * 0.85}V${top - 20}H${x + bw}V${top + 2}Z"/>`;
  }
  b.push(`<g fill="${brick}" opacity="0.62">${c}</g>`);
  let win = "";
  for (const [x, bw, top] of [
    [-30, 300, 330],
    [300, 250, 380],
    [580, 440, 300],
    [1050, 260, 370],
    [1340, 320, 320],
  ]) {
    const cols = Math.floor((bw - 40) / 46);
    const x0 = x + (bw - (cols - 1) * 46 - 22) / 2;
    for (let i = 0; i < cols; i++)
      for (let y = top + 30; y < hz - 50; y += 66) {
        const lit = r() < 0.4;
        win += `<path d="M${f(x0 + i * 46)} ${y + 36}V${y + 11}a11 11 0 0 1 22 0V${y + 36}Z" fill="${lit ? C.amber : "#160d1a"}" opacity="${f(lit ? 0.25 + r() * 0.3 : 0.55)}"/>`;
      }
  }
  b.push(win);
  // floor
  b.push(`<rect y="${hz}" width="${w}" height="${h - hz}" fill="#0b0c18"/>`);
  b.push(floorGrid(w, h, hz, 800, C.violet, 0.35, 22));
  b.push(glow(defs, 800, hz + 40, 760, 70, C.amber, 0.25));
  b.push(snowfall(r, 170, w, 600));
  // fairy lights
  b.push(stringLights(defs, -20, 50, 560, 110, 55, 14));
  b.push(stringLights(defs, 560, 110, 1060, 60, 45, 12));
  b.push(stringLights(defs, 1060, 60, 1620, 120, 55, 14));
  // tree on the left, DJ desk in the centre
  b.push(firTree(defs, r, 250, 700, 420));
  b.push(djDesk(defs, 800, 710, 760, 1));
  // hanging baubles
  b.push(bauble(defs, 1290, 330, 58, C.amber, 200));
  b.push(bauble(defs, 1450, 230, 80, C.magenta, 90));
  b.push(bauble(defs, 1150, 420, 36, "#d8d2c8", 310));
  b.push(bauble(defs, 520, 300, 40, C.magenta, 180));
  // baubles lying in the foreground
  b.push(bauble(defs, 1370, 820, 72, C.magenta));
  b.push(bauble(defs, 1500, 850, 48, C.amber));
  b.push(bauble(defs, 150, 845, 56, C.amber));
  b.push(bauble(defs, 275, 870, 38, C.magenta));
  b.push(confetti(r, 26, 0, 0, w, h, [C.amber, C.magenta, C.white], 6));
  b.push(vignette(defs, w, h, 0.6));
  return svg(w, h, defs, b);
};

// ---------------------------------------------------------------- social preview + icon
// Title is only drawn when fontconfig reports installed fonts.
function hasFonts() {
  try {
    return execSync("fc-list", { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim().length > 0;
  } catch {
    return false;
  }
}

scenes.og = (w, h) => {
  const defs = [],
    b = [];
  // the hero scene, cropped to the wide social format
  const hero = scenes
    .hero(2000, 1250)
    .replace(/^<svg [^>]*>/, "")
    .replace(/<\/svg>$/, "");
  b.push(`<svg x="0" y="0" width="${w}" height="${h}" viewBox="0 140 2000 1050" preserveAspectRatio="xMidYMid slice">${hero}</svg>`);
  if (hasFonts()) {
    const font = `font-family="Liberation Sans, DejaVu Sans, sans-serif" font-weight="700"`;
    b.push(`<text x="80" y="290" ${font} font-size="112" fill="${C.white}" letter-spacing="-2">Event DJ</text>`);
    b.push(`<text x="80" y="410" ${font} font-size="112" fill="${C.amber}" letter-spacing="-2">Hamburg</text>`);
    b.push(`<rect x="84" y="448" width="120" height="8" rx="4" fill="${C.magenta}"/>`);
  }
  return svg(w, h, defs, b);
};

scenes.icon = (w, h) => {
  const defs = [],
    b = [];
  const c = w / 2;
  b.push(`<rect width="${w}" height="${h}" fill="${C.bg}"/>`);
  const dg = id("disc");
  defs.push(
    radGrad(dg, [
      [0, C.s2],
      [1, C.s1],
    ]),
  );
  b.push(`<circle cx="${c}" cy="${c}" r="214" fill="url(#${dg})" stroke="${C.amber}" stroke-width="26"/>`);
  b.push(`<g fill="none" stroke="#2c3458" stroke-width="7"><circle cx="${c}" cy="${c}" r="172"/><circle cx="${c}" cy="${c}" r="146"/></g>`);
  // sheen on the grooves
  b.push(
    `<path d="M${c - 150} ${c - 80}A170 170 0 0 1 ${c - 80} ${c - 150}" stroke="${C.white}" stroke-opacity="0.55" stroke-width="12" stroke-linecap="round" fill="none"/>`,
  );
  b.push(
    `<path d="M${c + 150} ${c + 80}A170 170 0 0 1 ${c + 80} ${c + 150}" stroke="${C.magenta}" stroke-opacity="0.8" stroke-width="12" stroke-linecap="round" fill="none"/>`,
  );
  // label with a sound-wave motif
  b.push(`<circle cx="${c}" cy="${c}" r="112" fill="${C.amber}"/>`);
  const bars = [56, 104, 150, 104, 56];
  b.push(bars.map((bh, i) => `<rect x="${c - 13 + (i - 2) * 38}" y="${c - bh / 2}" width="26" height="${bh}" rx="13" fill="${C.bg}"/>`).join(""));
  return svg(w, h, defs, b);
};

// ---------------------------------------------------------------- jobs
const JPEG = { quality: 78, mozjpeg: true, progressive: true };
const jobs = [
  { out: "content/site/images/hero.jpg", w: 2000, h: 1250, make: scenes.hero },
  { out: "content/site/images/portrait.jpg", w: 1000, h: 1250, make: scenes.portrait },
  { out: "content/locations/images/schloss-ahrensburg.jpg", w: 1600, h: 1000, make: scenes.schlossAhrensburg },
  { out: "content/locations/images/landhaus-flottbek.jpg", w: 1600, h: 1000, make: scenes.landhausFlottbek },
  { out: "content/locations/images/gut-basthorst.jpg", w: 1600, h: 1000, make: scenes.gutBasthorst },
  { out: "content/locations/images/strandhotel-blankenese.jpg", w: 1600, h: 1000, make: scenes.strandhotelBlankenese },
  { out: "content/locations/images/speicherstadtmuseum.jpg", w: 1600, h: 1000, make: scenes.speicherstadt },
  { out: "content/locations/images/rittergut-burg.jpg", w: 1600, h: 1000, make: scenes.rittergutBurg },
  { out: "content/locations/images/restaurant-finkenwerder.jpg", w: 1600, h: 1000, make: scenes.restaurantFinkenwerder },
  { out: "content/locations/images/gut-helmstorf.jpg", w: 1600, h: 1000, make: scenes.gutHelmstorf },
  { out: "content/blog/images/eventmusik-trends-2025.jpg", w: 1600, h: 900, make: scenes.eventmusikTrends },
  { out: "content/blog/images/firmenfeier-musik-trends-2025.jpg", w: 1600, h: 900, make: scenes.firmenfeier },
  { out: "content/blog/images/geburtstag-unvergesslich-gestalten.jpg", w: 1600, h: 900, make: scenes.geburtstag },
  { out: "content/blog/images/professionelle-veranstaltungstechnik.jpg", w: 1600, h: 900, make: scenes.technik },
  { out: "content/blog/images/event-planung-timeline-dj-buchen.jpg", w: 1600, h: 900, make: scenes.timeline },
  { out: "content/blog/images/musik-verschiedene-generationen-events.jpg", w: 1600, h: 900, make: scenes.generationen },
  { out: "content/blog/images/perfekte-eventplanung-hamburg.jpg", w: 1600, h: 900, make: scenes.hamburg },
  { out: "content/blog/images/weihnachtsfeier-2026-hamburg-planen.jpg", w: 1600, h: 900, make: scenes.weihnachtsfeier },
  { out: "static/og-image.jpg", w: 1200, h: 630, make: scenes.og },
  { out: "src/images/icon.png", w: 512, h: 512, make: scenes.icon, png: true },
];

async function run() {
  const filters = process.argv.slice(2);
  const todo = filters.length ? jobs.filter((j) => filters.some((s) => j.out.includes(s))) : jobs;
  for (const j of todo) {
    const t0 = Date.now();
    uid = 0;
    const markup = j.make(j.w, j.h);
    const out = resolve(ROOT, j.out);
    mkdirSync(dirname(out), { recursive: true });
    let img = sharp(Buffer.from(markup), { density: 72 }).resize(j.w, j.h, { fit: "fill" });
    img = j.png ? img.flatten({ background: C.bg }).png({ compressionLevel: 9 }) : img.flatten({ background: C.bg }).jpeg(JPEG);
    await img.toFile(out);
    const kb = (statSync(out).size / 1024).toFixed(1);
    console.log(`${j.out}  ${j.w}x${j.h}  ${kb} KB  ${Date.now() - t0} ms`);
  }
}
run().catch((e) => {
  console.error(e);
  process.exit(1);
});
