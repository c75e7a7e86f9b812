import { backdrop, fan, sheen, type Drawing } from './product-art-kit.ts';

// Pictures of the parts that sit on or in the motherboard: chips, cards, sticks, drives.

/** Short bars where a real part carries printed markings: looks like text, needs no font. */
function markings(x: number, y: number, widths: number[], colour: string): string {
  return widths
    .map(
      (w, i) =>
        `<rect x="${x}" y="${y + i * 16}" width="${w}" height="7" rx="3" fill="${colour}"/>`,
    )
    .join('');
}

export const gpu: Drawing = ({ specs }, c) => {
  // Long cards carry three fans.
  const fans = typeof specs.lengthMm === 'number' && specs.lengthMm >= 285 ? 3 : 2;
  const r = fans === 3 ? 84 : 100;
  const slot = 600 / fans;
  const fanStyle = { blade: '#2c3037', hub: c.accentDeep, frame: '#0b0c0f' };
  let fansDrawn = '';
  for (let i = 0; i < fans; i++) {
    const cx = 100 + slot * (i + 0.5);
    fansDrawn +=
      `<circle cx="${cx}" cy="288" r="${r + 9}" fill="#0b0c0f" stroke="#4b515b" stroke-width="3"/>` +
      fan(cx, 288, r, fanStyle);
  }
  return (
    backdrop(475, 640) +
    '<rect x="110" y="158" width="580" height="24" rx="8" fill="url(#metal)"/>' +
    '<rect x="590" y="144" width="52" height="20" rx="3" fill="#111"/>' +
    '<rect x="150" y="392" width="520" height="20" fill="#18241c"/>' +
    '<rect x="200" y="404" width="130" height="24" fill="url(#contacts)"/>' +
    '<rect x="344" y="404" width="100" height="24" fill="url(#contacts)"/>' +
    '<rect x="70" y="140" width="24" height="300" rx="3" fill="url(#metal)"/>' +
    '<rect x="58" y="140" width="36" height="12" rx="3" fill="url(#metal)"/>' +
    '<clipPath id="shroud"><rect x="100" y="170" width="600" height="236" rx="28"/></clipPath>' +
    '<g clip-path="url(#shroud)"><rect x="100" y="170" width="600" height="236" fill="url(#dark)"/>' +
    `<polygon points="100,170 300,170 250,200 100,200" fill="${c.accent}"/>` +
    `<polygon points="520,406 700,406 700,372 560,372" fill="${c.accent}" opacity="0.9"/>` +
    '<rect x="100" y="396" width="600" height="10" fill="#000" opacity="0.35"/></g>' +
    fansDrawn +
    sheen(100, 170, 600, 236, 0.06)
  );
};

export const cpu: Drawing = ({ specs }, c) => {
  // LGA1700 packages are oblong (45 x 37.5 mm); AMD's are square.
  const intel = String(specs.socket).startsWith('LGA');
  const w = intel ? 340 : 310;
  const h = intel ? 284 : 310;
  const x = 400 - w / 2;
  const y = 285 - h / 2;
  const inset = 30;
  const lid = { x: x + inset, y: y + inset, w: w - inset * 2, h: h - inset * 2 };
  // Cut-outs in the lid show the pads beneath: AM5 has four per side, the others a pair.
  const notchCount = specs.socket === 'AM5' ? 2 : 1;
  let notches = '';
  for (let i = 0; i < notchCount; i++) {
    const ny = lid.y + (lid.h * (i + 1)) / (notchCount + 1) - 18;
    notches +=
      `<rect x="${lid.x - 2}" y="${ny}" width="24" height="36" fill="url(#pins)"/>` +
      `<rect x="${lid.x + lid.w - 22}" y="${ny}" width="24" height="36" fill="url(#pins)"/>`;
  }
  const lines = [90 + c.vary(1) * 60, 130 + c.vary(2) * 40, 70 + c.vary(3) * 50];
  return (
    backdrop(470, 460) +
    `<rect x="${x + 8}" y="${y + 14}" width="${w}" height="${h}" rx="14" fill="#0c2f1c"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="#1f6b3c"/>` +
    `<rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" rx="8" fill="url(#pins)"/>` +
    `<polygon points="${x + 6},${y + h - 6} ${x + 6},${y + h - 40} ${x + 40},${y + h - 6}" fill="url(#gold)"/>` +
    `<rect x="${lid.x}" y="${lid.y}" width="${lid.w}" height="${lid.h}" rx="12" fill="url(#metal)" stroke="#8f969f" stroke-width="2"/>` +
    notches +
    sheen(lid.x, lid.y, lid.w, lid.h, 0.25) +
    `<rect x="${lid.x + 28}" y="${lid.y + 26}" width="46" height="46" rx="8" fill="url(#accent)"/>` +
    `<polygon points="${lid.x + 38},${lid.y + 62} ${lid.x + 64},${lid.y + 36} ${lid.x + 64},${lid.y + 62}" fill="#fff" opacity="0.85"/>` +
    markings(lid.x + 28, lid.y + lid.h - 80, lines, '#8d949d')
  );
};

