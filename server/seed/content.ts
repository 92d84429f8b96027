/** Seeds sponsors and partners, social feeds, press content and news, and gallery items. */
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { galleryItems, pressArticles, socialFeeds, sponsors } from '../db/schema/content';
import { SEED_CONTENT, SEED_NEWS } from './press';

const DAY = 24 * 60 * 60 * 1000;

const SPONSORS = [
  {
    name: 'Delta Ridge Bank',
    tier: 'gold',
    slug: 'delta-ridge-bank',
    description: 'Community bank serving the Mid-South since 1921.',
    writeUp:
      "Delta Ridge Bank funds field lights and travel grants so every girls' and boys' flag football team can play a full season close to home.",
  },
  {
    name: 'Riverbend Health',
    tier: 'gold',
    slug: 'riverbend-health',
    description: 'Family clinics across Tennessee and Mississippi.',
    writeUp: '',
  },
  {
    name: 'Magnolia Sports Medicine',
    tier: 'silver',
    slug: 'magnolia-sports-medicine',
    description: 'Athletic trainers on the sideline at every championship weekend.',
  },
  {
    name: 'Bluff City Outfitters',
    tier: 'silver',
    slug: 'bluff-city-outfitters',
    description: 'Uniforms and flags for every division.',
  },
  {
    name: 'Peabody Print Co.',
    tier: 'silver',
    slug: 'peabody-print-co',
    description: 'Banners, programs and team posters.',
  },
  {
    name: 'Crosstown Family Dental',
    tier: 'community',
    slug: 'crosstown-family-dental',
    description: 'Mouthguard fittings for league athletes.',
  },
  {
    name: 'Oak Court Pizza',
    tier: 'community',
    slug: 'oak-court-pizza',
    description: 'Team parties after every season.',
  },
  {
    name: 'Southaven Hardware',
    tier: 'community',
    slug: 'southaven-hardware',
    description: 'Field paint and goal repairs.',
  },
  {
    name: 'Hometown Media',
    tier: 'community',
    slug: 'hometown-media',
    description: 'Game-day photos and highlight reels.',
    active: false,
  },
];

const PARTNERS = [
  {
    name: 'Mid-South Parks Alliance',
    slug: 'mid-south-parks-alliance',
    description: 'Park districts that host our fields.',
  },
  { name: 'Coaches Forward', slug: 'coaches-forward', description: 'Coach education and certification.' },
  {
    name: 'Cotton Row Foundation',
    slug: 'cotton-row-foundation',
    description: 'Scholarships for registration fees.',
  },
  {
    name: 'Delta Youth Health',
    slug: 'delta-youth-health',
    description: 'Concussion and heat-safety education.',
  },
  {
    name: 'River City Scholarship Fund',
    slug: 'river-city-scholarship-fund',
    description: 'Academic and athletic scholarships.',
  },
  {
    name: 'Tri-State Officials',
    slug: 'tri-state-officials',
    description: 'Referee recruiting and training.',
  },
  {
    name: 'Hometown Media',
    slug: 'hometown-media',
    description: 'Storytelling partner for league highlights.',
  },
];

/**
 * Social feeds point at public pages of the platforms; the site loads them only when a visitor asks.
 * Change the handles here (or edit the rows) to point at the league's own accounts.
 */
const SOCIAL_HANDLES = { facebook: 'NFLFLAG', x: 'NFLFLAG', instagram: 'nflflag' };

