#!/usr/bin/env node
// Generates every SVG illustration of the site (plain Node, no dependencies).
//   node scripts/assets/make-illustrations.mjs
// Writes into public/: images/logo.svg, favicon.svg, images/clinic.svg,
// images/categories/*.svg, images/treatments/*.svg, images/doctors/*.svg and,
// when `rsvg-convert` is installed (Debian: librsvg2-bin), images/og-image.png.
// One style everywhere: ink outlines 4 units wide with round caps and joins,
// flat fills from the five brand colours, rounded corners of 24 on the frame.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public');

const TEAL = '#0f5f63';
const SEA = '#d8efe9';
const SAND = '#f4ede1';
const INK = '#1c2b2d';
const WHITE = '#fff';

// ---------------------------------------------------------------- primitives

const f = (v) => String(Math.round(v * 10) / 10);

/** Scales an absolute path (M L C Q S T Z only) by s around its origin. */
const sp = (d, s = 1, sx = 1) => {
  let i = 0;
  return d
    .replace(/[A-Za-z]|-?\d*\.?\d+/g, (tok) => {
      if (/[A-Za-z]/.test(tok)) {
        i = 0;
        return tok;
      }
      const v = Number(tok) * s * (i++ % 2 === 0 ? sx : 1);
      return ` ${f(v)}`;
    })
    .replace(/\s+/g, ' ')
    .replace(/([A-Za-z]) /g, '$1')
    .replace(/ -/g, '-')
    .trim();
};

const attrs = (fill, extra = '') => `${fill ? ` fill="${fill}"` : ''}${extra ? ` ${extra}` : ''}`;
const path = (d, fill, extra) => `<path d="${d}"${attrs(fill, extra)}/>`;
const P = (d, s, fill, extra, sx) => path(sp(d, s, sx), fill, extra);
const circle = (x, y, r, fill, extra) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}"${attrs(fill, extra)}/>`;
const ellipse = (x, y, rx, ry, fill, extra) =>
  `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}"${attrs(fill, extra)}/>`;
const rect = (x, y, w, h, rx, fill, extra) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${rx ? ` rx="${f(rx)}"` : ''}${attrs(fill, extra)}/>`;
const line = (x1, y1, x2, y2, extra) =>
  `<path d="M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}"${extra ? ` ${extra}` : ''}/>`;
const g = (x, y, body, rot = 0, extra = '') =>
  `<g transform="translate(${f(x)} ${f(y)})${rot ? ` rotate(${rot})` : ''}"${extra ? ` ${extra}` : ''}>${body}</g>`;
const NS = 'stroke="none"';
const DASH = 'stroke-dasharray="8 10"';

const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
  `<g fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">` +
  `${body}</g></svg>\n`;

// ---------------------------------------------------------------- small parts

const sparkle = (x, y, r = 12, fill = TEAL) =>
  path(
    `M${f(x)} ${f(y - r)}Q${f(x)} ${f(y)} ${f(x + r)} ${f(y)}Q${f(x)} ${f(y)} ${f(x)} ${f(y + r)}Q${f(x)} ${f(y)} ${f(x - r)} ${f(y)}Q${f(x)} ${f(y)} ${f(x)} ${f(y - r)}Z`,
    fill,
    fill === TEAL ? NS : '',
  );
const plus = (x, y, r = 8) => line(x - r, y, x + r, y) + line(x, y - r, x, y + r);
const arrow = (x1, y1, x2, y2, extra = '') => {
  const a = Math.atan2(y2 - y1, x2 - x1);
  const h = 12;
  const p1 = [x2 - h * Math.cos(a - 0.6), y2 - h * Math.sin(a - 0.6)];
  const p2 = [x2 - h * Math.cos(a + 0.6), y2 - h * Math.sin(a + 0.6)];
  return (
    line(x1, y1, x2, y2, extra) +
    path(`M${f(p1[0])} ${f(p1[1])}L${f(x2)} ${f(y2)}L${f(p2[0])} ${f(p2[1])}`)
  );
};
const check = (x, y, r = 20) =>
  circle(x, y, r, TEAL) +
  path(
    `M${f(x - r * 0.4)} ${f(y)}L${f(x - r * 0.1)} ${f(y + r * 0.3)}L${f(x + r * 0.45)} ${f(y - r * 0.3)}`,
    '',
    `stroke="${WHITE}"`,
  );
const shadow = (x, y, rx) => ellipse(x, y, rx, 10, TEAL, `${NS} fill-opacity=".14"`);
const star = (x, y, r, fill = TEAL) => {
  const pts = [];
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const rr = k % 2 ? r * 0.48 : r;
    pts.push(`${f(x + rr * Math.cos(a))} ${f(y + rr * Math.sin(a))}`);
  }
  return path(`M${pts.join('L')}Z`, fill);
};

// A molar, centred; about 100 wide and 160 tall at s = 1.
const TOOTH =
  'M0 -62C-14 -74 -38 -80 -50 -62C-60 -46 -56 -18 -48 4C-42 22 -40 50 -32 70C-26 82 -14 78 -12 64C-9 46 -6 30 0 30C6 30 9 46 12 64C14 78 26 82 32 70C40 50 42 22 48 4C56 -18 60 -46 50 -62C38 -80 14 -74 0 -62Z';
const tooth = (x, y, s = 1, fill = WHITE) => g(x, y, P(TOOTH, s, fill));
// The crown part of a molar (a cap), from y -62 to 6.
const CROWN =
  'M-46 0C-54 -28 -50 -58 -28 -62C-14 -64 -8 -54 0 -54C8 -54 14 -64 28 -62C50 -58 54 -28 46 0C30 8 -30 8 -46 0Z';
const crown = (x, y, s = 1, fill = WHITE) => g(x, y, P(CROWN, s, fill));

// A screw implant with abutment; top of the abutment at y 0.
const implant = (x, y, s = 1, down = false) => {
  let b = P('M-14 0L14 0L18 22L-18 22Z', s, TEAL);
  b += P('M-20 22L20 22L15 120C8 130 -8 130 -15 120Z', s, WHITE);
  for (let k = 0; k < 5; k++) {
    const yy = 38 + k * 17;
    const w = 19 - k * 0.9;
    b += line(-w * s, (yy + 5) * s, w * s, (yy - 5) * s);
  }
  return g(x, y, b, down ? 180 : 0);
};

const drop = (x, y, s = 1, fill = TEAL) =>
  g(
    x,
    y,
    P(
      'M0 -30C10 -15 20 -5 20 8C20 20 11 28 0 28C-11 28 -20 20 -20 8C-20 -5 -10 -15 0 -30Z',
      s,
      fill,
    ),
  );

