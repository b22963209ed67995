// Draws the sample pictures of content/gallery (illustrations, not photos of real events) once:
//   cd tools/artwork && npm install && node gallery.mjs
// check:launch lists every gallery entry marked `sample: true` until the owner replaces it.
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const out = (name) => path.join(root, "content/gallery/images", `${name}.jpg`);
const W = 1600;
const H = 1067;

let seed = 7;
const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const lights = (n, y0, y1, colors) =>
  Array.from({ length: n }, () => {
    const x = rnd() * W;
    const y = y0 + rnd() * (y1 - y0);
    const r = 4 + rnd() * 10;
    const c = colors[Math.floor(rnd() * colors.length)];
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(1)}" fill="${c}" opacity="${(0.5 + rnd() * 0.5).toFixed(2)}"/><circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(r * 4).toFixed(1)}" fill="${c}" opacity="0.08"/>`;
  }).join("");
const sky = (a, b) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#g)"/>`;
const people = (y, n, color) =>
  Array.from({ length: n }, (_, i) => {
    const x = (i + 0.5) * (W / n) + (rnd() - 0.5) * 60;
    const h = 150 + rnd() * 70;
    return `<ellipse cx="${x.toFixed(0)}" cy="${(y - h).toFixed(0)}" rx="24" ry="28" fill="${color}"/><path d="M${(x - 46).toFixed(0)} ${y} Q${x.toFixed(0)} ${(y - h * 1.5).toFixed(0)} ${(x + 46).toFixed(0)} ${y} Z" fill="${color}"/>`;
  }).join("");
const booth = (x, y) =>
  `<rect x="${x}" y="${y}" width="420" height="150" rx="10" fill="#14111f"/><rect x="${x + 30}" y="${y + 25}" width="150" height="60" rx="6" fill="#2c2540"/><rect x="${x + 240}" y="${y + 25}" width="150" height="60" rx="6" fill="#2c2540"/><circle cx="${x + 105}" cy="${y + 55}" r="22" fill="#ffb020" opacity="0.8"/><circle cx="${x + 315}" cy="${y + 55}" r="22" fill="#e0457b" opacity="0.8"/>`;
const beams = (colors) =>
  colors.map((c, i) => `<polygon points="${200 + i * 380},0 ${120 + i * 380},${H} ${420 + i * 380},${H}" fill="${c}" opacity="0.12"/>`).join("");

const scenes = {
  "hochzeit-tanzflaeche":
    sky("#2a1b3d", "#0b0d17") +
    lights(160, 30, 380, ["#ffe7a3", "#ffd27a", "#fff4d6"]) +
    people(H - 40, 9, "#0d0a16") +
    `<ellipse cx="${W / 2}" cy="${H - 260}" rx="60" ry="70" fill="#f4f1ea" opacity="0.85"/>`,
  "firmenfeier-halle":
    sky("#101a2e", "#07090f") +
    beams(["#4fa3ff", "#ffb020", "#e0457b", "#4fa3ff"]) +
    lights(60, 40, 200, ["#4fa3ff", "#ffffff"]) +
    booth(590, 560) +
    people(H - 30, 12, "#05070c"),
  "geburtstag-garten":
    sky("#1d2b2a", "#0a100f") +
    `<path d="M0 ${H - 220} Q400 ${H - 320} 800 ${H - 240} T1600 ${H - 260} V${H} H0Z" fill="#0f1c16"/>` +
    lights(90, 80, 520, ["#ffb020", "#ff7a45", "#ffe7a3"]) +
    people(H - 60, 7, "#070c0a"),
  "dj-pult": sky("#1a1026", "#0b0d17") + beams(["#e0457b", "#ffb020", "#8a5cff", "#e0457b"]) + booth(590, 600) + booth(150, 760) + booth(1030, 760),
  "weihnachtsfeier-saal":
    sky("#2b1714", "#0d0808") +
    lights(200, 20, 600, ["#ffcf70", "#ff9a3c", "#fff1c9"]) +
    `<polygon points="1280,300 1180,720 1380,720" fill="#123a24"/><polygon points="1280,380 1150,820 1410,820" fill="#0f3120"/>` +
    people(H - 40, 10, "#0a0505"),
  "sektempfang-elbe":
    sky("#3d2a4a", "#e08a5b") +
    `<rect y="${H - 330}" width="${W}" height="330" fill="#1b2338"/>` +
    `<path d="M0 ${H - 330} L120 ${H - 420} L200 ${H - 380} L320 ${H - 520} L360 ${H - 520} L380 ${H - 600} L400 ${H - 520} L520 ${H - 460} L700 ${H - 480} L900 ${H - 420} L1100 ${H - 500} L1160 ${H - 560} L1220 ${H - 470} L1600 ${H - 430} V${H - 330} Z" fill="#151a2b"/>` +
    lights(40, H - 520, H - 340, ["#ffe7a3"]) +
    people(H - 20, 8, "#0c0f1a"),
};

for (const [name, body] of Object.entries(scenes)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile(out(name));
  console.log("geschrieben:", out(name));
}
