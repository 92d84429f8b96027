import { describe, expect, it } from 'vitest';
import {
  fallbackTiles,
  filterGallery,
  galleryGroup,
  localImage,
  mediaTypeOf,
  opensInLightbox,
  prepareGalleryItems,
  parseGalleryFilter,
  showableItems,
  stepIndex,
  submissionFields,
  SUBMISSION_INVALID,
  validateSubmission,
  videoSource,
  type GalleryFilter,
} from './gallery';
import type { GalleryItem } from './types';

const items: GalleryItem[] = [
  { kind: 'photo', title: 'Kickoff', image: '/gallery/photo-1.svg', category: 'programs' },
  { kind: 'photo', title: 'Sponsor day', image: '/gallery/photo-2.svg', category: 'Sponsors' },
  {
    kind: 'video',
    title: 'Highlights',
    image: '/gallery/video-1.svg',
    video_url: 'https://youtu.be/abc123',
    category: 'program',
  },
  { kind: 'photo', title: 'Crowd', image: '/gallery/photo-3.svg' },
];
const titles = (list: GalleryItem[]) => list.map((item) => item.title);

describe('filterGallery', () => {
  describe.each<[GalleryFilter, string[]]>([
    ['All', ['Kickoff', 'Sponsor day', 'Highlights', 'Crowd']],
    ['Programs', ['Kickoff', 'Highlights']],
    ['Sponsors', ['Sponsor day']],
    ['Videos', ['Highlights']],
  ])('the %s filter', (filter, expected) => {
    it(`shows ${expected.join(', ')}`, () => {
      expect(titles(filterGallery(items, filter))).toEqual(expected);
    });
  });

  it('shows nothing when no item matches', () => {
    expect(filterGallery([items[0]!], 'Videos')).toEqual([]);
  });
});

describe('galleryGroup', () => {
  it.each([
    ['programs', 'programs'],
    ['Program', 'programs'],
    [' SPONSOR ', 'sponsors'],
    ['sponsors', 'sponsors'],
    ['community', null],
    [undefined, null],
  ])('category %j belongs to %j', (category, group) => {
    expect(galleryGroup({ kind: 'photo', title: 'x', ...(category === undefined ? {} : { category }) })).toBe(
      group,
    );
  });
});

describe('parseGalleryFilter', () => {
  it.each([
    ['videos', 'Videos'],
    ['Programs', 'Programs'],
    ['SPONSORS', 'Sponsors'],
    ['nonsense', 'All'],
    [null, 'All'],
  ])('%j reads as %s', (value, filter) => {
    expect(parseGalleryFilter(value)).toBe(filter);
  });
});

describe('stepIndex', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [0, 1, 0, 0],
  ])('from %i by %i over %i items reaches %i', (index, step, count, expected) => {
    expect(stepIndex(index, step, count)).toBe(expected);
  });
});

describe('videoSource', () => {
  const video = (video_url: string): GalleryItem => ({ kind: 'video', title: 'v', video_url });
  describe.each([
    ['/media/clip.mp4', { type: 'file', src: '/media/clip.mp4' }],
    ['https://cdn.example.org/clip.webm', { type: 'file', src: 'https://cdn.example.org/clip.webm' }],
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      {
        type: 'embed',
        src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
        host: 'YouTube',
      },
    ],
    [
      'https://youtu.be/abc-123',
      { type: 'embed', src: 'https://www.youtube-nocookie.com/embed/abc-123?autoplay=1', host: 'YouTube' },
    ],
    [
      'https://www.youtube.com/shorts/XyZ_9',
      { type: 'embed', src: 'https://www.youtube-nocookie.com/embed/XyZ_9?autoplay=1', host: 'YouTube' },
    ],
    [
      'https://vimeo.com/76979871',
      { type: 'embed', src: 'https://player.vimeo.com/video/76979871?autoplay=1', host: 'Vimeo' },
    ],
    [
      'https://www.tiktok.com/@league/video/1',
      { type: 'link', href: 'https://www.tiktok.com/@league/video/1' },
    ],
    ['javascript:alert(1)', null],
    ['not a url', null],
    ['', null],
  ])('%j', (address, expected) => {
    it(`plays as ${JSON.stringify(expected)}`, () => {
      expect(videoSource(video(address))).toEqual(expected);
    });
  });
});

describe('localImage', () => {
  it.each([
    ['/gallery/photo-1.svg', undefined, '/gallery/photo-1.svg'],
    ['//evil.example/x.png', undefined, null],
    ['https://cdn.example.org/x.png', 'http://localhost:4321', null],
    ['http://localhost:4321/media/x.png?v=2', 'http://localhost:4321', '/media/x.png?v=2'],
    ['', undefined, null],
    [null, undefined, null],
  ])('%j on %j → %j', (src, origin, expected) => {
    expect(localImage(src, origin)).toBe(expected);
  });
});

