import { createPrng, hashSeed } from '../db/seed/prng';
import type { ArtFamily } from '../db/seed/demoCategories';

// SVG compositions for the demo pictures (rendered to WebP by generate.ts): glass-like product
// silhouettes, category banners, header slides, catalog covers, monogram avatars, factory scenes
// and description sheets. Pure functions of their inputs, so every machine draws the same images.

const FONT = "'DejaVu Sans', 'Noto Sans Arabic', 'Noto Sans', Arial, sans-serif";

const hsl = (h: number, s: number, l: number, a = 1): string =>
  `hsla(${Math.round(((h % 360) + 360) % 360)}, ${s}%, ${l}%, ${a})`;

export const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );

const svgOpen = (width: number, height: number, viewW: number, viewH: number): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}">`;

/** Gradient definitions of one glass colour; `p` prefixes the ids (several colours per picture). */
function glassDefs(p: string, hue: number): string {
  return `
  <linearGradient id="${p}glass" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${hsl(hue, 75, 78, 0.92)}"/>
    <stop offset="0.55" stop-color="${hsl(hue, 65, 48, 0.88)}"/>
    <stop offset="1" stop-color="${hsl(hue + 18, 70, 28, 0.95)}"/>
  </linearGradient>
  <linearGradient id="${p}rim" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${hsl(hue, 60, 88)}"/>
    <stop offset="1" stop-color="${hsl(hue, 55, 60)}"/>
  </linearGradient>
  <radialGradient id="${p}glow" cx="50%" cy="50%" r="50%">
    <stop offset="0" stop-color="hsla(48, 100%, 80%, 0.95)"/>
    <stop offset="1" stop-color="hsla(38, 100%, 60%, 0)"/>
  </radialGradient>
  <linearGradient id="${p}silver" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#f4f8fb"/>
    <stop offset="0.5" stop-color="${hsl(hue, 25, 78)}"/>
    <stop offset="1" stop-color="${hsl(hue, 30, 55)}"/>
  </linearGradient>`;
}

interface Paint {
  glass: string;
  rim: string;
  glow: string;
  silver: string;
  stroke: string;
  hue: number;
}

const paintOf = (p: string, hue: number): Paint => ({
  glass: `url(#${p}glass)`,
  rim: `url(#${p}rim)`,
  glow: `url(#${p}glow)`,
  silver: `url(#${p}silver)`,
  stroke: hsl(hue + 10, 55, 24, 0.85),
  hue,
});

const shine = (d: string, width = 2.2): string =>
  `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.65" stroke-width="${width}" stroke-linecap="round"/>`;

// Each shape draws in a 100 × 100 box, standing on y ≈ 86.
type Shape = (paint: Paint, variant: number) => string;

const vase: Shape = (c, v) => {
  const w = 18 + v * 3;
  const n = 6 + (v % 2) * 3;
  const top = 12 + v * 2;
  const d = `M${50 - n} ${top} L${50 + n} ${top} L${50 + n} ${top + 6} C${50 + n} ${top + 14} ${50 + w} ${top + 16} ${50 + w} 60 C${50 + w} 76 ${50 + w * 0.6} 86 50 86 C${50 - w * 0.6} 86 ${50 - w} 76 ${50 - w} 60 C${50 - w} ${top + 16} ${50 - n} ${top + 14} ${50 - n} ${top + 6} Z`;
  const ribs =
    v % 2 === 1
      ? [-0.5, 0, 0.5]
          .map(
            (k) =>
              `<path d="M${50 + k * w} ${top + 18} Q${50 + k * w * 1.3} 62 ${50 + k * w * 0.8} 84" fill="none" stroke="${c.stroke}" stroke-opacity="0.35" stroke-width="0.8"/>`,
          )
          .join('')
      : '';
  return `<path d="${d}" fill="${c.glass}" stroke="${c.stroke}" stroke-width="0.7"/>${ribs}
    <ellipse cx="50" cy="${top}" rx="${n}" ry="1.8" fill="${c.rim}" stroke="${c.stroke}" stroke-width="0.5"/>
    ${shine(`M${50 - w * 0.62} ${48} Q${50 - w * 0.82} 62 ${50 - w * 0.55} 76`)}`;
};

