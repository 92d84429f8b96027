import { describe, expect, it } from 'vitest';
import { BIO_META_LENGTH, bioMetaDescription, findShortBio, plainText } from './leadership';

describe('findShortBio', () => {
  it("picks the item whose title contains 'short bio'", () => {
    expect(findShortBio({ FAQs: '**Q**\nA', 'Founder short bio': 'Marcus Reed founded the league.' })).toBe(
      'Marcus Reed founded the league.',
    );
  });

  it('matches the title whatever its case', () => {
    expect(findShortBio({ 'Founder Short Bio': 'Bio text' })).toBe('Bio text');
  });

  describe.each([
    ['no items', {}],
    ['an empty bio', { 'Founder short bio': '' }],
    ['a bio of whitespace', { 'Founder short bio': ' \n ' }],
    ['no matching title', { 'Policy: Privacy Policy': 'Privacy text' }],
  ])('with %s', (_case, items) => {
    it('finds nothing, so the page shows the fallback bio', () => {
      expect(findShortBio(items)).toBe('');
    });
  });
});

describe('plainText', () => {
  describe.each([
    ['HTML tags', '<p>Marcus <strong>Reed</strong></p><p>Founder</p>', 'Marcus Reed Founder'],
    ['HTML entities', 'Fields &amp; friends&nbsp;&mdash; since 2016', 'Fields & friends — since 2016'],
    ['a markdown heading', '## About Marcus\nHe coaches.', 'About Marcus He coaches.'],
    ['bold and italic', 'A **former pro** and *lifelong* coach', 'A former pro and lifelong coach'],
    ['links', 'Read [our story](https://example.org/story) today', 'Read our story today'],
    ['list markers', '- Coach\n- Mentor\n1. Founder', 'Coach Mentor Founder'],
    ['rules and blank lines', 'One\n\n---\n\nTwo', 'One Two'],
    ['snake_case words', 'keeps under_scores intact', 'keeps under_scores intact'],
  ])('with %s', (_case, content, expected) => {
    it(`reads "${expected}"`, () => {
      expect(plainText(content)).toBe(expected);
    });
  });
});

describe('bioMetaDescription', () => {
  it('is the first 140 characters of the bio', () => {
    const bio = 'x'.repeat(100) + ' ' + 'y'.repeat(100);
    const description = bioMetaDescription(bio);
    expect(BIO_META_LENGTH).toBe(140);
    expect(description).toHaveLength(140);
    expect(description).toBe(bio.slice(0, 140));
  });

  it('keeps a shorter bio whole', () => {
    expect(bioMetaDescription('Marcus Reed founded the league in 2016.')).toBe(
      'Marcus Reed founded the league in 2016.',
    );
  });

  it('counts plain text, not markup', () => {
    const bio = `<p><strong>${'a'.repeat(130)}</strong> bcdefghijklmnop</p>`;
    expect(bioMetaDescription(bio)).toBe(`${'a'.repeat(130)} bcdefghij`);
  });

  it('drops a trailing space left by the cut', () => {
    expect(bioMetaDescription(`${'a'.repeat(139)} next`)).toBe('a'.repeat(139));
  });

  it('never splits a character made of two code units', () => {
    const description = bioMetaDescription(`${'a'.repeat(139)}🏈 and more`);
    expect(description).toBe(`${'a'.repeat(139)}🏈`);
  });
});