// A syringe lying horizontally, needle tip to the right, centred.
const syringe = (x, y, rot = 0) =>
  g(
    x,
    y,
    line(-104, 0, -76, 0) +
      rect(-112, -14, 8, 28, 3, TEAL) +
      rect(-76, -22, 8, 44, 4, WHITE) +
      rect(-68, -14, 110, 28, 8, WHITE) +
      rect(-20, -8, 56, 16, 4, TEAL, NS) +
      line(-44, -14, -44, -4) +
      line(-30, -14, -30, -4) +
      line(-16, -14, -16, -4) +
      rect(42, -7, 14, 14, 3, WHITE) +
      line(56, 0, 92, 0, 'stroke-width="3"'),
    rot,
  );

const vial = (x, y) =>
  g(
    x,
    y,
    rect(-22, -28, 44, 72, 10, WHITE) +
      rect(-16, 4, 32, 34, 6, TEAL, NS) +
      rect(-16, -44, 32, 18, 5, TEAL),
  );

const testTube = (x, y, s = 1) =>
  g(
    x,
    y,
    P('M-20 -10L20 -10L20 70C20 84 -20 84 -20 70Z', s, TEAL, NS) +
      P('M-20 -50L20 -50L20 -10L-20 -10Z', s, SAND, NS) +
      P('M-20 -90L-20 70C-20 94 20 94 20 70L20 -90', s) +
      line(-28 * s, -90 * s, 28 * s, -90 * s) +
      line(-20 * s, -10 * s, 20 * s, -10 * s),
  );

const magnifier = (x, y, r = 44) =>
  g(
    x,
    y,
    line(r * 0.72, r * 0.72, r * 1.6, r * 1.6, `stroke="${INK}" stroke-width="14"`) +
      line(r * 0.72, r * 0.72, r * 1.6, r * 1.6, `stroke="${TEAL}" stroke-width="6"`) +
      circle(0, 0, r, WHITE, 'fill-opacity=".55"') +
      path(
        `M${f(-r * 0.55)} ${f(-r * 0.2)}Q${f(-r * 0.5)} ${f(-r * 0.5)} ${f(-r * 0.2)} ${f(-r * 0.58)}`,
        '',
        `stroke="${WHITE}"`,
      ),
  );

// Lips, centred on the mouth line; about 160 wide.
const UPPER_LIP =
  'M-80 0C-56 -14 -38 -34 -18 -32C-8 -31 -4 -24 0 -24C4 -24 8 -31 18 -32C38 -34 56 -14 80 0C40 8 -40 8 -80 0Z';
const LOWER_LIP = 'M-80 0C-40 8 40 8 80 0C60 30 32 44 0 44C-32 44 -60 30 -80 0Z';
const lips = (x, y, s = 1, fill = TEAL) =>
  g(
    x,
    y,
    P(LOWER_LIP, s, fill) +
      P(UPPER_LIP, s, fill) +
      P('M-50 2Q0 10 50 2', s, '', `stroke="${WHITE}" stroke-opacity=".5"`),
  );

// An almond eye with lid crease; about 100 wide.
const eye = (x, y, s = 1, lashes = true) => {
  let b = P('M-50 0C-28 -30 28 -30 50 0C28 26 -28 26 -50 0Z', s, WHITE);
  b +=
    circle(0, 0, 15 * s, TEAL) +
    circle(0, 0, 5 * s, INK, NS) +
    circle(5 * s, -5 * s, 3 * s, WHITE, NS);
  b += P('M-46 -14C-24 -42 24 -42 46 -14', s);
  if (lashes)
    for (const [a, bx] of [
      [-34, -14],
      [-16, -22],
      [4, -24],
      [22, -20],
      [38, -12],
    ])
      b += line(a * s, bx * s, (a + (a > 0 ? 6 : a < -20 ? -4 : 1)) * s, (bx - 9) * s);
  return g(x, y, b);
};
const BROW = 'M-62 -4C-40 -26 10 -34 60 -18C30 -22 -20 -16 -56 4Z';

// A head seen from the front; origin at the head centre.
const faceFront = (o = {}) => {
  const { hair = TEAL, smile = true, closed = true, shoulders = true, fill = WHITE } = o;
  let b = '';
  if (shoulders)
    b +=
      path('M-120 170C-118 124 -70 108 -30 104L30 104C70 108 118 124 120 170Z', TEAL) +
      path('M-30 104L0 140L30 104', '') +
      rect(-22, 66, 44, 44, 0, fill);
  b += ellipse(-66, 8, 12, 18, fill) + ellipse(66, 8, 12, 18, fill);
  b += ellipse(0, 0, 66, 82, fill);
  if (hair)
    b += path(
      'M-66 4C-76 -62 -34 -90 4 -88C46 -88 78 -58 66 4C58 -26 42 -46 14 -50C-6 -28 -40 -20 -66 4Z',
      hair,
    );
  if (closed) b += path('M-38 8Q-27 16 -16 8') + path('M16 8Q27 16 38 8');
  else b += circle(-26, 8, 5, INK, NS) + circle(26, 8, 5, INK, NS);
  b += path('M0 14Q-6 30 4 32');
  b += smile ? path('M-16 48Q0 60 16 48') : path('M-12 52L12 52');
  return b;
};

// A head in profile facing right; origin near the centre of the head.
const PROFILE =
  'M-12 150L-10 106C8 110 40 106 46 88C50 76 42 70 44 62C50 58 52 54 46 48C52 42 54 36 48 30C46 24 52 20 58 17C66 14 66 6 60 -2C52 -12 46 -22 42 -34C40 -46 42 -56 38 -72C28 -116 -10 -132 -40 -126C-84 -118 -104 -76 -100 -28C-98 10 -86 40 -72 64L-70 150';
const EAR = 'M-38 -30C-22 -40 -8 -28 -12 -12C-14 2 -22 6 -22 16C-22 26 -32 30 -38 24';
const profile = (fill = WHITE, hair = TEAL) =>
  path(PROFILE, fill) +
  (hair
    ? path(
        'M-100 -28C-104 -76 -84 -118 -40 -126C-10 -132 28 -116 38 -72C20 -90 -10 -96 -30 -80C-36 -60 -60 -40 -58 -6C-70 -10 -88 -12 -100 -28Z',
        hair,
      )
    : '') +
  path(EAR, fill) +
  path('M24 -30Q32 -34 38 -30');

// A skin sample: a rounded block with a sand upper layer.
const skin = (x, y, w, h, extra = '') =>
  g(
    x,
    y,
    rect(0, 0, w, h, 18, WHITE) +
      path(
        `M2 ${f(h * 0.38)}C${f(w * 0.3)} ${f(h * 0.46)} ${f(w * 0.6)} ${f(h * 0.3)} ${f(w - 2)} ${f(h * 0.4)}`,
        '',
        'stroke-width="3" stroke-opacity=".35"',
      ) +
      extra,
  );

// A lower jaw in side view, chin to the right; origin mid-body.
const JAW =
  'M-150 -96C-150 -112 -126 -114 -124 -98C-122 -88 -118 -80 -110 -78C-104 -78 -100 -90 -94 -96C-86 -102 -78 -96 -80 -86C-84 -60 -86 -40 -80 -20L130 -20C146 -18 152 0 146 22C140 40 120 46 100 46L-104 46C-130 46 -144 32 -146 8Z';