const bowl: Shape = (c, v) => {
  const w = 28 + v * 2;
  const depth = 20 + v * 2;
  const rimY = 86 - depth - (v % 2 === 0 ? 12 : 4);
  const foot =
    v % 2 === 0
      ? `<path d="M46 ${rimY + depth - 2} L46 80 L36 86 L64 86 L54 80 L54 ${rimY + depth - 2} Z" fill="${c.glass}" stroke="${c.stroke}" stroke-width="0.6"/>`
      : `<rect x="40" y="${rimY + depth - 1}" width="20" height="${86 - rimY - depth + 1}" rx="2" fill="${c.glass}" stroke="${c.stroke}" stroke-width="0.6"/>`;
  return `${foot}<path d="M${50 - w} ${rimY} Q${50 - w} ${rimY + depth} 50 ${rimY + depth} Q${50 + w} ${rimY + depth} ${50 + w} ${rimY} Z" fill="${c.glass}" stroke="${c.stroke}" stroke-width="0.7"/>
    <ellipse cx="50" cy="${rimY}" rx="${w}" ry="5" fill="${c.rim}" fill-opacity="0.75" stroke="${c.stroke}" stroke-width="0.6"/>
    ${shine(`M${50 - w * 0.75} ${rimY + 5} Q${50 - w * 0.6} ${rimY + depth * 0.75} ${50 - w * 0.2} ${rimY + depth * 0.9}`)}`;
};

function tumbler(c: Paint, x: number, scale: number, stemmed: boolean, base = 86): string {
  const w = 13 * scale;
  const h = 44 * scale;
  if (stemmed) {
    const top = base - h - 14 * scale;
    return `<path d="M${x - w} ${top} L${x + w} ${top} Q${x + w} ${top + h * 0.55} ${x} ${top + h * 0.62} Q${x - w} ${top + h * 0.55} ${x - w} ${top} Z" fill="${c.glass}" stroke="${c.stroke}" stroke-width="0.6"/>
      <rect x="${x - 1.2}" y="${top + h * 0.6}" width="2.4" height="${base - top - h * 0.6 - 2}" fill="${c.rim}"/>
      <ellipse cx="${x}" cy="${base - 1.5}" rx="${w * 0.75}" ry="2" fill="${c.rim}" stroke="${c.stroke}" stroke-width="0.5"/>
      <ellipse cx="${x}" cy="${top}" rx="${w}" ry="1.6" fill="${c.rim}" fill-opacity="0.8"/>
      ${shine(`M${x - w * 0.65} ${top + 4} Q${x - w * 0.7} ${top + h * 0.3} ${x - w * 0.3} ${top + h * 0.5}`, 1.6)}`;
  }
  const top = base - h;
  return `<path d="M${x - w} ${top} L${x + w} ${top} L${x + w * 0.82} ${base} L${x - w * 0.82} ${base} Z" fill="${c.glass}" stroke="${c.stroke}" stroke-width="0.6"/>
    <path d="M${x - w * 0.93} ${top + h * 0.4} L${x + w * 0.93} ${top + h * 0.4} L${x + w * 0.82} ${base} L${x - w * 0.82} ${base} Z" fill="${hsl(c.hue + 20, 70, 35, 0.35)}"/>
    <ellipse cx="${x}" cy="${top}" rx="${w}" ry="1.8" fill="${c.rim}" fill-opacity="0.85"/>
    ${shine(`M${x - w * 0.6} ${top + 5} L${x - w * 0.52} ${base - 6}`, 1.6)}`;
}