export const motherboard: Drawing = ({ specs }, c) => {
  const atx = specs.formFactor === 'ATX';
  const W = 420;
  const H = atx ? 500 : 420;
  const slots = typeof specs.memorySlots === 'number' ? specs.memorySlots : 4;
  let dimms = '';
  for (let i = 0; i < slots; i++) {
    const dx = 290 + i * 22;
    dimms +=
      `<rect x="${dx}" y="36" width="13" height="222" rx="2" fill="${i % 2 ? '#4a515b' : '#2b3038'}"/>` +
      `<rect x="${dx - 1}" y="30" width="15" height="10" rx="2" fill="#c9ced4"/>` +
      `<rect x="${dx - 1}" y="254" width="15" height="10" rx="2" fill="#c9ced4"/>`;
  }
  const sata = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${W - 30}" y="${H - 190 + i * 24}" width="22" height="16" rx="2" fill="#101114"/>`,
    )
    .join('');
  const screws = [
    [18, 18],
    [W - 18, 18],
    [18, H - 18],
    [W - 18, H - 18],
    [250, 120],
    [W - 18, 250],
  ]
    .map(([sx, sy]) => `<circle cx="${sx}" cy="${sy}" r="7" fill="#c9ced4" stroke="#7f8690"/>`)
    .join('');
  const lower = atx
    ? `<rect x="40" y="${H - 120}" width="260" height="14" rx="2" fill="#2b3038"/>` +
      `<rect x="40" y="${H - 70}" width="90" height="12" rx="2" fill="#2b3038"/>`
    : `<rect x="40" y="${H - 70}" width="90" height="12" rx="2" fill="#2b3038"/>`;
  const caps = [0, 1, 2, 3]
    .map((i) => `<circle cx="${30 + i * 18}" cy="${H - 30}" r="7" fill="#d4a72c"/>`)
    .join('');
  return (
    backdrop(535, 520) +
    `<g transform="translate(${400 - W / 2} ${290 - H / 2}) rotate(-4 ${W / 2} ${H / 2})">` +
    `<rect x="8" y="10" width="${W}" height="${H}" rx="10" fill="#0a0b0d"/>` +
    `<rect width="${W}" height="${H}" rx="10" fill="#1c1f24" stroke="#2e333b" stroke-width="2"/>` +
    `<path d="M60 ${H - 40} H240 L280 ${H - 80} H380 M120 300 V340 L160 370 H260" stroke="#2a2f37" stroke-width="3" fill="none"/>` +
    '<rect x="10" y="14" width="60" height="200" rx="6" fill="url(#dark)"/>' +
    `<rect x="10" y="190" width="60" height="8" fill="${c.accent}"/>` +
    '<rect x="78" y="22" width="40" height="180" rx="5" fill="url(#metal)"/>' +
    '<rect x="124" y="22" width="150" height="42" rx="5" fill="url(#metal)"/>' +
    `<rect x="78" y="22" width="40" height="10" rx="4" fill="${c.accent}"/>` +
    `<rect x="124" y="22" width="150" height="8" rx="4" fill="${c.accent}"/>` +
    '<rect x="138" y="82" width="124" height="124" rx="6" fill="url(#metal)"/>' +
    '<rect x="152" y="96" width="96" height="96" fill="url(#pins)"/>' +
    '<rect x="264" y="90" width="6" height="110" rx="3" fill="#c9ced4"/>' +
    dimms +
    `<rect x="${W - 26}" y="120" width="16" height="86" rx="2" fill="#101114" stroke="#3a3f47"/>` +
    '<rect x="120" y="224" width="160" height="26" rx="4" fill="url(#metal)"/>' +
    `<rect x="120" y="224" width="6" height="26" fill="${c.accent}"/>` +
    '<rect x="40" y="290" width="270" height="18" rx="3" fill="url(#metal)"/>' +
    '<rect x="56" y="296" width="238" height="6" rx="2" fill="#1a1c20"/>' +
    lower +
    `<rect x="${W - 160}" y="${H - 170}" width="110" height="96" rx="8" fill="url(#dark)"/>` +
    `<polygon points="${W - 150},${H - 84} ${W - 70},${H - 160} ${W - 56},${H - 160} ${W - 56},${H - 146} ${W - 136},${H - 84}" fill="${c.accent}"/>` +
    `<circle cx="${W - 210}" cy="${H - 60}" r="16" fill="url(#metal)"/>` +
    sata +
    caps +
    screws +
    '</g>'
  );
};

