// Generates original SVG illustrations for the site and renders them with sharp.
// Usage (from /work/main):  node scripts/make-artwork.mjs [filter ...]
// Without arguments all images are written; with arguments only jobs whose
// output path contains one of the given strings.
import sharp from "sharp";
import { mkdirSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";

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
  const s = stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join("");
  const units = user ? ' gradientUnits="userSpaceOnUse"' : "";
  return `<linearGradient id="${gid}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${s}</linearGradient>`;
}
function radGrad(gid, stops, cx = 0.5, cy = 0.5, r = 0.5) {
  const s = stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join("");
  return `<radialGradient id="${gid}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}
// soft coloured glow (ellipse filled with a radial gradient)
function glow(defs, cx, cy, rx, ry, color, alpha = 0.6) {
  const g = id("glow");
  defs.push(radGrad(g, [[0, color, alpha], [0.45, color, alpha * 0.35], [1, color, 0]]));
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry ?? rx)}" fill="url(#${g})"/>`;
}
// light beam from a source point towards an end point with given half-width
function beam(defs, sx, sy, ex, ey, hw, color, alpha = 0.35) {
  const g = id("beam");
  defs.push(linGrad(g, [[0, color, alpha], [0.6, color, alpha * 0.3], [1, color, 0]], sx, sy, ex, ey, true));
  const dx = ex - sx, dy = ey - sy, len = Math.hypot(dx, dy);
  const nx = (-dy / len) * hw, ny = (dx / len) * hw;
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
  defs.push(radGrad(g, [[0.55, C.bg, 0], [1, C.bg, strength]], 0.5, 0.5, 0.75));
  return `<rect width="${w}" height="${h}" fill="url(#${g})"/>`;
}
function stars(r, w, h, n, maxY) {
  let s = "";
  for (let i = 0; i < n; i++) {
    const x = r() * w, y = r() * maxY;
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(0.6 + r() * 1.3)}" fill="${C.white}" opacity="${f(0.15 + r() * 0.5)}"/>`;
  }
  return s;
}
// a sagging string of warm bulbs between two points
function stringLights(defs, x1, y1, x2, y2, sag, n, color = C.amber, size = 5) {
  const mx = (x1 + x2) / 2, my = (y1 + y2) / 2 + sag * 2;
  let s = `<path d="M${f(x1)} ${f(y1)} Q${f(mx)} ${f(my)} ${f(x2)} ${f(y2)}" stroke="#2a2630" stroke-width="1.5" fill="none"/>`;
  const g = id("bulb");
  defs.push(radGrad(g, [[0, "#fff4d6", 1], [0.25, color, 0.9], [0.6, color, 0.25], [1, color, 0]]));
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
    const ax = cx + side * sw * 0.75, ay = sh + sw * 0.3;
    const hx = ax + side * (8 + r() * 26) * s, hy = sh - (55 + r() * 35) * s;
    const ex = (ax + hx) / 2 + side * 10 * s, ey = (ay + hy) / 2;
    arms += `M${f(ax)} ${f(ay)}Q${f(ex)} ${f(ey)} ${f(hx)} ${f(hy)}`;
  }
  return { body, arms, armW: 9 * s };
}
// a row of people; rim light drawn as an offset copy underneath
function crowd(r, x0, x1, base, s, fill, rim, rimAlpha = 0.5, opts = {}) {
  let body = "", arms = "";
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
  defs.push(linGrad(gFront, [[0, C.s2], [0.15, C.s1], [1, "#090a12"]]));
  const gTop = id("top");
  defs.push(linGrad(gTop, [[0, "#2a2f4d"], [1, "#141828"]]));
  const dh = 70 * s, fh = 190 * s;
  let o = "";
  // surface
  o += `<path d="M${f(cx - hw + 40 * s)} ${f(top - dh)}H${f(cx + hw - 40 * s)}L${f(cx + hw)} ${f(top)}H${f(cx - hw)}Z" fill="url(#${gTop})"/>`;
  // platters
  for (const side of [-1, 1]) {
    const px = cx + side * hw * 0.56, py = top - dh * 0.5;
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
      const x = cx - mw * 0.7 + (i * mw * 1.4) / 4, y = top - dh * (0.72 - j * 0.22);
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
  const sh = base - 120 * s, hr = 34 * s;
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
  const defs = [], b = [];
  b.push(background(defs, w, h, [[0, C.bg], [0.55, "#141830"], [0.78, "#10132a"], [1, C.bg]]));
  b.push(glow(defs, 1300, 330, 950, 520, C.violet, 0.75));
  b.push(glow(defs, 1440, 560, 640, 380, C.amber, 0.32));
  b.push(glow(defs, 1800, 260, 320, 260, C.magenta, 0.16));
  // LED wall dots behind the stage
  let dots = "";
  for (let y = 260; y < 640; y += 26)
    for (let x = 1000; x < 1960; x += 26) {
      const dd = Math.hypot((x - 1440) / 520, (y - 460) / 220);
      if (dd < 1) dots += `<circle cx="${x}" cy="${y}" r="3" fill="${r() < 0.12 ? C.magenta : C.amber}" opacity="${f(0.08 + 0.3 * (1 - dd) * r())}"/>`;
    }
  b.push(dots);
  // truss + beams
  b.push(`<rect x="900" y="96" width="1100" height="14" fill="#1c2036"/><rect x="900" y="136" width="1100" height="8" fill="#1c2036"/>`);
  let zig = "M900 110";
  for (let x = 900; x < 2000; x += 40) zig += `L${x + 20} 136L${x + 40} 110`;
  b.push(`<path d="${zig}" stroke="#1c2036" stroke-width="4" fill="none"/>`);
  const fixtures = [1020, 1160, 1300, 1440, 1580, 1720, 1860];
  const targets = [[760, 1150], [1250, 1250], [1000, 1100], [1700, 1250], [1900, 1080], [1500, 1200], [2150, 1100]];
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
  defs.push(linGrad(gl, [[0, C.bg, 0.94], [0.32, C.bg, 0.82], [0.58, C.bg, 0]], 0, 0, 1, 0));
  b.push(`<rect width="${w}" height="${h}" fill="url(#${gl})"/>`);
  b.push(vignette(defs, w, h, 0.7));
  return svg(w, h, defs, b);
};

scenes.portrait = (w, h) => {
  const r = rng(23);
  const defs = [], b = [];
  b.push(background(defs, w, h, [[0, C.bg], [0.5, "#151a33"], [1, C.bg]]));
  b.push(glow(defs, 500, 430, 620, 560, C.violet, 0.9));
  b.push(glow(defs, 500, 470, 360, 330, C.amber, 0.5));
  b.push(glow(defs, 760, 300, 260, 240, C.magenta, 0.2));
  // beams behind the figure
  [[150, -20, -150, 900, C.amber], [380, -20, 250, 1000, C.magenta], [620, -20, 760, 1000, C.amber], [860, -20, 1160, 900, C.amber]].forEach(
    ([sx, sy, ex, ey, col]) => b.push(beam(defs, sx, sy, ex, ey, 130, col, col === C.magenta ? 0.14 : 0.2)),
  );
  // floating dust in the light
  let dust = "";
  for (let i = 0; i < 70; i++) {
    const x = 150 + r() * 700, y = 120 + r() * 700;
    dust += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(1 + r() * 2.4)}" fill="${r() < 0.2 ? C.magenta : C.amber}" opacity="${f(0.15 + r() * 0.45)}"/>`;
  }
  b.push(dust);
  const cx = 500, base = 880, s = 2.7;
  b.push(djFigure(defs, cx, base, s));
  b.push(djDesk(defs, cx, 900, 920, 1.45));
  // one hand on the headphone cup, the other on the deck
  const arms = `M${cx + 195} 610L${cx + 285} 720L${cx + 128} 455M${cx - 200} 620L${cx - 268} 770L${cx - 245} 862`;
  const hands = (fill) => `<g fill="${fill}"><circle cx="${cx + 125}" cy="452" r="36"/><ellipse cx="${cx - 242}" cy="866" rx="44" ry="26"/></g>`;
  b.push(`<g transform="translate(-4 -5)" opacity="0.75"><path d="${arms}" stroke="${C.amber}" stroke-width="60" stroke-linecap="round" stroke-linejoin="round" fill="none"/>${hands(C.amber)}</g>`);
  b.push(`<path d="${arms}" stroke="#07080f" stroke-width="60" stroke-linecap="round" stroke-linejoin="round" fill="none"/>${hands("#07080f")}`);
  b.push(`<rect y="1166" width="${w}" height="${h - 1166}" fill="#07080f"/>`);
  b.push(glow(defs, 500, 1170, 520, 40, C.amber, 0.25));
  b.push(vignette(defs, w, h, 0.75));
  return svg(w, h, defs, b);
};