const glass: Shape = (c, v) => {
  if (v === 1) return tumbler(c, 50, 1.15, false);
  if (v === 2) return tumbler(c, 50, 1.2, true);
  if (v === 3) return tumbler(c, 34, 0.85, false) + tumbler(c, 66, 0.95, false);
  return tumbler(c, 38, 0.9, true) + tumbler(c, 64, 0.8, false);
};

const lantern: Shape = (c, v) => {
  const w = 14 + v * 2;
  const top = 26 - v;
  const frame = hsl(40, 55, 38);
  const panes = [-1, 0, 1]
    .map(
      (k) =>
        `<rect x="${50 + k * (w * 0.66) - w * 0.3}" y="${top + 12}" width="${w * 0.6}" height="38" rx="${v % 2 ? 6 : 1}" fill="${c.glass}" stroke="${frame}" stroke-width="1.2"/>`,
    )
    .join('');
  return `<circle cx="50" cy="${top - 12}" r="4" fill="none" stroke="${frame}" stroke-width="1.6"/>
    <path d="M${50 - w * 0.55} ${top + 2} L50 ${top - 9} L${50 + w * 0.55} ${top + 2} Z" fill="${frame}"/>
    <rect x="${50 - w - 2}" y="${top + 2}" width="${2 * w + 4}" height="8" rx="2" fill="${frame}"/>
    <circle cx="50" cy="${top + 31}" r="${w * 1.3}" fill="${c.glow}"/>
    ${panes}
    <rect x="${50 - w - 2}" y="${top + 50}" width="${2 * w + 4}" height="6" rx="2" fill="${frame}"/>
    <path d="M${50 - w * 0.7} ${top + 56} L${50 - w * 0.5} 86 L${50 + w * 0.5} 86 L${50 + w * 0.7} ${top + 56} Z" fill="${frame}" fill-opacity="0.9"/>`;
};

const mirror: Shape = (c, v) => {
  const gold = hsl(42, 62, 48);
  if (v === 3) {
    return `<path d="M26 86 L26 36 Q26 12 50 12 Q74 12 74 36 L74 86 Z" fill="${gold}"/>
      <path d="M31 82 L31 37 Q31 17 50 17 Q69 17 69 37 L69 82 Z" fill="${c.silver}"/>
      ${shine('M38 30 L56 72', 3)}${shine('M47 26 L62 58', 1.5)}`;
  }
  const r = 33;
  const rays =
    v === 2
      ? Array.from({ length: 24 }, (_, i) => {
          const a = (i / 24) * Math.PI * 2;
          const len = i % 2 ? 8 : 12;
          return `<line x1="${50 + Math.cos(a) * (r - 4)}" y1="${50 + Math.sin(a) * (r - 4)}" x2="${50 + Math.cos(a) * (r + len - 4)}" y2="${50 + Math.sin(a) * (r + len - 4)}" stroke="${gold}" stroke-width="2.4" stroke-linecap="round"/>`;
        }).join('')
      : '';
  const frame =
    v === 4
      ? Array.from({ length: 6 }, (_, i) => {
          const a = (i / 6) * Math.PI * 2;
          return `${50 + Math.cos(a) * (r + 3)},${50 + Math.sin(a) * (r + 3)}`;
        }).join(' ')
      : '';
  return `${rays}${
    v === 4
      ? `<polygon points="${frame}" fill="${gold}"/>`
      : `<circle cx="50" cy="50" r="${r}" fill="${v === 1 ? hsl(c.hue, 20, 30) : gold}"/>`
  }<circle cx="50" cy="50" r="${r - 5}" fill="${c.silver}"/>
    ${shine(`M${37} ${34} L${58} ${66}`, 3)}${shine('M48 30 L64 56', 1.4)}`;
};

