/**
 * Writes the sample gallery pictures of public/gallery/ (the seeded gallery items point at them):
 * photo-1.svg … photo-8.svg and the video posters video-1.svg, video-2.svg. Simple illustrated
 * scenes, 1200×800. Run `npx tsx scripts/make-gallery-samples.ts` after changing a scene.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

interface Scene {
  file: string;
  title: string;
  ground: [string, string];
  sky: [string, string];
  lines: 'yard' | 'court' | 'net' | 'pitch' | 'track' | 'banner';
  ball: 'football' | 'basketball' | 'volleyball' | 'soccer' | 'none';
  jerseys: [string, string];
  poster?: boolean;
}

const scenes: Scene[] = [
  {
    file: 'photo-1.svg',
    title: 'Kickoff under the lights',
    ground: ['#2f8f46', '#1f6b33'],
    sky: ['#0b1f3a', '#13305a'],
    lines: 'yard',
    ball: 'football',
    jerseys: ['#f5c542', '#ffffff'],
  },
  {
    file: 'photo-2.svg',
    title: 'Girls flag football touchdown',
    ground: ['#34a853', '#227a3b'],
    sky: ['#6fb3e8', '#bfe0f7'],
    lines: 'yard',
    ball: 'football',
    jerseys: ['#c2185b', '#0b1f3a'],
  },
  {
    file: 'photo-3.svg',
    title: 'Jr. NBA fast break',
    ground: ['#d9a066', '#b7793f'],
    sky: ['#3b2a1a', '#5a4128'],
    lines: 'court',
    ball: 'basketball',
    jerseys: ['#1d5fd6', '#ffffff'],
  },
  {
    file: 'photo-4.svg',
    title: 'Volleyball block at the net',
    ground: ['#e0b77a', '#c99a55'],
    sky: ['#8ecae6', '#d7f0fb'],
    lines: 'net',
    ball: 'volleyball',
    jerseys: ['#7b1fa2', '#f5c542'],
  },
  {
    file: 'photo-5.svg',
    title: 'Field lights night',
    ground: ['#2f8f46', '#1f6b33'],
    sky: ['#071529', '#13305a'],
    lines: 'banner',
    ball: 'football',
    jerseys: ['#f5c542', '#ffffff'],
  },
  {
    file: 'photo-6.svg',
    title: 'Track relay handoff',
    ground: ['#c0492f', '#9e3a25'],
    sky: ['#9fd3f0', '#e3f4fc'],
    lines: 'track',
    ball: 'none',
    jerseys: ['#0b1f3a', '#f5c542'],
  },
  {
    file: 'photo-7.svg',
    title: 'Sponsor uniform day',
    ground: ['#2f8f46', '#1f6b33'],
    sky: ['#f5c542', '#ffe08a'],
    lines: 'banner',
    ball: 'football',
    jerseys: ['#0b1f3a', '#13305a'],
  },
  {
    file: 'photo-8.svg',
    title: 'Girls soccer on the Gulf Coast',
    ground: ['#3c9d4e', '#2b7a3a'],
    sky: ['#4fb3d9', '#f3e3b5'],
    lines: 'pitch',
    ball: 'soccer',
    jerseys: ['#c2185b', '#ffffff'],
  },
  {
    file: 'video-1.svg',
    title: 'Fall season highlights',
    ground: ['#2f8f46', '#1f6b33'],
    sky: ['#0b1f3a', '#13305a'],
    lines: 'yard',
    ball: 'football',
    jerseys: ['#f5c542', '#ffffff'],
    poster: true,
  },
  {
    file: 'video-2.svg',
    title: 'Championship day recap',
    ground: ['#d9a066', '#b7793f'],
    sky: ['#071529', '#0b1f3a'],
    lines: 'court',
    ball: 'basketball',
    jerseys: ['#1d5fd6', '#f5c542'],
    poster: true,
  },
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function lines(kind: Scene['lines']): string {
  switch (kind) {
    case 'yard':
      return Array.from(
        { length: 9 },
        (_, i) =>
          `<line x1="${100 + i * 125}" y1="470" x2="${20 + i * 145}" y2="800" stroke="#fff" stroke-opacity=".55" stroke-width="5"/>`,
      ).join('');
    case 'court':
      return '<ellipse cx="600" cy="640" rx="230" ry="70" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="6"/><line x1="600" y1="470" x2="600" y2="800" stroke="#fff" stroke-opacity=".7" stroke-width="6"/><rect x="1010" y="250" width="120" height="90" fill="#fff" stroke="#333" stroke-width="4"/><circle cx="1070" cy="360" r="28" fill="none" stroke="#e65100" stroke-width="6"/>';
    case 'net':
      return (
        '<rect x="595" y="300" width="10" height="330" fill="#333"/><rect x="300" y="300" width="600" height="90" fill="none" stroke="#fff" stroke-width="6"/>' +
        Array.from(
          { length: 14 },
          (_, i) =>
            `<line x1="${300 + i * 43}" y1="300" x2="${300 + i * 43}" y2="390" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>`,
        ).join('')
      );
    case 'pitch':
      return '<line x1="0" y1="560" x2="1200" y2="560" stroke="#fff" stroke-opacity=".6" stroke-width="5"/><path d="M1050 470 Q1120 520 1200 520" fill="none" stroke="#fff" stroke-width="5"/><rect x="1080" y="330" width="120" height="140" fill="none" stroke="#fff" stroke-width="6"/>';
    case 'track':
      return Array.from(
        { length: 6 },
        (_, i) =>
          `<path d="M0 ${520 + i * 50} Q600 ${470 + i * 55} 1200 ${520 + i * 50}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="4"/>`,
      ).join('');
    case 'banner':
      return '<rect x="160" y="120" width="880" height="150" rx="16" fill="#0b1f3a" fill-opacity=".9"/><text x="600" y="215" text-anchor="middle" font-family="system-ui, Arial, sans-serif" font-size="56" font-weight="800" fill="#f5c542">THANK YOU, SPONSORS!</text>';
  }
}

function ball(kind: Scene['ball']): string {
  switch (kind) {
    case 'football':
      return '<g transform="translate(820 300) rotate(-30)"><ellipse rx="46" ry="28" fill="#8d4a1f"/><line x1="-20" y1="0" x2="20" y2="0" stroke="#fff" stroke-width="4"/><line x1="-10" y1="-6" x2="-10" y2="6" stroke="#fff" stroke-width="3"/><line x1="0" y1="-6" x2="0" y2="6" stroke="#fff" stroke-width="3"/><line x1="10" y1="-6" x2="10" y2="6" stroke="#fff" stroke-width="3"/></g>';
    case 'basketball':
      return '<g transform="translate(820 300)"><circle r="40" fill="#e65100"/><path d="M-40 0H40M0-40V40M-28-28Q0 0-28 28M28-28Q0 0 28 28" fill="none" stroke="#3e2723" stroke-width="3"/></g>';
    case 'volleyball':
      return '<g transform="translate(700 230)"><circle r="38" fill="#fff" stroke="#1d5fd6" stroke-width="4"/><path d="M-36-10Q0 0 20 34M-10-36Q10 0 38 4M14-34Q-4 0-26 28" fill="none" stroke="#f5c542" stroke-width="4"/></g>';
    case 'soccer':
      return '<g transform="translate(820 600)"><circle r="36" fill="#fff" stroke="#222" stroke-width="3"/><polygon points="0,-14 13,-4 8,12 -8,12 -13,-4" fill="#222"/></g>';
    case 'none':
      return '';
  }
}

function player(x: number, y: number, scale: number, jersey: string, lean: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale}) rotate(${lean})">
<circle cx="0" cy="-150" r="26" fill="#6d4c41"/>
<path d="M-34 -118 H34 L42 -30 H-42 Z" fill="${jersey}" stroke="#0b1f3a" stroke-width="4"/>
<path d="M-34 -112 L-78 -60 M34 -112 L80 -70" stroke="#6d4c41" stroke-width="16" stroke-linecap="round"/>
<path d="M-24 -30 L-44 60 M24 -30 L54 50" stroke="#0b1f3a" stroke-width="20" stroke-linecap="round"/>
</g>`;
}

function svg(scene: Scene): string {
  const [home, away] = scene.jerseys;
  const play = scene.poster
    ? '<circle cx="600" cy="400" r="92" fill="#0b1f3a" fill-opacity=".8"/><polygon points="570,345 570,455 665,400" fill="#f5c542"/>'
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" role="img" aria-label="${escapeXml(scene.title)}">
<title>${escapeXml(scene.title)}</title>
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.ground[0]}"/><stop offset="1" stop-color="${scene.ground[1]}"/></linearGradient>
</defs>
<rect width="1200" height="470" fill="url(#sky)"/>
<rect y="470" width="1200" height="330" fill="url(#ground)"/>
${lines(scene.lines)}
${player(380, 640, 1.25, home, -8)}
${player(640, 660, 1.1, away, 10)}
${player(960, 630, 0.9, home, -4)}
${ball(scene.ball)}
${play}
</svg>
`;
}

mkdirSync('public/gallery', { recursive: true });
for (const scene of scenes) writeFileSync(`public/gallery/${scene.file}`, svg(scene));
console.log(`Wrote ${scenes.length} gallery samples to public/gallery/`);
