import { backdrop, fan, hsl, sheen, type Drawing } from './product-art-kit.ts';

// Pictures of the larger parts: power supplies, cases, coolers and monitors.

export const psu: Drawing = ({ specs }, c) => {
  // The side face is a parallelogram; this matrix maps a flat 110x360 panel onto it.
  const side = 'matrix(1 -0.4545 0 1 530 120)';
  const modular = specs.modular !== 'none';
  const sockets = [0, 1, 2, 3, 4]
    .map((i) => `<rect x="18" y="${44 + i * 60}" width="74" height="40" rx="4" fill="#050607"/>`)
    .join('');
  // A non-modular unit's fixed cables leave the side through a grommet and end in plugs.
  const cables =
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<path d="M585 ${262 + i * 8} C${680 + i * 8} ${290 + i * 10} ${700 - i * 6} ${430} ${600 + i * 28} 515" stroke="${i % 2 ? '#1d2025' : '#101215'}" stroke-width="15" fill="none"/>` +
          `<rect x="${588 + i * 28}" y="505" width="26" height="20" rx="3" fill="#0b0c0e"/>`,
      )
      .join('') + '<circle cx="588" cy="274" r="24" fill="#0b0c0e"/>';
  const grille =
    [40, 76, 112, 148]
      .map((r) => `<circle r="${r}" fill="none" stroke="#a5acb5" stroke-width="3"/>`)
      .join('') +
    [0, 45, 90, 135]
      .map(
        (a) =>
          `<rect x="-150" y="-1.5" width="300" height="3" fill="#a5acb5" transform="rotate(${a})"/>`,
      )
      .join('');
  return (
    backdrop(505, 600) +
    '<polygon points="170,120 280,70 640,70 530,120" fill="#454b55"/>' +
    `<polygon points="170,120 280,70 300,70 190,120" fill="${c.accent}"/>` +
    `<g transform="${side}"><rect width="110" height="360" fill="#121418"/>${modular ? sockets : ''}</g>` +
    (modular ? '' : cables) +
    '<rect x="170" y="120" width="360" height="360" rx="12" fill="url(#dark)"/>' +
    fan(350, 300, 150, { blade: '#262a30', hub: '#0d0e11', frame: '#060708', blades: 7 }) +
    `<g transform="translate(350 300)">${grille}<circle r="38" fill="url(#darker)" stroke="${c.accent}" stroke-width="5"/></g>` +
    `<rect x="470" y="440" width="46" height="16" rx="3" fill="${c.accent}"/>` +
    [
      [188, 138],
      [512, 138],
      [188, 462],
      [512, 462],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="#8d949c"/>`)
      .join('') +
    sheen(170, 120, 360, 360, 0.05)
  );
};

export const pcCase: Drawing = ({ name }, c) => {
  const white = /White|Snow/.test(name);
  const body = white ? '#e8eaee' : '#17191e';
  const shroud = white ? '#d3d7dd' : '#23262c';
  const ring = (cx: number, cy: number, r: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${c.accent}" stroke-width="5"/>`;
  const frontGlow = [170, 285, 400]
    .map(
      (cy) =>
        `<ellipse cx="575" cy="${cy}" rx="28" ry="52" fill="none" stroke="${c.accent}" stroke-width="7" opacity="0.85"/>`,
    )
    .join('');
  return (
    backdrop(540, 560) +
    `<rect x="170" y="60" width="360" height="470" rx="12" fill="${body}"/>` +
    '<rect x="186" y="76" width="328" height="440" rx="6" fill="#0b0e14"/>' +
    '<rect x="206" y="96" width="220" height="260" rx="4" fill="#1d2128"/>' +
    fan(300, 180, 42, { blade: '#2c3037', hub: '#111', frame: '#0b0c0f', ring: c.accent }) +
    [0, 1, 2, 3]
      .map(
        (i) => `<rect x="${358 + i * 11}" y="130" width="7" height="100" rx="2" fill="url(#rgb)"/>`,
      )
      .join('') +
    ring(236, 140, 26) +
    '<rect x="198" y="300" width="270" height="50" rx="6" fill="url(#dark)"/>' +
    `<rect x="198" y="342" width="270" height="6" fill="${c.accent}"/>` +
    `<rect x="186" y="420" width="328" height="96" fill="${shroud}"/>` +
    [160, 285, 410]
      .map(
        (cy) =>
          `<ellipse cx="495" cy="${cy}" rx="14" ry="52" fill="none" stroke="url(#rgb)" stroke-width="6"/>`,
      )
      .join('') +
    sheen(186, 76, 328, 440, 0.1) +
    `<polygon points="530,60 620,92 620,500 530,530" fill="url(#mesh)"/>` +
    (white ? '<polygon points="530,60 620,92 620,500 530,530" fill="#fff" opacity="0.55"/>' : '') +
    frontGlow +
    `<polygon points="530,60 620,92 620,100 530,70" fill="${body}"/>` +
    `<rect x="190" y="530" width="40" height="10" rx="3" fill="#0b0c0f"/>` +
    `<rect x="470" y="530" width="40" height="10" rx="3" fill="#0b0c0f"/>`
  );
};

const airCooler: Drawing = ({ name, specs }, c) => {
  const black = /black/i.test(name);
  const fins = black ? 'url(#dark-fins)' : 'url(#fins)';
  const pipe = black ? '#1c1e22' : 'url(#copper)';
  const dual = specs.fans === 2;
  const tower = (x: number, y: number) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${x + 30 + i * 44}" y="${y - 26}" width="16" height="40" rx="8" fill="${pipe}"/>`,
      )
      .join('') + `<rect x="${x}" y="${y}" width="240" height="320" rx="6" fill="${fins}"/>`;
  const fanColour = black ? '#202226' : '#2a2e35';
  return (
    backdrop(500, 440) +
    (dual ? `<g opacity="0.75">${tower(320, 88)}</g>` : '') +
    tower(280, 118) +
    '<rect x="350" y="438" width="100" height="30" rx="4" fill="url(#copper)"/>' +
    '<rect x="290" y="466" width="220" height="12" rx="4" fill="url(#metal)"/>' +
    `<rect x="276" y="160" width="248" height="240" rx="24" fill="${black ? '#111214' : '#15171b'}"/>` +
    fan(400, 280, 114, { blade: fanColour, hub: c.accentDeep, frame: '#07080a' }) +
    `<rect x="276" y="160" width="248" height="8" rx="4" fill="${c.accent}" opacity="0.9"/>`
  );
};