const candle: Shape = (c, v) => {
  const stem = v % 2 === 1;
  const cupTop = stem ? 44 : 56;
  const cupW = 12 + v;
  const holder = stem
    ? `<path d="M${50 - cupW} ${cupTop} L${50 + cupW} ${cupTop} L${50 + cupW * 0.6} ${cupTop + 12} L52 ${cupTop + 14} L52 82 L62 86 L38 86 L48 82 L48 ${cupTop + 14} L${50 - cupW * 0.6} ${cupTop + 12} Z" fill="${c.glass}" stroke="${c.stroke}" stroke-width="0.6"/>`
    : `<rect x="${50 - cupW}" y="${cupTop}" width="${cupW * 2}" height="${86 - cupTop}" rx="4" fill="${c.glass}" stroke="${c.stroke}" stroke-width="0.6"/>`;
  const candleTop = cupTop - 16;
  return `<circle cx="50" cy="${candleTop - 6}" r="20" fill="${c.glow}"/>
    <rect x="45" y="${candleTop}" width="10" height="${cupTop - candleTop + 6}" rx="1.5" fill="#f7efe0" stroke="#d9c9a8" stroke-width="0.5"/>
    <path d="M50 ${candleTop - 12} Q55 ${candleTop - 5} 50 ${candleTop - 1} Q45 ${candleTop - 5} 50 ${candleTop - 12} Z" fill="hsl(36, 100%, 58%)"/>
    <path d="M50 ${candleTop - 8} Q52 ${candleTop - 4} 50 ${candleTop - 2} Q48 ${candleTop - 4} 50 ${candleTop - 8} Z" fill="#fff6c8"/>
    ${holder}${shine(`M${50 - cupW * 0.6} ${cupTop + 3} L${50 - cupW * 0.5} ${cupTop + 10}`, 1.6)}`;
};

function starPoints(cx: number, cy: number, outer: number, inner: number, points: number): string {
  return Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 ? inner : outer;
    const a = (i / (points * 2)) * Math.PI * 2 - Math.PI / 2;
    return `${(cx + Math.cos(a) * r).toFixed(2)},${(cy + Math.sin(a) * r).toFixed(2)}`;
  }).join(' ');
}

const plate: Shape = (c, v) => {
  const dots = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2;
    return `<circle cx="${50 + Math.cos(a) * 31}" cy="${50 + Math.sin(a) * 31}" r="1.6" fill="${hsl(c.hue + 40, 70, 85)}"/>`;
  }).join('');
  return `<ellipse cx="50" cy="88" rx="24" ry="2.5" fill="${hsl(c.hue, 30, 30, 0.2)}"/>
    <circle cx="50" cy="50" r="36" fill="${c.glass}" stroke="${c.stroke}" stroke-width="0.7"/>
    <circle cx="50" cy="50" r="27" fill="none" stroke="${hsl(42, 70, 60)}" stroke-width="${v % 2 ? 1.6 : 0.8}"/>
    ${dots}
    <polygon points="${starPoints(50, 50, 20, 9 + v, 6 + v * 2)}" fill="${hsl(c.hue + 30 * v, 70, 80, 0.8)}" stroke="${hsl(42, 70, 55)}" stroke-width="0.8"/>
    ${shine('M26 36 Q30 24 42 18', 2)}`;
};

const gift: Shape = (c, v) => {
  const ribbon = hsl(c.hue, 70, 42);
  const box = hsl(c.hue + 200, 25, 92);
  return `${tumbler(c, 34, 0.62, v % 2 === 0, 54)}
    ${tumbler(c, 62, 0.7, false, 54)}
    <rect x="18" y="52" width="64" height="34" rx="2" fill="${box}" stroke="${hsl(c.hue, 20, 60)}" stroke-width="0.6"/>
    <rect x="46" y="52" width="8" height="34" fill="${ribbon}"/>
    <rect x="18" y="64" width="64" height="6" fill="${ribbon}" fill-opacity="0.85"/>
    <path d="M50 52 Q${40 - v} 40 38 50 Z M50 52 Q${60 + v} 40 62 50 Z" fill="${ribbon}"/>`;
};