const jaw = (x, y) =>
  g(
    x,
    y,
    path(JAW, WHITE) +
      [-48, -14, 20, 54, 88, 118]
        .map((cx) =>
          P(CROWN, 0.32, WHITE).replace('<path', `<path transform="translate(${cx} -18)"`),
        )
        .join(''),
  );

// ---------------------------------------------------------------- scenes

const SPOTS = [
  [372, 92],
  [112, 96],
  [380, 236],
  [100, 228],
];
const hash = (s) => [...s].reduce((a, c) => (a * 31 + c.charCodeAt(0)) >>> 0, 7);

const frame = (slug, body) => {
  const h = hash(slug);
  const [sx, sy] = SPOTS[h % 4];
  const [dx, dy] = SPOTS[(h + 2) % 4];
  const deco =
    circle(dx < 240 ? 44 : 436, dy < 160 ? 40 : 282, 6, TEAL, `${NS} fill-opacity=".35"`) +
    circle(dx < 240 ? 66 : 414, dy < 160 ? 58 : 264, 4, TEAL, `${NS} fill-opacity=".35"`);
  return svg(
    480,
    320,
    rect(0, 0, 480, 320, 24, SEA, NS) + circle(sx, sy, 92, SAND, NS) + deco + body,
  );
};

const gum = (x1, x2, y, h, fill = SAND) => rect(x1, y, x2 - x1, h, 18, fill);

const T = {};

T['fillings-and-root-canals'] =
  shadow(240, 272, 90) +
  tooth(240, 164, 1.35) +
  P(
    'M-8 -2C-18 18 -22 44 -24 66M8 -2C18 18 22 44 24 66',
    1.35,
    '',
    `stroke="${TEAL}" stroke-width="7"`,
  ).replace('<path', '<path transform="translate(240 164)"') +
  g(
    240,
    164,
    P('M-30 -50C-18 -62 4 -58 10 -44C16 -30 6 -18 -10 -18C-28 -18 -38 -34 -30 -50Z', 1, TEAL),
  ) +
  sparkle(330, 86, 14) +
  sparkle(152, 210, 9);

T['braces-and-aligners'] = (() => {
  let b = shadow(240, 262, 160);
  const xs = [104, 158, 212, 268, 322, 376];
  xs.forEach((x, k) => {
    const hgt = [78, 88, 100, 100, 88, 78][k];
    b += rect(x - 24, 90, 48, hgt + 20, 16, WHITE);
  });
  b += path('M72 96C140 70 340 70 408 96L408 116C340 104 140 104 72 116Z', SAND);
  b += path('M84 162Q160 172 240 172', '', 'stroke-width="5"');
  xs.slice(0, 3).forEach((x, k) => (b += rect(x - 11, 154 + k * 3, 22, 20, 5, TEAL)));
  b += path(
    'M236 100L420 100L416 196C380 226 280 226 240 200Z',
    WHITE,
    'fill-opacity=".55" stroke-dasharray="2 9"',
  );
  b += sparkle(432, 250, 12) + sparkle(60, 240, 9);
  return b;
})();

T['crowns-and-bridges'] =
  shadow(170, 282, 70) +
  g(
    170,
    196,
    P(
      'M-40 -10L-30 -42C-20 -52 20 -52 30 -42L40 -10C44 20 40 50 32 70C26 82 14 78 12 64C9 46 6 30 0 30C-6 30 -9 46 -12 64C-14 78 -26 82 -32 70C-40 50 -44 20 -40 -10Z',
      0.95,
      WHITE,
    ),
  ) +
  crown(170, 104, 1, TEAL) +
  arrow(236, 104, 236, 150) +
  shadow(350, 282, 86) +
  gum(272, 428, 212, 58) +
  g(300, 230, P('M-22 -22L-18 -40L18 -40L22 -22L22 30L-22 30Z', 1, WHITE)) +
  g(400, 230, P('M-22 -22L-18 -40L18 -40L22 -22L22 30L-22 30Z', 1, WHITE)) +
  path(
    'M270 190C262 166 270 142 292 140C306 138 312 148 326 148C340 148 352 138 366 140C380 142 388 148 400 148C414 148 420 138 432 142C448 150 440 176 432 190C380 200 320 200 270 190Z',
    WHITE,
  ) +
  line(326, 150, 324, 192) +
  line(372, 150, 374, 192);

T['dentures'] = (() => {
  let b = shadow(240, 286, 130);
  const row = (y, down) => {
    let r = '';
    const xs = [-110, -72, -36, 0, 36, 72, 110];
    xs.forEach((x, k) => {
      const hh = [34, 40, 48, 52, 48, 40, 34][k];
      const yy = y + (Math.abs(x) / 110) * 14 * (down ? -1 : 1);
      r += down
        ? rect(240 + x - 16, yy, 32, hh, 12, WHITE)
        : rect(240 + x - 16, yy - hh, 32, hh, 12, WHITE);
    });
    return r;
  };
  b += row(132, true);
  b += path('M104 150C96 90 150 58 240 58C330 58 384 90 376 150C330 128 150 128 104 150Z', TEAL);
  b += row(252, false);
  b += path(
    'M104 236C150 258 330 258 376 236C384 272 330 288 240 288C150 288 96 272 104 236Z',
    TEAL,
  );
  b += sparkle(414, 70, 12) + sparkle(70, 120, 9);
  return b;
})();

T['cleaning-and-gum-disease'] =
  tooth(200, 150, 1.2) +
  path(
    'M108 206C140 196 150 226 178 224C200 222 210 200 240 206C264 212 270 222 296 206L296 286L108 286Z',
    SAND,
  ).replace('<path', '<path') +
  g(
    340,
    96,
    rect(-14, 0, 28, 150, 14, TEAL) +
      rect(-22, -78, 44, 80, 10, WHITE) +
      [-64, -48, -32, -16].map((yy) => line(-22, yy, 22, yy, 'stroke-width="3"')).join(''),
    -28,
  ) +
  circle(276, 62, 12, WHITE) +
  circle(300, 40, 8, WHITE) +
  circle(138, 74, 9, WHITE) +
  sparkle(110, 120, 10);

T['childrens-dentistry'] =
  shadow(224, 274, 80) +
  tooth(224, 168, 1.15) +
  circle(204, 128, 5, INK, NS) +
  circle(244, 128, 5, INK, NS) +
  path('M206 148Q224 164 242 148') +
  ellipse(188, 146, 9, 6, TEAL, `${NS} fill-opacity=".3"`) +
  ellipse(260, 146, 9, 6, TEAL, `${NS} fill-opacity=".3"`) +
  star(348, 92, 36) +
  star(390, 176, 16, SAND) +
  sparkle(110, 90, 12);