/** Inserts each content area that is still empty; returns how many rows were created. */
export async function seedContent(db: Db, now = new Date()): Promise<number> {
  let created = 0;
  const isEmpty = async (
    table: typeof sponsors | typeof socialFeeds | typeof pressArticles | typeof galleryItems,
  ) => {
    const [row] = await db.select({ n: count() }).from(table);
    return (row?.n ?? 0) === 0;
  };

  if (await isEmpty(sponsors)) {
    const rows = [
      ...SPONSORS.map((s, position) => ({
        kind: 'sponsor',
        name: s.name,
        tier: s.tier,
        logo: `/sponsors/${s.slug}.svg`,
        url: `https://example.org/${s.slug}`,
        description: s.description,
        writeUp: s.writeUp ?? null,
        active: s.active ?? true,
        position,
      })),
      ...PARTNERS.map((p, position) => ({
        kind: 'partner',
        name: p.name,
        tier: 'community',
        logo: `/sponsors/${p.slug}.svg`,
        url: `https://example.org/${p.slug}`,
        description: p.description,
        position,
      })),
    ];
    await db.insert(sponsors).values(rows);
    created += rows.length;
  }

  if (await isEmpty(socialFeeds)) {
    const fb = `https://www.facebook.com/${SOCIAL_HANDLES.facebook}`;
    const rows = [
      {
        slug: 'facebook',
        label: 'Facebook',
        type: 'iframe',
        embedUrl: `https://www.facebook.com/plugins/page.php?href=${encodeURIComponent(fb)}&tabs=timeline&width=500&height=600&small_header=true`,
        link: fb,
        position: 1,
      },
      {
        slug: 'x',
        label: 'X',
        type: 'embed',
        embedHtml: `<a class="twitter-timeline" data-height="600" href="https://twitter.com/${SOCIAL_HANDLES.x}">Posts by @${SOCIAL_HANDLES.x}</a>`,
        scriptUrl: 'https://platform.twitter.com/widgets.js',
        link: `https://x.com/${SOCIAL_HANDLES.x}`,
        position: 2,
      },
      {
        slug: 'instagram',
        label: 'Instagram',
        type: 'iframe',
        embedUrl: `https://www.instagram.com/${SOCIAL_HANDLES.instagram}/embed`,
        link: `https://www.instagram.com/${SOCIAL_HANDLES.instagram}/`,
        position: 3,
        active: false,
      },
    ];
    await db.insert(socialFeeds).values(rows);
    created += rows.length;
  }

  if (await isEmpty(pressArticles)) {
    const rows = [
      ...SEED_CONTENT.map((item) => ({
        kind: 'content',
        title: item.title,
        content: item.content,
        publishedAt: new Date(now.getTime() - 90 * DAY),
      })),
      ...SEED_NEWS.map((article) => ({
        kind: 'news',
        title: article.title,
        content: article.content,
        url: article.url ?? null,
        publishedAt: new Date(now.getTime() - article.daysAgo * DAY),
      })),
    ];
    await db.insert(pressArticles).values(rows);
    created += rows.length;
  }

  if (await isEmpty(galleryItems)) {
    const photos = [
      ['Snowden Grove Saturday kickoff', 'program'],
      ["Girls' flag championship huddle", 'program'],
      ['Jr. NBA clinic at Liberty Park', 'program'],
      ['Volleyball serve practice', 'program'],
      ['Delta Ridge Bank field lights night', 'sponsor'],
      ['Track series finish line', 'program'],
      ['Bluff City Outfitters uniform day', 'sponsor'],
      ['Soccer girls on the Gulf Coast', 'program'],
    ] as const;
    const rows = [
      ...photos.map(([title, category], i) => ({
        kind: 'photo',
        title,
        image: `/gallery/photo-${i + 1}.svg`,
        category,
        position: i,
      })),
      {
        kind: 'video',
        title: 'League in motion',
        image: '/gallery/video-1.svg',
        videoUrl: '/home/league-in-motion.mp4',
        category: 'program',
        position: 20,
      },
      {
        kind: 'video',
        title: 'NFL FLAG: how the game is played',
        image: '/gallery/video-2.svg',
        videoUrl: 'https://www.youtube.com/@NFLFLAG',
        url: 'https://www.youtube.com/@NFLFLAG',
        category: 'program',
        position: 21,
      },
      {
        kind: 'photo',
        title: 'Retired banner',
        image: '/gallery/photo-1.svg',
        category: 'program',
        position: 99,
        active: false,
      },
    ];
    await db.insert(galleryItems).values(rows);
    created += rows.length;
  }
  return created;
}
