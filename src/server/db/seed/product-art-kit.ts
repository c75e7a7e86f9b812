import type { Category } from '../../../shared/categories.ts';
import type { Specs } from '../schema.ts';

// Shared pieces of the product pictures. Every picture is an 800x600 SVG; the gradients and
// patterns named here are defined once per picture by `sharedDefs`.

/** What a picture is drawn from: the product's name, brand, category and specs. */
export interface ArtSubject {
  name: string;
  brand: string;
  category: Category;
  specs: Specs;
}

export interface ArtColours {
  /** The brand's colour, used for trims, lights and emblems. */
  accent: string;
  accentDeep: string;
  /** A hue picked from the product name, so products of one brand still differ. */
  hue: number;
  /** A number in [0, 1) that is stable per product and per `salt`. */
  vary(salt: number): number;
}

/** A CSS hsl() colour; the hue may be any number of degrees, percentages are 0..100. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = Math.round(((hue % 360) + 360) % 360);
  return `hsl(${h},${saturation}%,${lightness}%)`;
}

/** An sRGB colour as #rrggbb from hue (degrees), saturation and lightness (0..1). */
export function hslHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Scales a #rrggbb colour towards black; the renderer knows no color-mix(). */
export function darken(hex: string, factor: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const scaled = [16, 8, 0].map((shift) => Math.round(((value >> shift) & 0xff) * factor));
  return `#${scaled.map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}

/** FNV-1a: a tiny, stable string hash; colours must not change between runs. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function linear(id: string, stops: [string, string][], x2 = 0, y2 = 1): string {
  const body = stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`);
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${body.join('')}</linearGradient>`;
}

export function sharedDefs(colours: ArtColours): string {
  const { accent, accentDeep, hue } = colours;
  return [
    linear(
      'bg',
      [
        ['0', hsl(hue, 70, 96)],
        ['1', hsl(hue + 35, 55, 82)],
      ],
      1,
      1,
    ),
    `<radialGradient id="glow"><stop offset="0" stop-color="${accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>`,
    '<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
    linear(
      'metal',
      [
        ['0', '#f4f6f8'],
        ['0.45', '#c5cad1'],
        ['0.55', '#b3b9c1'],
        ['1', '#e6e9ed'],
      ],
      1,
      1,
    ),
    linear('dark', [
      ['0', '#3a3f48'],
      ['1', '#16181d'],
    ]),
    linear('darker', [
      ['0', '#24272d'],
      ['1', '#0d0e11'],
    ]),
    linear(
      'accent',
      [
        ['0', accent],
        ['1', accentDeep],
      ],
      1,
      1,
    ),
    linear('gold', [
      ['0', '#f7d774'],
      ['1', '#b8892b'],
    ]),
    linear(
      'copper',
      [
        ['0', '#f0a36b'],
        ['1', '#a4552a'],
      ],
      1,
      0,
    ),
    linear(
      'rgb',
      [
        ['0', '#ff3b6b'],
        ['0.25', '#ffb400'],
        ['0.5', '#3ddc84'],
        ['0.75', '#2f8cff'],
        ['1', '#b04bff'],
      ],
      1,
      0,
    ),
    linear('sky', [
      ['0', hsl(hue + 200, 70, 30)],
      ['0.6', hsl(hue + 250, 65, 55)],
      ['1', hsl(hue + 20, 90, 70)],
    ]),
    '<pattern id="contacts" width="9" height="20" patternUnits="userSpaceOnUse"><rect width="6" height="20" fill="#e2b64f"/></pattern>',
    '<pattern id="hcontacts" width="20" height="9" patternUnits="userSpaceOnUse"><rect width="20" height="6" fill="#e2b64f"/></pattern>',
    '<pattern id="fins" width="10" height="7" patternUnits="userSpaceOnUse"><rect width="10" height="4" fill="#d9dde2"/><rect y="4" width="10" height="3" fill="#7d848d"/></pattern>',
    '<pattern id="dark-fins" width="10" height="7" patternUnits="userSpaceOnUse"><rect width="10" height="4" fill="#3b3f46"/><rect y="4" width="10" height="3" fill="#111317"/></pattern>',
    '<pattern id="vfins" width="6" height="10" patternUnits="userSpaceOnUse"><rect width="3" height="10" fill="#2b2f36"/><rect x="3" width="3" height="10" fill="#15171b"/></pattern>',
    '<pattern id="mesh" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="#1b1d22"/><circle cx="6" cy="6" r="3.6" fill="#07080a"/></pattern>',
    '<pattern id="pins" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="#3b3023"/><circle cx="4" cy="4" r="2" fill="#e0b24a"/></pattern>',
  ].join('');
}