T['dental-x-rays'] = (() => {
  let b = shadow(240, 280, 140) + rect(104, 70, 272, 190, 20, TEAL);
  const w = 'stroke="#fff" stroke-opacity=".85"';
  for (const x of [170, 240, 310]) b += g(x, 168, P(TOOTH, 0.56, '', w));
  b += g(240, 168, P('M-20 -26C-10 -34 10 -34 20 -26C14 -18 -14 -18 -20 -26Z', 0.7, WHITE, NS));
  b +=
    circle(350, 90, 6, WHITE, NS) +
    line(120, 240, 160, 240, `stroke="${WHITE}" stroke-opacity=".5"`);
  b += sparkle(410, 60, 12);
  return b;
})();

T['cosmetic-dentistry'] = (() => {
  let b = path(
    'M110 160C170 110 210 118 240 126C270 118 310 110 370 160C330 244 150 244 110 160Z',
    TEAL,
  );
  b += path('M134 162C190 140 290 140 346 162C316 214 164 214 134 162Z', INK);
  b += path('M140 160C200 144 280 144 340 160C330 178 150 178 140 160Z', WHITE);
  for (const x of [178, 210, 240, 270, 302]) b += line(x, 152, x, 172, 'stroke-width="3"');
  b += path('M166 190C200 206 280 206 314 190', '', `stroke="${WHITE}" stroke-opacity=".35"`);
  b += sparkle(390, 96, 16) + sparkle(96, 110, 11) + sparkle(360, 250, 9, WHITE);
  return b;
})();

T['veneers'] = (() => {
  const FRONT =
    'M-26 0L26 0C34 30 38 70 36 96C34 108 26 112 0 112C-26 112 -34 108 -36 96C-38 70 -34 30 -26 0Z';
  let b = shadow(240, 276, 150);
  b += g(150, 70, P(FRONT, 1, SAND));
  b += g(250, 70, P(FRONT, 1, WHITE));
  b += path(
    'M92 64C92 52 102 44 116 44L304 44C318 44 328 52 328 64L328 84L290 92Q250 64 210 92L200 96L190 92Q150 64 110 92L92 84Z',
    SAND,
  );
  b += g(
    350,
    110,
    P(FRONT, 1, WHITE, 'fill-opacity=".75"') +
      P('M-20 20L-24 76', 1, '', `stroke="${TEAL}" stroke-width="6" stroke-opacity=".4"`),
  );
  b += arrow(310, 230, 270, 230);
  b += sparkle(420, 80, 14) + sparkle(420, 250, 9);
  return b;
})();

T['teeth-whitening'] =
  shadow(150, 276, 64) +
  shadow(330, 276, 64) +
  tooth(150, 176, 0.95, SAND) +
  g(
    150,
    176,
    P('M-30 -40Q-20 -30 -30 -20M18 -46Q26 -36 18 -26', 0.95, '', 'stroke-opacity=".35"'),
  ) +
  arrow(206, 170, 268, 170) +
  tooth(330, 176, 0.95, WHITE) +
  sparkle(384, 96, 16) +
  sparkle(284, 110, 10) +
  sparkle(392, 188, 9) +
  g(
    414,
    250,
    [0, 1, 2]
      .map((k) => rect(-12 + k * 18, -28, 14, 40, 6, k === 0 ? SAND : k === 1 ? WHITE : SEA))
      .join(''),
    -12,
  );

T['tooth-jewellery'] =
  shadow(230, 276, 84) +
  tooth(230, 170, 1.25) +
  g(
    262,
    124,
    path('M-18 -4L-10 -16L10 -16L18 -4L0 18Z', TEAL) +
      path('M-18 -4L18 -4M-6 -16L-4 -4L0 18M6 -16L4 -4', '', `stroke="${WHITE}" stroke-width="2"`),
  ) +
  sparkle(300, 100, 10) +
  sparkle(306, 146, 7) +
  sparkle(356, 70, 14) +
  sparkle(120, 100, 10);

T['dental-implants'] =
  gum(90, 390, 178, 110, WHITE) +
  path('M90 196C150 190 190 196 240 192C290 196 330 190 390 196', '', 'stroke-dasharray="2 10"') +
  rect(90, 160, 300, 30, 14, SAND) +
  implant(240, 160, 1) +
  crown(240, 156, 1.05) +
  g(128, 156, P(CROWN, 0.8, WHITE)) +
  g(352, 156, P(CROWN, 0.8, WHITE)) +
  sparkle(292, 70, 12) +
  sparkle(400, 100, 9);

T['implant-supported-dentures'] = (() => {
  let b = rect(80, 222, 320, 70, 20, SAND);
  for (const x of [144, 208, 272, 336]) b += implant(x, 204, 0.62);
  const xs = [-110, -72, -36, 0, 36, 72, 110];
  xs.forEach((x, k) => {
    const hh = [30, 36, 42, 46, 42, 36, 30][k];
    b += rect(240 + x - 16, 116 - hh, 32, hh + 8, 12, WHITE);
  });
  b += path('M104 116C150 106 330 106 376 116L372 152C330 162 150 162 108 152Z', TEAL);
  b += arrow(430, 112, 430, 176);
  b += sparkle(66, 80, 12);
  return b;
})();

T['zygomatic-implants'] = (() => {
  let b =
    ellipse(240, 170, 196, 150, WHITE, `${NS} fill-opacity=".45"`) +
    ellipse(120, 86, 64, 30, SAND) +
    ellipse(360, 86, 64, 30, SAND);
  b += path(
    'M84 72Q120 60 156 72M324 72Q360 60 396 72',
    '',
    'stroke-width="3" stroke-opacity=".35"',
  );
  const rod = (x1, y1, x2, y2) =>
    line(x1, y1, x2, y2, 'stroke-width="14"') +
    line(x1, y1, x2, y2, `stroke="${WHITE}" stroke-width="6"`);
  b += rod(150, 206, 118, 96) + rod(330, 206, 362, 96);
  b += rod(210, 206, 210, 166) + rod(270, 206, 270, 166);
  const xs = [-110, -72, -36, 0, 36, 72, 110];
  xs.forEach((x, k) => {
    const hh = [30, 36, 42, 46, 42, 36, 30][k];
    b += rect(240 + x - 16, 230, 32, hh + 8, 12, WHITE);
  });
  b += path('M104 210C150 196 330 196 376 210L372 244C330 254 150 254 108 244Z', TEAL);
  b += sparkle(240, 96, 14) + sparkle(420, 170, 9);
  return b;
})();

T['bone-grafting'] =
  crown(130, 150, 0.85) +
  crown(350, 150, 0.85) +
  path(
    'M70 156L180 156C196 156 200 176 212 196C224 214 256 214 268 196C280 176 284 156 300 156L410 156L410 290L70 290Z',
    WHITE,
  ) +
  path(
    'M70 176C140 180 170 172 190 180M290 180C320 172 360 180 410 176',
    '',
    'stroke-dasharray="2 10"',
  ) +
  [
    [218, 168],
    [240, 160],
    [262, 168],
    [228, 186],
    [252, 186],
    [240, 202],
    [206, 160],
    [274, 160],
  ]
    .map(([x, y]) => circle(x, y, 8, SAND))
    .join('') +
  path('M192 150C220 138 260 138 288 150', '', `stroke="${TEAL}" stroke-width="6"`) +
  sparkle(240, 96, 14) +
  sparkle(420, 80, 9);