const stained: Shape = (c, v) => {
  const rnd = createPrng(hashSeed(`stained-${v}`));
  const cells: string[] = [];
  const cols = 3 + (v % 2);
  const rows = 4;
  const x0 = 24;
  const y0 = 30;
  const cw = 52 / cols;
  const ch = 54 / rows;
  for (let r = 0; r < rows; r += 1) {
    for (let k = 0; k < cols; k += 1) {
      const hue = c.hue + rnd.pick([0, 40, 120, 180, 220, 300]);
      const x = x0 + k * cw;
      const y = y0 + r * ch;
      const diag = rnd.next() > 0.5;
      cells.push(
        `<rect x="${x}" y="${y}" width="${cw}" height="${ch}" fill="${hsl(hue, 70, 55, 0.9)}"/>`,
        diag
          ? `<polygon points="${x},${y} ${x + cw},${y} ${x},${y + ch}" fill="${hsl(hue + 60, 70, 65, 0.9)}"/>`
          : `<circle cx="${x + cw / 2}" cy="${y + ch / 2}" r="${Math.min(cw, ch) / 3}" fill="${hsl(hue + 150, 75, 70, 0.95)}"/>`,
      );
    }
  }
  const lead = '#2b2522';
  const lines = [
    ...Array.from({ length: cols - 1 }, (_, k) => `M${x0 + (k + 1) * cw} ${y0} V84`),
    ...Array.from({ length: rows - 1 }, (_, r) => `M${x0} ${y0 + (r + 1) * ch} H76`),
  ].join(' ');
  return `<path d="M24 30 Q24 12 50 12 Q76 12 76 30 Z" fill="${hsl(c.hue + 50, 75, 60, 0.9)}"/>
    <polygon points="${starPoints(50, 23, 8, 4, 8)}" fill="${hsl(48, 90, 70)}" stroke="${lead}" stroke-width="0.8"/>
    ${cells.join('')}
    <path d="${lines}" stroke="${lead}" stroke-width="1.3" fill="none"/>
    <path d="M24 84 L24 30 Q24 12 50 12 Q76 12 76 30 L76 84 Z" fill="none" stroke="${lead}" stroke-width="2.4"/>`;
};

const mosaic: Shape = (c, v) => {
  const rnd = createPrng(hashSeed(`mosaic-${v}`));
  const n = 7 + v;
  const size = 64 / n;
  const tiles: string[] = [];
  for (let r = 0; r < n; r += 1) {
    for (let k = 0; k < n; k += 1) {
      const hue = c.hue + rnd.int(-25, 25) + (v === 4 && (r + k) % 3 === 0 ? 180 : 0);
      tiles.push(
        `<rect x="${(18 + k * size + 0.5).toFixed(2)}" y="${(18 + r * size + 0.5).toFixed(2)}" width="${(size - 1).toFixed(2)}" height="${(size - 1).toFixed(2)}" rx="0.6" fill="${hsl(hue, rnd.int(45, 80), rnd.int(35, 72))}"/>`,
      );
    }
  }
  return `<rect x="17" y="17" width="66" height="66" rx="2" fill="#e9ece9"/>${tiles.join('')}
    ${shine('M22 30 L30 22', 2)}`;
};

const SHAPES: Record<ArtFamily, Shape> = {
  vase,
  bowl,
  glass,
  lantern,
  mirror,
  candle,
  plate,
  gift,
  stained,
  mosaic,
};

/** A shape in a nested 100 × 100 box at (x, y) of `size`, drawn with paint prefix `p`. */
const placedShape = (
  family: ArtFamily,
  variant: number,
  p: string,
  hue: number,
  x: number,
  y: number,
  size: number,
): string =>
  `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 100 100">${SHAPES[family](paintOf(p, hue), variant)}</svg>`;

/** Hue of artwork `variant` of a family: variants drift around the family hue. */
export const variantHue = (hue: number, variant: number): number =>
  hue + [0, 28, -24, 150][(variant - 1) % 4]!;