// ---------------------------------------------------------------- location helpers
function duskSky(defs, w, h, horizon, warm = C.amber, warmAlpha = 0.45) {
  let o = background(defs, w, h, [[0, C.bg], [0.35, "#161b34"], [0.62, "#2c2560"], [0.8, "#5a3a6e"], [1, "#7a4a5c"]].map(([o2, c]) => [o2 * (horizon / h), c]).concat([[1, "#0b0d17"]]));
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
  for (let x = x0; x <= x1; ) {
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
  defs.push(linGrad(g, [[0, tint, 0.55], [0.5, tint, 0.8], [1, C.bg, 0.97]]));
  let o = `<rect y="${y}" width="${w}" height="${h - y}" fill="#0d1022"/>`;
  if (groupId) o += `<use href="#${groupId}" transform="translate(0 ${2 * y}) scale(1 -1)" opacity="0.55"/>`;
  o += `<rect y="${y}" width="${w}" height="${h - y}" fill="url(#${g})"/>`;
  o += ripples(r, 0, w, y + 4, h, C.white, 60, 0.06);
  o += ripples(r, w * 0.15, w * 0.85, y + 4, y + (h - y) * 0.6, shimmer, 40, 0.22);
  return o;
}
function wallGrad(defs, top = "#e6dfd3", bottom = "#8c86a0") {
  const g = id("wall");
  defs.push(linGrad(g, [[0, top], [1, bottom]]));
  return `url(#${g})`;
}

scenes.schlossAhrensburg = (w, h) => {
  const r = rng(101);
  const defs = [], b = [];
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
  const defs = [], b = [];
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
    b.push(`<rect x="${x}" y="668" width="70" height="66" fill="${C.amber}" opacity="${f(0.7 + r() * 0.3)}"/><path d="M${x + 35} 668v66M${x} 701h70" stroke="#2f2530" stroke-width="5"/>`);
  }
  b.push(`<path d="M760 ${gl}V672Q800 640 840 672V${gl}Z" fill="#ffcf70"/>`);
  b.push(glow(defs, 800, 740, 160, 70, C.amber, 0.55));
  // thatched roof with eyebrow dormer
  const gr = id("thatch");
  defs.push(linGrad(gr, [[0, "#5d4c45"], [0.7, "#3a2f33"], [1, "#241e28"]]));
  b.push(`<path d="M380 575Q420 520 500 400Q560 300 800 290Q1040 300 1100 400Q1180 520 1220 575Q800 600 380 575Z" fill="url(#${gr})"/>`);
  let straw = "";
  for (let i = 0; i < 90; i++) {
    const x = 420 + r() * 760, y = 330 + r() * 230;
    straw += `M${f(x)} ${f(y)}l${f((x - 800) * 0.02)} ${f(14 + r() * 20)}`;
  }
  b.push(`<path d="${straw}" stroke="#8a7262" stroke-opacity="0.35" stroke-width="2"/>`);
  b.push(`<path d="M700 430Q800 360 900 430Z" fill="#4b3e3b"/><rect x="770" y="405" width="60" height="24" rx="8" fill="${C.amber}" opacity="0.9"/>`);
  b.push(`<path d="M560 315Q800 270 1040 315" stroke="#2a2230" stroke-width="10" fill="none"/>`);
  b.push(`<rect x="960" y="250" width="36" height="70" fill="#2a2230"/>`);
  // lawn, path, bushes, lanterns
  const lawn = id("lawn");
  defs.push(linGrad(lawn, [[0, "#1a2430"], [1, "#07080f"]]));
  b.push(`<rect y="${gl}" width="${w}" height="${h - gl}" fill="url(#${lawn})"/>`);
  b.push(`<path d="M770 ${gl}H830L1000 ${h}H600Z" fill="#3a3440" opacity="0.8"/>`);
  b.push(glow(defs, 800, 820, 200, 60, C.amber, 0.25));
  for (const [x, y, s] of [[420, 780, 90], [1180, 780, 90], [300, 850, 130], [1320, 860, 140], [60, 930, 180], [1560, 940, 180]]) {
    b.push(`<ellipse cx="${x}" cy="${y}" rx="${s}" ry="${f(s * 0.55)}" fill="#0c0e1a"/>`);
  }
  for (const [x, y, s] of [[720, 800, 0.8], [880, 800, 0.8], [660, 880, 1.1], [940, 880, 1.1], [560, 990, 1.5], [1040, 990, 1.5]]) {
    b.push(lantern(defs, x, y - 60 * s, 60 * s, s));
  }
  b.push(stringLights(defs, 150, 470, 440, 560, 30, 8));
  b.push(stringLights(defs, 1160, 560, 1450, 470, 30, 8));
  b.push(vignette(defs, w, h, 0.6));
  return svg(w, h, defs, b);
};