T['sinus-lift'] =
  path('M80 118C90 40 170 24 240 24C310 24 390 40 400 118Z', WHITE, 'fill-opacity=".6"') +
  rect(80, 118, 320, 92, 0, WHITE) +
  [
    [214, 112],
    [240, 100],
    [266, 112],
    [226, 126],
    [254, 126],
    [202, 124],
    [278, 124],
  ]
    .map(([x, y]) => circle(x, y, 8, SAND))
    .join('') +
  path('M80 118L184 118C194 78 286 78 296 118L400 118', '', `stroke="${TEAL}" stroke-width="6"`) +
  rect(80, 196, 320, 30, 14, SAND) +
  implant(240, 238, 0.9, true) +
  arrow(352, 98, 352, 62) +
  sparkle(120, 80, 10);

T['tooth-extraction'] =
  gum(110, 370, 206, 76) +
  path('M200 206C204 236 216 246 240 246C264 246 276 236 280 206', SEA) +
  tooth(240, 118, 1) +
  arrow(330, 150, 330, 80) +
  arrow(150, 150, 150, 80) +
  sparkle(400, 180, 10);

T['wisdom-teeth'] =
  rect(50, 170, 380, 120, 20, SAND) +
  [110, 190, 270].map((x) => tooth(x, 176, 0.72)).join('') +
  g(368, 224, P(TOOTH, 0.72, WHITE), -58) +
  circle(368, 224, 62, '', `stroke="${TEAL}" stroke-width="4" ${DASH}`) +
  path('M70 174C120 168 300 168 330 174', '', 'stroke-dasharray="2 10"') +
  sparkle(396, 96, 12);

T['minor-oral-surgery'] =
  shadow(240, 276, 150) +
  rect(92, 150, 296, 118, 22, WHITE) +
  g(178, 208, line(-60, 24, 40, -14) + circle(54, -20, 20, SEA), 0) +
  g(290, 210, path('M-60 20L50 -10L-60 6') + circle(-60, 13, 5, TEAL, NS), 0) +
  rect(310, 160, 60, 46, 10, SAND) +
  line(320, 174, 360, 174, 'stroke-width="3" stroke-opacity=".4"') +
  line(320, 190, 352, 190, 'stroke-width="3" stroke-opacity=".4"') +
  tooth(240, 96, 0.6) +
  sparkle(320, 70, 12) +
  sparkle(150, 84, 9);

T['facial-trauma'] =
  jaw(216, 190) +
  path('M188 170L200 190L192 214L204 236', '', 'stroke-width="3"') +
  rect(164, 188, 64, 20, 10, TEAL) +
  [176, 196, 216].map((x) => circle(x, 198, 4, WHITE, NS)).join('') +
  g(
    392,
    84,
    path('M0 -40L34 -28L32 6C30 26 16 38 0 44C-16 38 -30 26 -32 6L-34 -28Z', TEAL) +
      path('M-12 2L-2 12L14 -8', '', `stroke="${WHITE}"`),
  );

T['tmj-disorders'] =
  g(226, 170, profile()) +
  circle(186, 180, 18, SAND, `stroke="${TEAL}" stroke-width="6"`) +
  circle(186, 180, 5, TEAL, NS) +
  path('M300 250Q330 222 324 186', '', `stroke="${TEAL}" stroke-width="5"`) +
  path('M314 196L324 186L334 198', '', `stroke="${TEAL}" stroke-width="5"`) +
  path('M290 240L300 250L312 244', '', `stroke="${TEAL}" stroke-width="5"`) +
  sparkle(380, 80, 12);

T['oral-cancer'] =
  path('M120 160C160 100 210 110 240 118C270 110 320 100 360 160C320 250 160 250 120 160Z', TEAL) +
  path('M146 162C190 132 290 132 334 162C300 222 180 222 146 162Z', INK) +
  path('M186 196C200 176 280 176 294 196C270 214 210 214 186 196Z', SAND, NS) +
  magnifier(286, 150, 52) +
  check(122, 86, 24);

T['cysts-and-tumours'] =
  jaw(226, 190) + circle(266, 206, 20, SAND, `${DASH} stroke="${TEAL}"`) + magnifier(370, 92, 36);

T['corrective-jaw-surgery'] =
  g(200, 160, profile()) +
  path('M150 214C170 252 224 272 256 262C272 256 276 244 272 230', '', `stroke="${TEAL}" ${DASH}`) +
  arrow(286, 236, 330, 236) +
  sparkle(360, 90, 12) +
  sparkle(400, 190, 9);

T['chronic-facial-pain'] =
  g(220, 150, faceFront({ smile: false })) +
  [0, 1, 2, 3, 4]
    .map((k) => {
      const a = -0.9 + k * 0.45;
      return line(
        300 + 18 * Math.cos(a),
        170 + 18 * Math.sin(a),
        300 + 40 * Math.cos(a),
        170 + 40 * Math.sin(a),
        `stroke="${TEAL}" stroke-width="5"`,
      );
    })
    .join('') +
  circle(262, 172, 12, TEAL, `${NS} fill-opacity=".3"`) +
  path('M360 250C380 236 400 264 420 250', '', `stroke="${TEAL}"`) +
  path('M360 270C380 256 400 284 420 270', '', `stroke="${TEAL}"`);

T['facial-nerve-problems'] =
  g(226, 170, profile()) +
  g(
    190,
    196,
    path(
      'M0 0C20 -30 50 -60 96 -96M0 0C30 -20 60 -36 110 -50M0 0C30 -6 70 -4 112 4M0 0C30 10 60 30 98 44M0 0C20 20 40 50 66 76',
      '',
      `stroke="${TEAL}" stroke-width="3"`,
    ) +
      [
        [96, -96],
        [110, -50],
        [112, 4],
        [98, 44],
        [66, 76],
      ]
        .map(([x, y]) => circle(x, y, 6, TEAL, NS))
        .join('') +
      circle(0, 0, 8, SAND, `stroke="${TEAL}"`),
  ) +
  sparkle(396, 84, 12);

T['botox'] =
  g(140, 150, faceFront()) +
  sparkle(176, 116, 8) +
  g(378, 262, syringe(0, 0), -14) +
  vial(400, 110) +
  shadow(400, 160, 34);

T['dermal-fillers'] =
  lips(240, 130, 1.4) +
  sparkle(372, 86, 14) +
  sparkle(112, 96, 10) +
  syringe(232, 254, 0) +
  drop(356, 210, 0.6);

const beforeAfter = (shape, before, after) =>
  shape(130, 160) + before + arrow(214, 160, 266, 160) + shape(350, 160) + after;