const liquidCooler: Drawing = ({ name }, c) => {
  const lit = /RGB/.test(name) ? 'url(#rgb)' : c.accent;
  const fans = [210, 400, 590]
    .map(
      (cx) =>
        `<rect x="${cx - 86}" y="80" width="172" height="172" rx="14" fill="#0d0e11"/>` +
        fan(cx, 166, 80, { blade: '#2a2e35', hub: c.accentDeep, frame: '#07080a', ring: lit }),
    )
    .join('');
  return (
    backdrop(520, 640) +
    '<rect x="104" y="66" width="592" height="200" rx="10" fill="url(#darker)"/>' +
    '<rect x="134" y="76" width="532" height="180" fill="url(#vfins)"/>' +
    fans +
    '<path d="M672 250 C720 340 640 430 470 436" stroke="#15171b" stroke-width="24" fill="none" stroke-linecap="round"/>' +
    '<path d="M640 262 C680 330 610 390 470 400" stroke="#1d2025" stroke-width="24" fill="none" stroke-linecap="round"/>' +
    '<circle cx="400" cy="430" r="74" fill="url(#darker)"/>' +
    `<circle cx="400" cy="430" r="62" fill="none" stroke="${lit}" stroke-width="9"/>` +
    '<circle cx="400" cy="430" r="44" fill="url(#metal)"/>' +
    sheen(356, 386, 88, 88, 0.2)
  );
};

export const cooler: Drawing = (subject, c) =>
  subject.specs.type === 'air' ? airCooler(subject, c) : liquidCooler(subject, c);

export const monitor: Drawing = ({ specs }, c) => {
  const wide = typeof specs.sizeIn === 'number' && specs.sizeIn >= 27;
  const w = wide ? 600 : 540;
  const x = 400 - w / 2;
  const h = (w * 9) / 16;
  // Three ranges of hills, the nearest lowest and darkest, for a wallpaper-like screen.
  const hills = [0, 1, 2].map((layer) => {
    const top = 60 + h * (0.45 + layer * 0.1 + c.vary(10 + layer) * 0.08);
    const left = 60 + h * (0.68 + layer * 0.08);
    const right = 60 + h * (0.62 + layer * 0.1 + c.vary(20 + layer) * 0.08);
    const peak = x + w * (0.2 + c.vary(30 + layer) * 0.6);
    return (
      `<path d="M${x} ${left} Q${peak - w * 0.2} ${top + 40} ${peak} ${top} ` +
      `T${x + w} ${right} V${60 + h} H${x} Z" fill="${hsl(c.hue + 230 + layer * 15, 45, 44 - layer * 13)}"/>`
    );
  });
  const sunX = x + w * (0.25 + c.vary(40) * 0.5);
  return (
    backdrop(520, 420) +
    `<polygon points="375,${60 + h} 425,${60 + h} 440,505 360,505" fill="url(#dark)"/>` +
    `<rect x="390" y="${70 + h}" width="20" height="${430 - h}" fill="${c.accent}" opacity="0.7"/>` +
    '<rect x="270" y="498" width="260" height="22" rx="11" fill="url(#dark)"/>' +
    `<rect x="${x - 10}" y="50" width="${w + 20}" height="${h + 36}" rx="12" fill="#0b0c0f"/>` +
    `<clipPath id="screen"><rect x="${x}" y="60" width="${w}" height="${h}"/></clipPath>` +
    `<g clip-path="url(#screen)"><rect x="${x}" y="60" width="${w}" height="${h}" fill="url(#sky)"/>` +
    `<circle cx="${sunX}" cy="${60 + h * 0.36}" r="56" fill="${hsl(c.hue + 30, 95, 72)}"/>` +
    hills.join('') +
    `</g>${sheen(x, 60, w, h, 0.1)}` +
    `<circle cx="${x + w - 20}" cy="${72 + h + 8}" r="4" fill="${c.accent}"/>`
  );
};