scenes.gutBasthorst = (w, h) => {
  const r = rng(303);
  const defs = [], b = [];
  const gl = 640;
  b.push(duskSky(defs, w, h, gl, C.amber, 0.7));
  b.push(glow(defs, 1200, gl, 500, 120, "#ffcf70", 0.45));
  b.push(stars(r, w, h, 40, 260));
  b.push(treeLine(r, -20, w + 20, gl, 30, 110, "#161834"));
  // manor house in the distance
  const wall = wallGrad(defs, "#ded6cc", "#8e88a0");
  b.push(`<rect x="130" y="500" width="330" height="${gl - 500}" fill="${wall}"/><path d="M110 502L170 440H420L480 502Z" fill="#262a45"/><rect x="280" y="470" width="30" height="32" fill="#262a45"/>`);
  b.push(windows(r, 150, 520, 8, 2, 20, 34, 38, 58, 0.75));
  // big barn hall
  b.push(`<path d="M620 ${gl + 60}V470L1010 300L1400 470V${gl + 60}Z" fill="#2a1f2c"/>`);
  b.push(`<path d="M590 480L1010 290L1430 480L1410 492L1010 312L610 492Z" fill="#13111f"/>`);
  let planks = "";
  for (let x = 640; x < 1400; x += 26) planks += `M${x} ${Math.max(470, 470 - (x < 1010 ? (x - 620) : (1400 - x)) * 0.436 + 0)}V${gl + 60}`;
  b.push(`<path d="${planks}" stroke="#3a2b36" stroke-width="3"/>`);
  // open doors with warm interior and string lights
  const inn = id("inside");
  defs.push(linGrad(inn, [[0, "#ffcf70"], [1, "#c46a2a"]]));
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
  defs.push(linGrad(field, [[0, "#2a2438"], [1, "#07080f"]]));
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

// @@SCENES_END

// ---------------------------------------------------------------- jobs
const JPEG = { quality: 78, mozjpeg: true, progressive: true };
const jobs = [
  { out: "content/site/images/hero.jpg", w: 2000, h: 1250, make: scenes.hero },
  { out: "content/site/images/portrait.jpg", w: 1000, h: 1250, make: scenes.portrait },
  { out: "content/locations/images/schloss-ahrensburg.jpg", w: 1600, h: 1000, make: scenes.schlossAhrensburg },
  { out: "content/locations/images/landhaus-flottbek.jpg", w: 1600, h: 1000, make: scenes.landhausFlottbek },
  { out: "content/locations/images/gut-basthorst.jpg", w: 1600, h: 1000, make: scenes.gutBasthorst },
  // @@JOBS_END
];

async function run() {
  const filters = process.argv.slice(2);
  const todo = filters.length ? jobs.filter((j) => filters.some((s) => j.out.includes(s))) : jobs;
  for (const j of todo) {
    const t0 = Date.now();
    uid = 0;
    const markup = j.make(j.w, j.h);
    const out = resolve(j.out);
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
