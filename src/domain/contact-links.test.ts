import { describe, expect, it } from 'vitest';
import { mailtoHref, mapsSearchHref, telHref } from './contact-links';

describe('telHref', () => {
  describe.each([
    ['(901) 555-0142', 'tel:+19015550142'],
    ['901.555.0199', 'tel:+19015550199'],
    ['1-901-555-0142', 'tel:+19015550142'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
  ])('%s', (phone, href) => {
    it(`dials ${href}`, () => {
      expect(telHref(phone)).toBe(href);
    });
  });
});

describe('mailtoHref', () => {
  it('links to the address alone without a subject', () => {
    expect(mailtoHref('info@midsouthyouthsports.org')).toBe('mailto:info@midsouthyouthsports.org');
  });

  it('percent-encodes the subject with %20 for spaces', () => {
    expect(mailtoHref('scholarships@midsouthyouthsports.org', 'Scholarship inquiry')).toBe(
      'mailto:scholarships@midsouthyouthsports.org?subject=Scholarship%20inquiry',
    );
  });

  it('encodes characters that would break the link', () => {
    expect(mailtoHref('a@b.org', 'Fees & forms?')).toBe('mailto:a@b.org?subject=Fees%20%26%20forms%3F');
  });
});

describe('mapsSearchHref', () => {
  it('searches the whole address, lines joined by commas', () => {
    expect(mapsSearchHref(['4570 Poplar Avenue, Suite 210', 'Memphis, TN 38117'])).toBe(
      'https://www.google.com/maps/search/?api=1&query=4570%20Poplar%20Avenue%2C%20Suite%20210%2C%20Memphis%2C%20TN%2038117',
    );
  });
});