describe('showableItems', () => {
  it('keeps titled photos with an image and videos with an address or poster', () => {
    const list: GalleryItem[] = [
      { kind: 'photo', title: 'ok', image: '/a.svg' },
      { kind: 'photo', title: 'no image', image: null },
      { kind: 'photo', title: ' ', image: '/b.svg' },
      { kind: 'video', title: 'clip', video_url: 'https://youtu.be/x' },
      { kind: 'video', title: 'nothing' },
    ];
    expect(titles(showableItems(list))).toEqual(['ok', 'clip']);
  });
});

describe('fallbackTiles', () => {
  it('lists program logos then active sponsor logos, keeping missing logos as name tiles', () => {
    const tiles = fallbackTiles(
      [
        { name: 'NFL FLAG Boys', logo: '/programs/nfl-flag-boys.svg' },
        { name: 'Jr. NBA', logo: null },
      ],
      [
        { name: 'Gold Co', logo: '/sponsors/gold.svg', url: 'https://gold.example' },
        { name: 'Old Co', logo: '/sponsors/old.svg', active: false },
        { name: 'Url Co', logo_url: '/sponsors/url.svg' },
      ],
    );
    expect(tiles).toEqual([
      { kind: 'photo', title: 'NFL FLAG Boys', image: '/programs/nfl-flag-boys.svg', category: 'programs' },
      { kind: 'photo', title: 'Jr. NBA', image: null, category: 'programs' },
      {
        kind: 'photo',
        title: 'Gold Co',
        image: '/sponsors/gold.svg',
        url: 'https://gold.example',
        category: 'sponsors',
      },
      { kind: 'photo', title: 'Url Co', image: '/sponsors/url.svg', url: null, category: 'sponsors' },
    ]);
  });
});

describe('gallery submission', () => {
  describe.each([
    ['a title and a file', 'Touchdown', { type: 'image/png' }, null],
    ['a padded title and a file', '  Touchdown ', { type: 'video/mp4' }, null],
    ['a blank title', '   ', { type: 'image/png' }, 'title'],
    ['no file', 'Touchdown', null, 'media'],
    ['neither', '', undefined, 'title'],
  ])('with %s', (_case, title, file, field) => {
    it(field ? `asks for a title and a file, pointing at the ${field}` : 'may be sent', () => {
      expect(validateSubmission(title, file)).toEqual(field ? { field, message: SUBMISSION_INVALID } : null);
    });
  });

  it.each([
    ['video/mp4', 'video'],
    ['video/quicktime', 'video'],
    ['image/jpeg', 'photo'],
    ['', 'photo'],
    ['application/octet-stream', 'photo'],
  ])('a %j file is sent as media_type %s', (type, expected) => {
    expect(mediaTypeOf({ type })).toBe(expected);
  });

  it('sends the multipart fields of spec §7 with trimmed text and the media type', () => {
    const file = { type: 'video/webm', name: 'clip.webm' };
    expect(
      submissionFields(
        {
          title: ' Pick six ',
          description: 'Late game',
          location: ' Tupelo ',
          team_one: 'Hawks',
          team_two: 'Owls ',
        },
        file,
      ),
    ).toEqual([
      ['title', 'Pick six'],
      ['description', 'Late game'],
      ['location', 'Tupelo'],
      ['team_one', 'Hawks'],
      ['team_two', 'Owls'],
      ['media', file],
      ['media_type', 'video'],
    ]);
  });
});

describe('opensInLightbox', () => {
  it.each<[string, GalleryItem, boolean]>([
    ['a photo with a picture', { kind: 'photo', title: 'a', image: '/a.svg' }, true],
    ['a video with an address', { kind: 'video', title: 'v', video_url: 'https://youtu.be/x' }, true],
    ['a video with only a poster', { kind: 'video', title: 'v', image: '/p.svg' }, true],
    [
      'a name tile without a picture',
      { kind: 'photo', title: 'Sponsor', image: null, url: 'https://x.org' },
      false,
    ],
  ])('%s → %s', (_case, item, expected) => {
    expect(opensInLightbox(item)).toBe(expected);
  });
});

describe('prepareGalleryItems', () => {
  it('keeps site pictures, makes same-origin pictures paths and drops photos hosted elsewhere', () => {
    const prepared = prepareGalleryItems(
      [
        { kind: 'photo', title: 'Local', image: '/gallery/photo-1.svg' },
        { kind: 'photo', title: 'Own origin', image: 'http://localhost:4321/media/p.png' },
        { kind: 'photo', title: 'Elsewhere', image: 'https://cdn.example.org/p.png' },
        {
          kind: 'video',
          title: 'Clip',
          image: 'https://cdn.example.org/poster.png',
          video_url: 'https://youtu.be/x',
        },
      ],
      'http://localhost:4321',
    );
    expect(prepared.map((item) => [item.title, item.image])).toEqual([
      ['Local', '/gallery/photo-1.svg'],
      ['Own origin', '/media/p.png'],
      ['Clip', null],
    ]);
  });
});
