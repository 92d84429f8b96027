import { describe, expect, it } from 'vitest';
import { sniffMediaType } from './media-type';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
const ftyp = (brand: string) => bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0]);

describe('sniffMediaType', () => {
  it.each([
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    ['a GIF', bytes('GIF89a'), 'image/gif'],
    ['a WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBP'), 'image/webp'],
    ['an AVIF', ftyp('avif'), 'image/avif'],
    ['an iPhone HEIC photo', ftyp('heic'), 'image/heic'],
    ['a HEIF image', ftyp('mif1'), 'image/heif'],
    ['an MP4 video', ftyp('isom'), 'video/mp4'],
    ['an MP4 video (mp42)', ftyp('mp42'), 'video/mp4'],
    ['an iPhone MOV video', ftyp('qt  '), 'video/quicktime'],
    ['a 3GP video', ftyp('3gp5'), 'video/3gpp'],
    ['an M4V video', ftyp('M4V '), 'video/x-m4v'],
    ['a WebM video', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]), 'video/webm'],
  ])('recognises %s', (_name, file, type) => {
    expect(sniffMediaType(file)).toBe(type);
  });

  it.each([
    ['HTML', bytes('<!doctype html><script>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['a PDF', bytes('%PDF-1.7')],
    ['a ZIP', bytes('PK', [3, 4])],
    ['an M4A audio file', ftyp('M4A ')],
    ['a WAV audio file', bytes('RIFF', [1, 2, 3, 4], 'WAVE')],
    ['an empty file', bytes()],
    ['text', bytes('fake-jpeg-bytes')],
  ])('refuses %s', (_name, file) => {
    expect(sniffMediaType(file)).toBeNull();
  });
});