T['wrinkle-treatment'] = beforeAfter(
  (x, y) => circle(x, y, 78, SAND),
  path(
    'M86 130Q108 118 130 130T174 130M86 160Q108 148 130 160T174 160M96 190Q114 180 132 190T166 190',
    '',
    'stroke-width="3"',
  ) + path('M100 110Q120 104 130 110', '', 'stroke-opacity="0"'),
  sparkle(350, 160, 20) +
    sparkle(394, 120, 9) +
    path('M312 206Q350 214 388 206', '', 'stroke-width="3" stroke-opacity=".25"'),
);

T['scar-revision'] =
  rect(60, 90, 150, 140, 24, SAND) +
  path(
    'M90 176C120 146 150 170 180 140',
    '',
    `stroke="${TEAL}" stroke-width="10" stroke-opacity=".7"`,
  ) +
  arrow(220, 160, 262, 160) +
  rect(270, 90, 150, 140, 24, SAND) +
  path(
    'M300 176C330 146 360 170 390 140',
    '',
    `stroke="${TEAL}" stroke-width="3" stroke-opacity=".3"`,
  ) +
  sparkle(345, 130, 14) +
  sparkle(396, 204, 8) +
  g(240, 272, rect(-40, -12, 80, 24, 12, WHITE) + rect(40, -8, 22, 16, 4, TEAL));

T['dimpleplasty'] =
  g(
    240,
    150,
    faceFront({ smile: false }) +
      path('M-22 44Q0 62 22 44') +
      path('M-44 44Q-42 52 -34 52M44 44Q42 52 34 52', '', `stroke="${TEAL}" stroke-width="5"`),
  ) +
  sparkle(176, 206, 10) +
  sparkle(304, 206, 10) +
  sparkle(380, 70, 12);

T['lobuloplasty'] =
  g(
    230,
    160,
    path(
      'M-30 -80C10 -122 90 -110 90 -30C90 10 64 30 56 56C48 84 30 110 2 110C-26 110 -40 88 -30 66C-24 52 -10 46 -14 24C-20 -8 -56 -50 -30 -80Z',
      WHITE,
    ) +
      path('M-4 -58C30 -82 66 -60 62 -24C58 4 36 10 30 30', '', 'stroke-width="3"') +
      path('M10 -24C24 -30 34 -16 26 -4', '', 'stroke-width="3"') +
      circle(8, 86, 9, TEAL) +
      circle(8, 86, 3, WHITE, NS),
  ) +
  path('M206 270C218 282 240 282 248 270', '', `stroke="${TEAL}" ${DASH}`) +
  sparkle(130, 230, 12) +
  sparkle(350, 90, 14) +
  sparkle(340, 220, 9);

T['blepharoplasty'] =
  path('M120 90C170 50 300 40 360 74C300 62 200 70 130 104Z', INK, NS) +
  eye(240, 172, 2) +
  path('M150 118C200 84 280 84 330 118', '', `stroke="${TEAL}" ${DASH}`) +
  sparkle(372, 124, 14) +
  sparkle(108, 200, 9);

T['brow-lift'] =
  g(220, 110, P(BROW, 1.8, INK, NS)) +
  path('M112 146C170 124 270 122 332 140', '', `stroke="${TEAL}" ${DASH}`) +
  eye(224, 208, 1.7) +
  arrow(392, 170, 392, 90) +
  sparkle(90, 110, 10);

T['rhinoplasty'] =
  g(150, 166, profile()) +
  circle(206, 154, 40, '', `stroke="${TEAL}" stroke-width="3"`) +
  line(240, 132, 282, 112, `stroke="${TEAL}" stroke-width="3"`) +
  circle(356, 150, 88, WHITE) +
  path(
    'M318 70C326 92 334 104 346 118C358 134 374 160 392 182C400 194 394 204 380 204C370 204 362 208 360 222',
    '',
    'stroke-width="5"',
  ) +
  path('M322 78C338 106 360 136 390 180', '', `stroke="${TEAL}" stroke-width="5" ${DASH}`) +
  path('M368 200Q356 196 352 190', '', 'stroke-width="3"') +
  sparkle(410, 96, 12) +
  sparkle(90, 80, 9);

T['chemical-peels'] =
  rect(80, 150, 280, 130, 22, WHITE) +
  path('M80 190L80 172C80 160 90 150 102 150L300 150C280 170 290 196 250 200L80 200Z', SAND) +
  path('M300 150C282 172 292 196 250 200C290 214 320 190 318 160C316 150 308 148 300 150Z', SAND) +
  line(102, 200, 250, 200, 'stroke-opacity="0"') +
  g(186, 62, rect(-16, -34, 32, 26, 10, TEAL) + rect(-8, -10, 16, 52, 6, WHITE), 0) +
  drop(186, 130, 0.5) +
  sparkle(320, 240, 12) +
  sparkle(410, 80, 12) +
  vial(400, 214) +
  shadow(400, 264, 30);

T['microdermabrasion'] =
  skin(70, 210, 340, 76) +
  g(
    262,
    178,
    rect(-18, -140, 36, 110, 18, TEAL) +
      path('M-24 -34L24 -34L18 6C10 18 -10 18 -18 6Z', WHITE) +
      ellipse(0, 10, 14, 6, SEA),
    22,
  ) +
  [
    [208, 194],
    [224, 184],
    [190, 200],
    [236, 200],
    [174, 192],
  ]
    .map(([x, y]) => circle(x, y, 4, WHITE))
    .join('') +
  sparkle(130, 110, 12) +
  sparkle(380, 160, 9);

T['hydrafacial'] =
  g(200, 150, faceFront()) +
  g(
    330,
    176,
    rect(-16, 0, 32, 110, 16, TEAL) + rect(-22, -30, 44, 34, 12, WHITE) + circle(0, -30, 10, SEA),
    -24,
  ) +
  drop(312, 104, 0.45, WHITE) +
  drop(340, 84, 0.35, WHITE) +
  drop(364, 110, 0.3, WHITE) +
  circle(392, 74, 10, WHITE) +
  circle(410, 100, 6, WHITE);

T['microneedling'] =
  rect(60, 96, 180, 184, 24, SAND) +
  [
    [100, 140],
    [190, 130],
    [120, 240],
    [200, 226],
  ]
    .map(([x, y]) => circle(x, y, 3, INK, `${NS} fill-opacity=".3"`))
    .join('') +
  sparkle(150, 188, 18) +
  shadow(360, 280, 90) +
  g(
    360,
    200,
    rect(-10, -150, 20, 96, 10, TEAL) +
      path('M0 -56L0 -20M-52 -20L52 -20L52 6M-52 -20L-52 6') +
      rect(-46, -4, 92, 54, 14, WHITE) +
      [-30, -10, 10, 30]
        .map(
          (x) =>
            circle(x, 8, 3, INK, NS) + circle(x, 36, 3, INK, NS) + circle(x + 10, 22, 3, INK, NS),
        )
        .join(''),
    0,
  );

T['face-prp'] =
  g(190, 150, faceFront()) +
  sparkle(136, 190, 9) +
  sparkle(250, 186, 7) +
  testTube(360, 160, 1) +
  drop(418, 96, 0.5) +
  shadow(360, 270, 40);

