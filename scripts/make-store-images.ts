/**
 * Writes the product pictures of public/store/ (the seeded store products point at them): simple
 * flat illustrations, 600×600, in the league's navy and gold. Run `npx tsx scripts/make-store-images.ts`
 * after changing a drawing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const NAVY = '#0b1f3a';
const NAVY_2 = '#13305a';
const GOLD = '#f5c542';
const WHITE = '#ffffff';

interface Picture {
  file: string;
  title: string;
  background: [string, string];
  body: string;
}

/** The league mark: a gold shield with "MS". */
const mark = (x: number, y: number, scale = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M0-34 30-22v22c0 20-14 32-30 38C-16 32-30 20-30 0v-22Z" fill="${GOLD}"/><text y="10" text-anchor="middle" font-family="system-ui, Arial, sans-serif" font-size="26" font-weight="800" fill="${NAVY}">MS</text></g>`;

const pictures: Picture[] = [
  {
    file: 'game-jersey.svg',
    title: 'League game jersey',
    background: ['#e8eef8', '#cfdcf0'],
    body: `<path d="M200 110 250 90c10 30 90 30 100 0l50 20 90 70-45 70-45-30v280H200V220l-45 30-45-70Z" fill="${NAVY}"/>
<path d="M250 90c10 30 90 30 100 0" fill="none" stroke="${GOLD}" stroke-width="12"/>
<path d="M200 220v16h200v-16M110 180l45 70M490 180l-45 70" stroke="${GOLD}" stroke-width="10" fill="none"/>
<text x="300" y="390" text-anchor="middle" font-family="system-ui, Arial, sans-serif" font-size="120" font-weight="800" fill="${GOLD}">12</text>
${mark(300, 200, 0.9)}`,
  },
  {
    file: 'sideline-hoodie.svg',
    title: 'Sideline hoodie',
    background: ['#f3efe2', '#e4dcc2'],
    body: `<path d="M230 120c0-50 140-50 140 0l110 60 40 270-60 10-30-190v250H180V270l-30 190-60-10 40-270Z" fill="${NAVY_2}"/>
<path d="M230 120c10 60 130 60 140 0-20-30-120-30-140 0Z" fill="${NAVY}"/>
<path d="M280 160v70M320 160v70" stroke="${WHITE}" stroke-width="6" stroke-linecap="round"/>
<rect x="230" y="380" width="140" height="60" rx="12" fill="${NAVY}"/>
${mark(300, 300, 1.1)}`,
  },
  {
    file: 'snapback-cap.svg',
    title: 'Championship snapback cap',
    background: ['#fbeee6', '#f1d7c6'],
    body: `<path d="M140 340c0-120 70-190 160-190s160 70 160 190Z" fill="${NAVY}"/>
<path d="M140 340h320c40 0 80 20 90 50H160c-30 0-40-30-20-50Z" fill="${NAVY_2}"/>
<path d="M300 150v190M220 180c20 40 20 110 20 160M380 180c-20 40-20 110-20 160" stroke="${NAVY_2}" stroke-width="6" fill="none"/>
<circle cx="300" cy="152" r="12" fill="${GOLD}"/>
${mark(300, 265, 1.2)}`,
  },
  {
    file: 'flag-belt-set.svg',
    title: 'Flag belt practice set',
    background: ['#e7f4ea', '#cbe8d2'],
    body: `<rect x="110" y="200" width="380" height="44" rx="22" fill="${NAVY}"/>
<rect x="270" y="190" width="60" height="64" rx="10" fill="${GOLD}"/>
<path d="M160 244h40v190l-20-20-20 20ZM400 244h40v190l-20-20-20 20Z" fill="${GOLD}"/>
<path d="M270 244h40v150l-20-20-20 20Z" fill="#e8b10c"/>`,
  },
  {
    file: 'water-bottle.svg',
    title: 'Insulated water bottle',
    background: ['#e6f2fb', '#c7e1f3'],
    body: `<rect x="255" y="70" width="90" height="60" rx="14" fill="${GOLD}"/>
<path d="M240 130h120l20 50v320c0 20-15 30-30 30H250c-15 0-30-10-30-30V180Z" fill="${NAVY}"/>
<rect x="220" y="250" width="160" height="120" fill="${NAVY_2}"/>
<path d="M255 180v300" stroke="${WHITE}" stroke-width="10" stroke-linecap="round" opacity="0.25"/>
${mark(300, 310, 0.9)}`,
  },
  {
    file: 'gear-bag.svg',
    title: 'Drawstring gear bag',
    background: ['#f2ecf8', '#dfd1ee'],
    body: `<path d="M170 150h260l30 340H140Z" fill="${NAVY}"/>
<path d="M170 150c40 30 220 30 260 0" fill="none" stroke="${GOLD}" stroke-width="10"/>
<path d="M180 160 140 500M420 160l40 340" stroke="${GOLD}" stroke-width="8" fill="none"/>
<rect x="220" y="380" width="160" height="60" rx="10" fill="${NAVY_2}"/>
${mark(300, 290, 1.2)}`,
  },
];

mkdirSync('public/store', { recursive: true });
for (const picture of pictures) {
  const [from, to] = picture.background;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${picture.title}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#bg)"/>
<ellipse cx="300" cy="540" rx="200" ry="22" fill="${NAVY}" opacity="0.12"/>
${picture.body}
</svg>
`;
  writeFileSync(`public/store/${picture.file}`, svg);
}
console.log(`Wrote ${pictures.length} product pictures to public/store/.`);
