/** Gallery rules (spec 1 §2.9, §5, §8): filters, video playback, fallback tiles and submissions. */
import type { GalleryItem, Program, Sponsor } from './types';

export const GALLERY_FILTERS = ['All', 'Programs', 'Sponsors', 'Videos'] as const;
export type GalleryFilter = (typeof GALLERY_FILTERS)[number];

export const GALLERY_LOAD_ERROR = 'Failed to load gallery';
export const SUBMISSION_INVALID = 'Please add a title and select a photo or video.';
export const SUBMISSION_SUCCESS = 'Thanks! Your highlight was submitted for review.';
export const SUBMISSION_ERROR = 'Could not submit right now. Please try again.';

export type GalleryGroup = 'programs' | 'sponsors' | null;

/** Which filter group an item belongs to, from its category ('program(s)' or 'sponsor(s)'). */
export function galleryGroup(item: GalleryItem): GalleryGroup {
  const category = (item.category ?? '').trim().toLowerCase();
  if (category === 'program' || category === 'programs') return 'programs';
  if (category === 'sponsor' || category === 'sponsors') return 'sponsors';
  return null;
}

/** True for a video item (kind 'video', any case). */
export function isVideoItem(item: GalleryItem): boolean {
  return item.kind.trim().toLowerCase() === 'video';
}

/** The items a filter shows: All shows every item; Videos the video items; the others their group. */
export function filterGallery<T extends GalleryItem>(items: readonly T[], filter: GalleryFilter): T[] {
  switch (filter) {
    case 'All':
      return [...items];
    case 'Videos':
      return items.filter(isVideoItem);
    case 'Programs':
      return items.filter((item) => galleryGroup(item) === 'programs');
    case 'Sponsors':
      return items.filter((item) => galleryGroup(item) === 'sponsors');
  }
}

/** Reads a filter name from a URL value, case-insensitively; anything else is All. */
export function parseGalleryFilter(value: string | null | undefined): GalleryFilter {
  const wanted = (value ?? '').trim().toLowerCase();
  return GALLERY_FILTERS.find((filter) => filter.toLowerCase() === wanted) ?? 'All';
}

/** The index reached by stepping from `index` through `count` items, wrapping at both ends. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

export type VideoSource =
  | { type: 'file'; src: string }
  | { type: 'embed'; src: string; host: string }
  | { type: 'link'; href: string };

const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|m4v|mov)(?:[?#].*)?$/i;

function youTubeId(url: URL): string | null {
  const host = url.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtu.be') return url.pathname.slice(1).split('/')[0] || null;
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const match = /^\/(?:embed|shorts|live)\/([\w-]+)/.exec(url.pathname);
  return match?.[1] ?? null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'vimeo.com') return /^\/(\d+)/.exec(url.pathname)?.[1] ?? null;
  if (host === 'player.vimeo.com') return /^\/video\/(\d+)/.exec(url.pathname)?.[1] ?? null;
  return null;
}

/**
 * How a video item plays: a video file (site path or direct file URL) in a `<video>` element; a
 * YouTube or Vimeo address in an embedded player (loaded on request, privacy-friendly host); any
 * other web address as a link. Null when the item has no usable address.
 */
export function videoSource(item: GalleryItem): VideoSource | null {
  const address = (item.video_url ?? item.url ?? '').trim();
  if (!address) return null;
  if (address.startsWith('/') && !address.startsWith('//')) {
    return VIDEO_FILE.test(address) ? { type: 'file', src: address } : { type: 'link', href: address };
  }
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youTube = youTubeId(url);
  if (youTube) {
    return {
      type: 'embed',
      src: `https://www.youtube-nocookie.com/embed/${youTube}?autoplay=1`,
      host: 'YouTube',
    };
  }
  const vimeo = vimeoId(url);
  if (vimeo)
    return { type: 'embed', src: `https://player.vimeo.com/video/${vimeo}?autoplay=1`, host: 'Vimeo' };
  if (VIDEO_FILE.test(url.pathname)) return { type: 'file', src: url.href };
  return { type: 'link', href: url.href };
}