/** 1:1 product picture. */
export function productSvg(
  family: ArtFamily,
  variant: number,
  baseHue: number,
  size: number,
): string {
  const hue = variantHue(baseHue, variant);
  return `${svgOpen(size, size, 100, 100)}<defs>${glassDefs('a', hue)}
    <radialGradient id="bg" cx="50%" cy="38%" r="80%">
      <stop offset="0" stop-color="${hsl(hue, 35, 98)}"/>
      <stop offset="1" stop-color="${hsl(hue, 28, 86)}"/>
    </radialGradient></defs>
    <rect width="100" height="100" fill="url(#bg)"/>
    <ellipse cx="50" cy="87" rx="30" ry="3.6" fill="${hsl(hue, 30, 35, 0.22)}"/>
    ${SHAPES[family](paintOf('a', hue), variant)}</svg>`;
}

const textEl = (
  text: string,
  x: number,
  y: number,
  size: number,
  anchor: 'start' | 'middle' | 'end',
  fill = '#ffffff',
  weight = 'bold',
): string =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(text)}</text>`;

function bokeh(seed: string, w: number, h: number, count: number): string {
  const rnd = createPrng(hashSeed(seed));
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${rnd.int(0, w)}" cy="${rnd.int(0, h)}" r="${rnd.int(h / 20, h / 5)}" fill="#ffffff" fill-opacity="${(0.04 + rnd.next() * 0.08).toFixed(3)}"/>`,
  ).join('');
}

const backdrop = (id: string, hue: number, w: number, h: number): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${hsl(hue, 55, 34)}"/>
    <stop offset="1" stop-color="${hsl(hue + 25, 60, 16)}"/>
  </linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${id})"/>`;

/** 16:5 category banner with the category name in one language. */
export function bannerSvg(options: {
  family: ArtFamily;
  hue: number;
  title: string;
  subtitle: string;
  lang: 'ar' | 'en';
  width: number;
}): string {
  const W = 1280;
  const H = 400;
  const { family, hue, lang } = options;
  const artX = lang === 'ar' ? 70 : 760;
  const art = [1, 2, 3]
    .map((v, i) =>
      placedShape(
        family,
        v,
        `s${v}`,
        variantHue(hue, v),
        artX + i * 150,
        70 + (i % 2) * 30,
        300 - i * 20,
      ),
    )
    .join('');
  const textX = lang === 'ar' ? 1210 : 70;
  const anchor = lang === 'ar' ? 'end' : 'start';
  return `${svgOpen(options.width, (options.width * H) / W, W, H)}<defs>${[1, 2, 3]
    .map((v) => glassDefs(`s${v}`, variantHue(hue, v)))
    .join('')}${backdrop('bd', hue, W, H)}${bokeh(`banner-${family}-${lang}`, W, H, 14)}
    ${art}
    ${textEl(options.title, textX, 185, 72, anchor)}
    ${textEl(options.subtitle, textX, 250, 30, anchor, 'rgba(255,255,255,0.85)', 'normal')}
    <rect x="${lang === 'ar' ? 1090 : 70}" y="280" width="120" height="6" rx="3" fill="${hsl(hue + 180, 80, 70)}"/></svg>`;
}

/** 16:7 header slide: Arabic headline, English line under it, a cluster of glass. */
export function headerSvg(options: {
  families: ArtFamily[];
  hue: number;
  headlineAr: string;
  headlineEn: string;
  width: number;
  seed: string;
}): string {
  const W = 1280;
  const H = 560;
  const art = options.families
    .map((family, i) =>
      placedShape(
        family,
        (i % 4) + 1,
        `h${i}`,
        options.hue + i * 22,
        60 + i * 150,
        230 + (i % 2) * 30,
        290,
      ),
    )
    .join('');
  return `${svgOpen(options.width, (options.width * H) / W, W, H)}<defs>${options.families
    .map((_, i) => glassDefs(`h${i}`, options.hue + i * 22))
    .join('')}${backdrop('hd', options.hue, W, H)}${bokeh(options.seed, W, H, 22)}
    ${art}
    ${textEl(options.headlineAr, 1200, 110, 60, 'end')}
    ${textEl(options.headlineEn, 1200, 170, 32, 'end', 'rgba(255,255,255,0.85)', 'normal')}
    ${textEl('زجاج · ZUJAJ', 1200, 500, 28, 'end', 'rgba(255,255,255,0.7)')}</svg>`;
}