/** Draws one kind of part; the picture is centred near (400, 290). */
export type Drawing = (subject: ArtSubject, colours: ArtColours) => string;

/** A soft backdrop: the product's gradient, a brand-coloured glow and a floor shadow. */
export function backdrop(shadowY: number, shadowWidth: number): string {
  return (
    '<rect width="800" height="600" fill="url(#bg)"/>' +
    '<circle cx="400" cy="280" r="300" fill="url(#glow)"/>' +
    `<ellipse cx="400" cy="${shadowY}" rx="${shadowWidth / 2}" ry="28" fill="url(#shadow)"/>`
  );
}

export interface FanStyle {
  blade: string;
  hub: string;
  frame: string;
  /** A lit ring around the blades (an ARGB fan), or none. */
  ring?: string;
  blades?: number;
}

/** A fan seen from the front: curved blades around a hub inside a round housing. */
export function fan(cx: number, cy: number, r: number, style: FanStyle): string {
  const count = style.blades ?? 9;
  const pitch = 360 / count;
  const at = (radius: number, degrees: number) => {
    const radians = (degrees * Math.PI) / 180;
    return `${(radius * Math.cos(radians)).toFixed(1)} ${(radius * Math.sin(radians)).toFixed(1)}`;
  };
  const inner = r * 0.3;
  const outer = r * 0.95;
  // A swept blade: narrow at the hub, wide at the rim, leading edge curved forwards.
  const blade =
    `M${at(inner, -pitch * 0.25)} Q${at(r * 0.7, -pitch * 0.3)} ${at(outer, pitch * 0.45)} ` +
    `A${outer} ${outer} 0 0 1 ${at(outer, pitch * 1.25)} ` +
    `Q${at(r * 0.6, pitch * 0.85)} ${at(inner, pitch * 0.55)}Z`;
  let blades = '';
  for (let i = 0; i < count; i++) {
    blades += `<path d="${blade}" transform="rotate(${((360 / count) * i).toFixed(1)})"/>`;
  }
  const ring = style.ring
    ? `<circle r="${r * 0.985}" fill="none" stroke="${style.ring}" stroke-width="${r * 0.05}"/>`
    : '';
  return (
    `<g transform="translate(${cx} ${cy})">` +
    `<circle r="${r}" fill="${style.frame}"/>${ring}` +
    `<g fill="${style.blade}" stroke="#000" stroke-opacity="0.25" stroke-width="1">${blades}</g>` +
    `<circle r="${inner}" fill="${style.hub}"/>` +
    `<circle r="${inner * 0.55}" fill="#fff" fill-opacity="0.08"/></g>`
  );
}

/** A diagonal sheen across a shape's bounding box: glass, polished metal. */
export function sheen(x: number, y: number, w: number, h: number, opacity = 0.12): string {
  const points = [
    [x + w * 0.22, y],
    [x + w * 0.42, y],
    [x + w * 0.2, y + h],
    [x, y + h],
  ];
  return `<polygon points="${points.map((p) => p.join(',')).join(' ')}" fill="#fff" fill-opacity="${opacity}"/>`;
}