/**
 * An image address the site may show at page load: a site path, or an absolute address on the
 * site's own origin (returned as a path). Anything else (another host) gives null: nothing loads
 * from outside at page load.
 */
export function localImage(src: string | null | undefined, siteOrigin?: string): string | null {
  const value = (src ?? '').trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (!siteOrigin) return null;
  try {
    const url = new URL(value);
    return url.origin === new URL(siteOrigin).origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** Keeps the items that can be shown: a title and an image, or a video with an address. */
export function showableItems(items: readonly GalleryItem[]): GalleryItem[] {
  return items.filter(
    (item) => item.title.trim() && (isVideoItem(item) ? videoSource(item) || item.image : item.image),
  );
}

type Logo = Pick<Program, 'name' | 'logo'>;
type SponsorLogo = Pick<Sponsor, 'name' | 'logo' | 'logo_url' | 'url' | 'active'>;

/**
 * The tiles shown when the gallery has no items: program logos, then sponsor logos (inactive
 * sponsors dropped). A tile whose logo is missing keeps `image: null` and shows as a name tile.
 */
export function fallbackTiles(programs: readonly Logo[], sponsors: readonly SponsorLogo[]): GalleryItem[] {
  const programTiles = programs
    .filter((program) => program.name.trim())
    .map((program): GalleryItem => ({
      kind: 'photo',
      title: program.name,
      image: program.logo ?? null,
      category: 'programs',
    }));
  const sponsorTiles = sponsors
    .filter((sponsor) => sponsor.active !== false && sponsor.name.trim())
    .map((sponsor): GalleryItem => ({
      kind: 'photo',
      title: sponsor.name,
      image: sponsor.logo ?? sponsor.logo_url ?? null,
      url: sponsor.url ?? null,
      category: 'sponsors',
    }));
  return [...programTiles, ...sponsorTiles];
}

/** A submission's media type: video when the file's type starts with "video", else photo. */
export function mediaTypeOf(file: { type: string }): 'photo' | 'video' {
  return file.type.startsWith('video') ? 'video' : 'photo';
}

export interface SubmissionFields {
  title: string;
  description: string;
  location: string;
  team_one: string;
  team_two: string;
}

/**
 * The problem with a submission, or null when it may be sent (a trimmed title and a file): the
 * title is named first when missing, else the file (`media`), always with the one §5 message.
 */
export function validateSubmission(
  title: string,
  file: { type: string } | null | undefined,
): { field: 'title' | 'media'; message: string } | null {
  if (!title.trim()) return { field: 'title', message: SUBMISSION_INVALID };
  return file ? null : { field: 'media', message: SUBMISSION_INVALID };
}

/** The multipart fields of a submission, in the order of spec 1 §7 (the file itself is `media`). */
export function submissionFields<F extends { type: string }>(
  fields: SubmissionFields,
  file: F,
): [name: string, value: string | F][] {
  return [
    ['title', fields.title.trim()],
    ['description', fields.description.trim()],
    ['location', fields.location.trim()],
    ['team_one', fields.team_one.trim()],
    ['team_two', fields.team_two.trim()],
    ['media', file],
    ['media_type', mediaTypeOf(file)],
  ];
}

/** True when an item opens in the lightbox: a picture, or a video with an address or a poster. */
export function opensInLightbox(item: GalleryItem): boolean {
  return Boolean(item.image) || (isVideoItem(item) && videoSource(item) !== null);
}

/**
 * The items the gallery shows: pictures made local (another host's picture is dropped, see
 * localImage), then only the showable ones.
 */
export function prepareGalleryItems(items: readonly GalleryItem[], siteOrigin?: string): GalleryItem[] {
  return showableItems(items.map((item) => ({ ...item, image: localImage(item.image, siteOrigin) })));
}