/** 4:5 catalog cover in one language. */
export function catalogCoverSvg(options: {
  family: ArtFamily;
  hue: number;
  title: string;
  year: string;
  lang: 'ar' | 'en';
  width: number;
}): string {
  const W = 800;
  const H = 1000;
  const anchor = options.lang === 'ar' ? 'end' : 'start';
  const x = options.lang === 'ar' ? 740 : 60;
  const brand = options.lang === 'ar' ? 'زجاج' : 'ZUJAJ';
  const tag = options.lang === 'ar' ? 'كتالوج المنتجات' : 'Product catalogue';
  return `${svgOpen(options.width, (options.width * H) / W, W, H)}<defs>${glassDefs('c', options.hue)}${backdrop('cv', options.hue, W, H)}${bokeh(`cover-${options.title}`, W, H, 12)}
    <rect x="40" y="40" width="720" height="920" fill="none" stroke="rgba(255,255,255,0.5)" stroke-width="3"/>
    ${textEl(brand, x, 130, 44, anchor, 'rgba(255,255,255,0.85)')}
    ${placedShape(options.family, 2, 'c', options.hue, 170, 230, 460)}
    ${textEl(tag, x, 780, 30, anchor, 'rgba(255,255,255,0.8)', 'normal')}
    ${textEl(options.title, x, 850, 50, anchor)}
    ${textEl(options.year, x, 910, 34, anchor, hsl(options.hue + 180, 80, 75))}</svg>`;
}

/** 1:1 monogram avatar. */
export function avatarSvg(initials: string, hue: number, size: number): string {
  return `${svgOpen(size, size, 200, 200)}<defs>
    <linearGradient id="av" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 55, 58)}"/><stop offset="1" stop-color="${hsl(hue + 30, 60, 30)}"/>
    </linearGradient></defs>
    <rect width="200" height="200" fill="${hsl(hue, 30, 94)}"/>
    <circle cx="100" cy="100" r="84" fill="url(#av)"/>
    <circle cx="100" cy="100" r="84" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"/>
    ${textEl(initials, 100, 122, 64, 'middle')}</svg>`;
}

