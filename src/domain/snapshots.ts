/**
 * API snapshots taken at build time (scripts/snapshot.ts) and committed as a fallback.
 *
 * Persisted contract: content/snapshots/<name>.json holds `{ "taken_at": ISO date | null,
 * "source": string, "data": <shape below> }`. A missing file reads as the empty default.
 * `npm start` writes the same files for its own database under `<DATA_DIR>/snapshots/` (untracked),
 * and only those that differ from the committed ones; its build reads them first.
 */
import { FAQ_TITLE } from './faq';
import { BIO_TITLE } from './leadership';
import type { LeaguePrices } from './office/prices';
import { POLICY_TITLES, SAFETY_TITLES } from './policies';
import { DEFAULT_LEAGUE_PRICES } from './fees';
import type {
  GalleryItem,
  LeagueEvent,
  Location,
  Partner,
  PressArticle,
  Product,
  Program,
  RefereeFaq,
  RefereeHighlight,
  RefereeMetric,
  Season,
  SocialFeed,
  Sponsor,
} from './types';

export interface SnapshotData {
  sponsors: Sponsor[];
  partners: Partner[];
  locations: Location[];
  programs: Program[];
  'social-feeds': SocialFeed[];
  /** Content items by exact title (policies, FAQs, bio, resources, SafeSport); '' when absent. */
  'press-content': Record<string, string>;
  news: PressArticle[];
  seasons: Season[];
  gallery: GalleryItem[];
  /** The referee page's lists and its training sessions from the snapshot day on (spec 3 §7). */
  referee: RefereeSnapshot;
  /** Products on sale (GET /store/products/?active=true). */
  'store-products': Product[];
  /** The league's price list (GET /league/prices/, issue 37); each season's own price comes with the season. */
  prices: LeaguePrices;
}

/** What /referee is built from; an empty list means the page's built-in content. */
export interface RefereeSnapshot {
  metrics: RefereeMetric[];
  highlights: RefereeHighlight[];
  faqs: RefereeFaq[];
  sessions: LeagueEvent[];
}

export type SnapshotName = keyof SnapshotData;

/** The committed snapshots, relative to the project root. */
export const SNAPSHOT_DIR = 'content/snapshots';

export interface SnapshotFile<K extends SnapshotName> {
  taken_at: string | null;
  source: string;
  data: SnapshotData[K];
}

/** Titles of the content items the public pages show (spec 1 §3, spec 3 §8). */
export const CONTENT_TITLES = [
  ...Object.values(POLICY_TITLES),
  FAQ_TITLE,
  BIO_TITLE,
  ...Object.values(SAFETY_TITLES),
] as const;

export const SNAPSHOT_DEFAULTS: SnapshotData = {
  sponsors: [],
  partners: [],
  locations: [],
  programs: [],
  'social-feeds': [],
  'press-content': {},
  news: [],
  seasons: [],
  gallery: [],
  referee: { metrics: [], highlights: [], faqs: [], sessions: [] },
  'store-products': [],
  prices: DEFAULT_LEAGUE_PRICES,
};