T['mole-skin-tag-and-wart-removal'] =
  rect(70, 80, 300, 190, 28, SAND) +
  circle(140, 130, 7, INK, NS) +
  circle(300, 226, 5, INK, NS) +
  circle(110, 236, 4, INK, NS) +
  magnifier(220, 168, 50) +
  circle(220, 168, 14, INK, NS) +
  check(392, 82, 24);

T['lip-lightening'] =
  lips(140, 160, 0.95, INK) +
  arrow(218, 168, 262, 168) +
  lips(340, 160, 0.95, TEAL) +
  sparkle(400, 100, 14) +
  sparkle(282, 110, 9) +
  sparkle(410, 220, 9);

T['lip-colour'] =
  lips(200, 140, 1.35) +
  g(
    340,
    240,
    rect(-20, -14, 110, 28, 10, WHITE) +
      rect(-70, -14, 52, 28, 6, TEAL) +
      path('M-70 -14L-96 -2L-96 10L-70 14', TEAL),
    -20,
  ) +
  circle(90, 250, 14, TEAL) +
  circle(126, 262, 10, SAND) +
  sparkle(380, 90, 12);

T['microblading'] = (() => {
  let b = '';
  for (let k = 0; k < 15; k++) {
    const t = k / 14;
    const x = 116 + t * 220;
    const y = 128 - Math.sin(Math.min(1, t * 1.35) * Math.PI * 0.62) * 38 + t * 8;
    const lean = 14 + t * 10;
    const h = 30 - t * 16;
    b += line(x, y + h / 2, x + lean, y - h / 2, 'stroke-width="3"');
    if (k % 2 === 0 && k < 13)
      b += line(
        x + 6,
        y + h / 2 + 4,
        x + lean + 2,
        y - h / 2 + 8,
        `stroke="${TEAL}" stroke-width="3"`,
      );
  }
  b += eye(230, 214, 1.4, true);
  b += g(398, 170, rect(-12, -90, 24, 150, 12, TEAL) + path('M-12 60L0 82L12 60', WHITE), 20);
  b += sparkle(96, 230, 10);
  return b;
})();

T['hair-prp'] =
  rect(60, 176, 260, 110, 20, WHITE) +
  path('M62 200C120 206 200 194 318 204L318 214L62 214Z', SAND, NS) +
  path('M62 214C140 220 240 206 318 214', '', 'stroke-width="3" stroke-opacity=".35"') +
  [100, 150, 200, 250, 290]
    .map(
      (x, k) =>
        path(
          `M${x} 250L${x} 200C${x} 160 ${x + 14 + k * 2} 130 ${x + 24} ${96 + k * 6}`,
          '',
          `stroke="${TEAL}" stroke-width="5"`,
        ) + ellipse(x, 254, 8, 10, SAND),
    )
    .join('') +
  testTube(390, 150, 0.95) +
  drop(432, 250, 0.5) +
  sparkle(90, 90, 10);

// ---------------------------------------------------------------- categories

const C = {};
C['dental-treatment'] =
  shadow(210, 278, 92) +
  tooth(210, 168, 1.4) +
  g(
    340,
    110,
    rect(-12, 0, 24, 150, 12, TEAL) +
      rect(-20, -70, 40, 72, 10, WHITE) +
      [-56, -40, -24].map((y) => line(-20, y, 20, y, 'stroke-width="3"')).join(''),
    22,
  ) +
  sparkle(300, 64, 16) +
  sparkle(120, 90, 10) +
  star(390, 236, 14, WHITE);
C['implants-and-oral-surgery'] =
  rect(110, 190, 260, 100, 20, WHITE) +
  rect(110, 176, 260, 30, 14, SAND) +
  implant(300, 176, 1) +
  crown(300, 172, 1.05) +
  g(172, 172, P(CROWN, 0.9, WHITE)) +
  sparkle(380, 80, 14) +
  sparkle(110, 100, 10);
C['maxillofacial-surgery'] =
  g(220, 170, profile()) +
  path('M166 230C190 262 240 282 268 258', '', `stroke="${TEAL}" stroke-width="6" ${DASH}`) +
  g(
    380,
    110,
    path('M0 -40L34 -28L32 6C30 26 16 38 0 44C-16 38 -30 26 -32 6L-34 -28Z', TEAL) +
      plus(0, 2, 12).replace(/<path d/g, `<path stroke="${WHITE}" d`),
  );
C['cosmetics'] =
  g(210, 150, faceFront()) +
  sparkle(346, 86, 18) +
  sparkle(382, 150, 10) +
  sparkle(120, 70, 10) +
  lips(380, 236, 0.45);
C['skin-and-hair'] =
  rect(60, 170, 210, 110, 22, SAND) +
  drop(166, 108, 1.1) +
  sparkle(208, 226, 12) +
  path(
    'M310 270C290 220 330 190 318 140C310 104 330 80 350 64M340 274C320 224 360 194 348 144C340 108 360 84 380 68M370 276C352 228 390 198 378 148C370 112 390 88 410 72',
    '',
    `stroke="${TEAL}" stroke-width="7"`,
  ) +
  g(
    404,
    220,
    rect(-14, -50, 28, 100, 8, WHITE) +
      [-36, -24, -12, 0, 12, 24, 36].map((y) => line(-14, y, -28, y, 'stroke-width="3"')).join(''),
    0,
  ) +
  sparkle(256, 70, 12) +
  sparkle(100, 100, 9);

// ---------------------------------------------------------------- doctors

const doctor = (v) => {
  const b = [];
  b.push(rect(0, 0, 400, 400, 32, SEA, NS));
  b.push(circle(v ? 300 : 100, v ? 110 : 120, 110, SAND, NS));
  // body: coat and scrubs
  b.push(path('M56 400C56 320 110 290 160 280L240 280C290 290 344 320 344 400Z', WHITE));
  b.push(path('M170 282L200 340L230 282Z', v ? SAND : TEAL));
  b.push(path('M160 280L200 400M240 280L200 400', '', 'stroke-width="4"'));
  b.push(path('M160 280L182 330L164 338L200 400M240 280L218 330L236 338L200 400', WHITE));
  b.push(rect(176, 236, 48, 50, 0, WHITE));
  if (v) {
    // associate dentist: pocket with pens, tooth badge, hair in a bun
    b.push(
      rect(250, 340, 44, 40, 6, WHITE) +
        line(262, 340, 262, 324) +
        line(274, 340, 274, 328, `stroke="${TEAL}"`),
    );
    b.push(g(132, 346, P(TOOTH, 0.2, TEAL)));
    b.push(circle(200, 76, 34, TEAL));
    b.push(ellipse(200, 168, 66, 80, WHITE));
    b.push(
      path(
        'M134 170C124 100 160 82 200 82C244 82 282 104 266 178C260 140 238 126 200 118C176 140 150 148 134 170Z',
        TEAL,
      ),
    );
  } else {
    // surgeon: scrub cap, mask hanging at the neck, stethoscope
    b.push(ellipse(200, 172, 64, 78, WHITE));
    b.push(
      path('M134 160C126 100 160 80 200 80C240 80 274 100 266 160C240 144 160 144 134 160Z', TEAL),
    );
    b.push(line(150, 140, 250, 140, `stroke="${WHITE}" stroke-opacity=".35"`));
    b.push(
      path('M168 284C150 330 166 352 200 352C234 352 250 330 232 284', '', 'stroke-width="5"'),
    );
    b.push(path('M200 352L200 362', '', 'stroke-width="5"') + circle(200, 370, 10, TEAL));
  }
  b.push(
    ellipse(134 + (v ? 0 : 2), 176, 10, 16, WHITE) + ellipse(266 - (v ? 0 : 2), 176, 10, 16, WHITE),
  );
  return svg(400, 400, b.join(''));
};