/** 4:3 factory scene; `index` picks the kind and its details. */
export function factorySvg(index: number, width: number): string {
  const W = 800;
  const H = 600;
  const rnd = createPrng(hashSeed(`factory-${index}`));
  const kind = index % 4;
  const hue = [24, 200, 35, 180][kind]!;
  const families: ArtFamily[] = ['vase', 'bowl', 'glass', 'lantern', 'candle', 'plate'];
  let scene = '';
  if (kind === 0) {
    // Furnace: a glowing arch and a blowpipe with a gather of molten glass.
    scene = `<rect x="250" y="170" width="300" height="330" rx="24" fill="#3a2a22"/>
      <path d="M300 500 L300 320 Q400 200 500 320 L500 500 Z" fill="url(#fire)"/>
      <line x1="${rnd.int(80, 140)}" y1="${rnd.int(380, 440)}" x2="430" y2="380" stroke="#9aa3a8" stroke-width="8" stroke-linecap="round"/>
      <circle cx="440" cy="380" r="${rnd.int(20, 32)}" fill="hsl(30, 100%, 62%)"/>`;
  } else if (kind === 1) {
    // Shelves of finished pieces.
    scene = [0, 1, 2]
      .map(
        (row) =>
          `<rect x="60" y="${200 + row * 140}" width="680" height="12" fill="#8b6b4f"/>` +
          Array.from({ length: 5 }, (_, k) =>
            placedShape(
              rnd.pick(families),
              rnd.int(1, 4),
              'f',
              hue,
              80 + k * 130,
              90 + row * 140,
              115,
            ),
          ).join(''),
      )
      .join('');
  } else if (kind === 2) {
    // Workbench with tools and a piece being cut.
    scene = `<rect x="0" y="400" width="800" height="200" fill="#6d5541"/>
      ${placedShape(rnd.pick(families), rnd.int(1, 4), 'f', hue, 280, 150, 260)}
      <rect x="${rnd.int(60, 120)}" y="370" width="140" height="20" rx="4" fill="#9aa3a8"/>
      <rect x="${rnd.int(560, 620)}" y="360" width="30" height="40" rx="4" fill="#c0392b"/>`;
  } else {
    // Packing hall: boxes ready for delivery.
    scene = Array.from({ length: 9 }, (_, k) => {
      const x = 80 + (k % 3) * 220 + rnd.int(-10, 10);
      const y = 140 + Math.floor(k / 3) * 140;
      return `<rect x="${x}" y="${y}" width="180" height="120" rx="6" fill="hsl(32, 45%, ${rnd.int(55, 68)}%)" stroke="#7a5a3a" stroke-width="3"/>
        <rect x="${x + 80}" y="${y}" width="20" height="120" fill="hsl(32, 40%, 80%)"/>`;
    }).join('');
  }
  return `${svgOpen(width, (width * H) / W, W, H)}<defs>${glassDefs('f', hue)}
    <radialGradient id="fire" cx="50%" cy="70%" r="60%">
      <stop offset="0" stop-color="#fff3b0"/><stop offset="0.5" stop-color="#ff9a2e"/><stop offset="1" stop-color="#b3261e"/>
    </radialGradient>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 18, kind === 0 ? 18 : 82)}"/><stop offset="1" stop-color="${hsl(hue, 22, kind === 0 ? 10 : 66)}"/>
    </linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#wall)"/>${scene}
    ${textEl(`${index + 1}`.padStart(2, '0'), 770, 570, 28, 'end', 'rgba(255,255,255,0.75)')}</svg>`;
}

/** 5:3 description sheet: the piece with its dimensions in centimetres (language-neutral). */
export function detailSvg(family: ArtFamily, hue: number, width: number): string {
  const W = 1000;
  const H = 600;
  const rnd = createPrng(hashSeed(`detail-${family}`));
  const height = rnd.int(18, 60);
  const breadth = rnd.int(10, 40);
  const line = hsl(hue, 40, 30);
  return `${svgOpen(width, (width * H) / W, W, H)}<defs>${glassDefs('d', hue)}</defs>
    <rect width="${W}" height="${H}" fill="${hsl(hue, 25, 97)}"/>
    <g stroke="${hsl(hue, 20, 88)}" stroke-width="1">${Array.from({ length: 20 }, (_, i) => `<line x1="${i * 50}" y1="0" x2="${i * 50}" y2="${H}"/>`).join('')}${Array.from({ length: 12 }, (_, i) => `<line x1="0" y1="${i * 50}" x2="${W}" y2="${i * 50}"/>`).join('')}</g>
    ${placedShape(family, 1, 'd', hue, 250, 60, 480)}
    <path d="M200 90 V500 M190 90 H210 M190 500 H210" stroke="${line}" stroke-width="3" fill="none"/>
    <path d="M330 540 H670 M330 530 V550 M670 530 V550" stroke="${line}" stroke-width="3" fill="none"/>
    ${textEl(`${height} cm`, 180, 300, 34, 'end', line)}
    ${textEl(`${breadth} cm`, 500, 585, 30, 'middle', line)}
    ${textEl('ZUJAJ', 960, 60, 30, 'end', hsl(hue, 40, 45))}</svg>`;
}