export const memory: Drawing = ({ name }, c) => {
  const lit = /RGB/.test(name);
  const stick = (tx: number, ty: number) =>
    `<g transform="translate(${tx} ${ty}) rotate(-7 280 75)">` +
    `<rect x="6" y="10" width="560" height="150" rx="6" fill="#000" opacity="0.25"/>` +
    '<path d="M0 20 H560 V150 H306 V134 H294 V150 H0 Z" fill="#1c6b3d"/>' +
    '<rect x="12" y="130" width="276" height="18" fill="url(#contacts)"/>' +
    '<rect x="312" y="130" width="238" height="18" fill="url(#contacts)"/>' +
    (lit
      ? '<rect x="6" y="-26" width="548" height="34" rx="8" fill="url(#rgb)"/>' +
        '<rect x="6" y="-26" width="548" height="12" rx="6" fill="#fff" opacity="0.45"/>'
      : '') +
    '<path d="M0 6 H210 L232 -4 H560 V122 H0 Z" fill="url(#dark)"/>' +
    `<polygon points="0,88 170,88 190,122 0,122" fill="${c.accent}"/>` +
    `<polygon points="380,-4 560,-4 560,30 410,30" fill="${c.accent}" opacity="0.85"/>` +
    '<rect x="250" y="58" width="120" height="5" rx="2" fill="#6b7280"/>' +
    '<rect x="250" y="70" width="80" height="5" rx="2" fill="#6b7280"/>' +
    sheen(0, -4, 560, 126, 0.08) +
    '</g>';
  return backdrop(500, 600) + stick(140, 110) + stick(100, 270);
};

const nvme: Drawing = () =>
  backdrop(450, 620) +
  '<g transform="translate(110 215) rotate(-10 290 75)">' +
  '<rect x="10" y="16" width="580" height="150" rx="6" fill="#000" opacity="0.22"/>' +
  '<path d="M0 0 H580 V38 H560 V50 H580 V150 H0 V89 A14 14 0 0 0 0 61 Z" fill="#101418"/>' +
  '<rect x="556" y="4" width="22" height="32" fill="url(#hcontacts)"/>' +
  '<rect x="556" y="54" width="22" height="92" fill="url(#hcontacts)"/>' +
  '<rect x="40" y="36" width="84" height="84" rx="4" fill="url(#darker)"/>' +
  '<rect x="50" y="46" width="64" height="64" rx="3" fill="#2d3139"/>' +
  '<rect x="160" y="18" width="370" height="114" rx="5" fill="url(#accent)"/>' +
  '<rect x="160" y="18" width="370" height="30" rx="5" fill="#0d0f12" opacity="0.55"/>' +
  markings(180, 66, [150, 110, 180], 'rgba(255,255,255,0.55)') +
  `<g fill="#0d0f12" opacity="0.7">${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    .map((i) => `<rect x="${430 + i * 8 + (i % 3)}" y="70" width="${i % 2 ? 3 : 5}" height="44"/>`)
    .join('')}</g>` +
  sheen(160, 18, 370, 114, 0.12) +
  '</g>';

const hardDisk: Drawing = () =>
  backdrop(530, 460) +
  '<g transform="translate(226 48) scale(0.9) rotate(-6 190 260)">' +
  '<rect x="12" y="14" width="380" height="520" rx="16" fill="#5b626c"/>' +
  '<rect width="380" height="520" rx="16" fill="url(#metal)" stroke="#8d949c" stroke-width="2"/>' +
  '<circle cx="190" cy="175" r="150" fill="none" stroke="#a2a9b2" stroke-width="6"/>' +
  '<circle cx="190" cy="175" r="138" fill="#fff" opacity="0.18"/>' +
  '<path d="M300 300 C340 300 350 260 340 230" stroke="#a2a9b2" stroke-width="6" fill="none"/>' +
  '<rect x="30" y="330" width="320" height="160" rx="8" fill="url(#accent)"/>' +
  '<rect x="30" y="330" width="320" height="40" rx="8" fill="#0d0f12" opacity="0.45"/>' +
  markings(50, 390, [170, 120, 200, 90], 'rgba(255,255,255,0.6)') +
  [14, 190, 366]
    .flatMap((sx) => [20, 500].map((sy) => `<circle cx="${sx}" cy="${sy}" r="8" fill="#4b5563"/>`))
    .join('') +
  sheen(0, 0, 380, 520, 0.14) +
  '</g>';

export const storage: Drawing = (subject, c) =>
  subject.specs.formFactor === '3.5' ? hardDisk(subject, c) : nvme(subject, c);