// ---------------------------------------------------------------- clinic

const palm = (x, y, h, lean) => {
  const tx = x + lean;
  const ty = y - h;
  let b = path(
    `M${x} ${y}Q${x + lean * 0.2} ${y - h * 0.6} ${tx} ${ty}`,
    '',
    `stroke="${INK}" stroke-width="12"`,
  );
  b += path(
    `M${x} ${y}Q${x + lean * 0.2} ${y - h * 0.6} ${tx} ${ty}`,
    '',
    `stroke="${SAND}" stroke-width="4"`,
  );
  const leaves = [
    [-70, 10],
    [-50, -30],
    [0, -46],
    [50, -30],
    [70, 12],
  ];
  for (const [lx, ly] of leaves) {
    const mx = tx + lx * 0.5;
    const my = ty + ly - 18;
    b += path(`M${tx} ${ty}Q${mx} ${my} ${tx + lx} ${ty + ly}Q${mx} ${my + 22} ${tx} ${ty}Z`, TEAL);
  }
  b += circle(tx - 6, ty + 8, 6, SAND) + circle(tx + 6, ty + 10, 6, SAND);
  return b;
};

const clinic = () => {
  let b = rect(0, 0, 640, 400, 24, SEA, NS);
  b += circle(520, 90, 54, SAND, NS);
  b += path('M40 70Q70 50 100 70M250 46Q276 30 302 46', '', `stroke="${WHITE}" stroke-width="6"`);
  b += rect(0, 296, 640, 36, 0, TEAL, `${NS} fill-opacity=".22"`);
  b += path(
    'M24 312Q40 306 56 312M590 308Q606 302 622 308',
    '',
    `stroke="${WHITE}" stroke-width="3"`,
  );
  b += rect(0, 330, 640, 70, 0, SAND, NS) + path('M24 332L616 332', '');
  // building
  b += rect(170, 120, 300, 212, 10, WHITE);
  b += rect(160, 108, 320, 20, 8, TEAL);
  b += rect(170, 218, 300, 12, 0, SAND);
  for (const x of [196, 276, 376])
    b += rect(x, 144, 70, 56, 8, SEA) + line(x + 35, 144, x + 35, 200);
  b += rect(196, 250, 110, 60, 8, SEA) + line(251, 250, 251, 310);
  b += rect(336, 246, 90, 86, 8, TEAL) + line(381, 254, 381, 332, `stroke="${SEA}"`);
  b += rect(326, 236, 110, 12, 6, SAND);
  b += g(
    420,
    64,
    rect(-24, -24, 48, 48, 12, TEAL) +
      plus(0, 0, 12).replace(/<path d/g, `<path stroke="${WHITE}" d`),
  );
  b += line(420, 88, 420, 108);
  // palms and shrubs
  b += palm(96, 334, 200, -14) + palm(550, 334, 170, 18);
  for (const [x, r] of [
    [186, 22],
    [214, 16],
    [470, 20],
    [604, 18],
    [40, 14],
  ])
    b += path(
      `M${x - r} 332C${x - r} ${332 - r * 1.8} ${x + r} ${332 - r * 1.8} ${x + r} 332Z`,
      TEAL,
    );
  b += path('M300 360L280 396M360 360L380 396', '', 'stroke-opacity=".4"');
  return svg(640, 400, b);
};

// ---------------------------------------------------------------- logo, og

const markBody = (s = 1) =>
  rect(0, 0, 48 * s, 48 * s, 12 * s, TEAL, NS) +
  g(
    24 * s,
    25 * s,
    P(TOOTH, 0.18 * s, SEA, `stroke="${WHITE}" stroke-width="${f(3 * s)}"`) +
      P('M-22 -20Q0 -2 22 -20', 0.18 * s * 1.2, '', `stroke="${TEAL}" stroke-width="${f(3 * s)}"`),
  );
const logo = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><g fill="none" stroke-linecap="round" stroke-linejoin="round">${markBody()}</g></svg>\n`;

const og = () => {
  let b = rect(0, 0, 1200, 630, 0, TEAL, NS);
  for (let k = 0; k < 4; k++) {
    const y = 450 + k * 48;
    b += path(
      `M0 ${y}C200 ${y - 70} 400 ${y + 60} 600 ${y}C800 ${y - 60} 1000 ${y + 70} 1200 ${y - 10}L1200 630L0 630Z`,
      SEA,
      `${NS} fill-opacity="${[0.16, 0.2, 0.26, 0.32][k]}"`,
    );
  }
  b += circle(980, 140, 150, SAND, `${NS} fill-opacity=".12"`);
  b += rect(486, 146, 240, 240, 60, INK, `${NS} fill-opacity=".25"`);
  b += g(480, 135, markBody(5));
  b += rect(480, 135, 240, 240, 60, '', `stroke="${SEA}" stroke-width="6" stroke-opacity=".6"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><g fill="none" stroke-linecap="round" stroke-linejoin="round">${b}</g></svg>\n`;
};

// ---------------------------------------------------------------- write

const out = (rel, text) => {
  const file = join(ROOT, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

out('images/logo.svg', logo());
out('favicon.svg', logo());
for (const [slug, body] of Object.entries(C))
  out(`images/categories/${slug}.svg`, frame(slug, body));
for (const [slug, body] of Object.entries(T))
  out(`images/treatments/${slug}.svg`, frame(slug, body));
out('images/doctors/oral-maxillofacial-surgeon.svg', doctor(0));
out('images/doctors/associate-dentist.svg', doctor(1));
out('images/clinic.svg', clinic());

const ogSvg = join(tmpdir(), 'face-clinic-og.svg');
writeFileSync(ogSvg, og());
try {
  execFileSync('rsvg-convert', [
    '-w',
    '1200',
    '-h',
    '630',
    '-o',
    join(ROOT, 'images/og-image.png'),
    ogSvg,
  ]);
} catch {
  console.warn(`rsvg-convert not available: render ${ogSvg} to public/images/og-image.png by hand`);
}
console.log(`wrote ${Object.keys(T).length} treatments, ${Object.keys(C).length} categories`);
