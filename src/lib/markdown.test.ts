import { describe, expect, it } from 'vitest';
import { containsHtml, isWebLink, renderContent, shiftHeadings } from './markdown';

describe('renderContent on markdown-like text', () => {
  describe.each([
    ['# Title', '<h1>Title</h1>'],
    ['### Refunds', '<h3>Refunds</h3>'],
    ['###### Small print', '<h6>Small print</h6>'],
    ['Some **bold** words', '<strong>bold</strong>'],
    ['- one\n- two', '<ul>\n<li>one</li>\n<li>two</li>\n</ul>'],
    ['* one\n* two', '<ul>\n<li>one</li>\n<li>two</li>\n</ul>'],
    ['1. first\n2. second', '<ol>\n<li>first</li>\n<li>second</li>\n</ol>'],
    ['Above\n\n---\n\nBelow', '<hr>'],
    [
      '[Rules](https://example.org/rules)',
      '<a href="https://example.org/rules" rel="noopener noreferrer">Rules</a>',
    ],
    [
      '[Rules](http://example.org/rules)',
      '<a href="http://example.org/rules" rel="noopener noreferrer">Rules</a>',
    ],
  ])('converts %j', (text, html) => {
    it(`to HTML containing ${JSON.stringify(html)}`, () => {
      expect(renderContent(text)).toContain(html);
    });
  });

  describe.each([
    ['a javascript: link', '[Click](javascript:alert(1))', 'Click'],
    ['a mailto: link', '[Write to us](mailto:office@example.org)', 'Write to us'],
    ['a relative link', '[Contact](/contact)', 'Contact'],
    ['a data: link', '[Open](data:text/html,hi)', 'Open'],
  ])('drops %s, keeping its text', (_name, text, label) => {
    it('renders no anchor', () => {
      const html = renderContent(text);
      expect(html).not.toContain('<a');
      expect(html).toContain(label);
    });
  });

  it('escapes HTML-special characters before converting, so a script shows as text', () => {
    const html = renderContent('Watch out: 5 < 6 & "quotes" > nothing');
    expect(html).toContain('5 &lt; 6 &amp; "quotes" &gt; nothing');
  });

  it('keeps the ampersand of a link query intact', () => {
    expect(renderContent('[Map](https://example.org/?a=1&b=2)')).toContain(
      'href="https://example.org/?a=1&amp;b=2"',
    );
  });

  it('renders an image as its alt text so nothing loads from another host', () => {
    const html = renderContent('![Team photo](https://cdn.example.org/team.png)');
    expect(html).not.toContain('<img');
    expect(html).toContain('Team photo');
  });

  it('keeps single line breaks', () => {
    expect(renderContent('line one\nline two')).toContain('line one<br>line two');
  });

  it('returns an empty string for blank text', () => {
    expect(renderContent('  \n ')).toBe('');
  });
});

describe('renderContent on HTML content', () => {
  it("drops data-* attributes, which only the site's own scripts may set", () => {
    const html = renderContent('<p data-live-title="FAQs" data-live-status>Hello</p>');
    expect(html).toBe('<p>Hello</p>');
  });

  it('keeps the markup as it is', () => {
    expect(renderContent('<p>Hello <em>families</em></p>')).toBe('<p>Hello <em>families</em></p>');
  });

  describe.each([
    ['a script element', '<p>Hi</p><script>alert(1)</script>', 'script'],
    ['an onerror handler', '<img src="/x.png" onerror="alert(1)">', 'onerror'],
    ['an onclick handler', '<p onclick="steal()">Tap</p>', 'onclick'],
    ['a javascript: href', '<a href="javascript:alert(1)">Go</a>', 'javascript:'],
    ['an inline style', '<p style="background:url(https://evil.example)">x</p>', 'style'],
    ['a style element', '<style>body{display:none}</style><p>x</p>', 'display:none'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>x</p>', 'iframe'],
  ])('removes %s', (_name, input, forbidden) => {
    it(`leaves no ${forbidden}`, () => {
      expect(renderContent(input)).not.toContain(forbidden);
    });
  });

  it('turns a remote image into its alt text', () => {
    expect(renderContent('<p><img src="https://cdn.example.org/a.png" alt="Logo"></p>')).toBe('<p>Logo</p>');
  });

  it('lazy-loads a local image', () => {
    expect(renderContent('<img src="/gallery/photo-1.svg" alt="Kickoff">')).toContain('loading="lazy"');
  });

  it('adds rel noopener to links opening a new tab', () => {
    expect(renderContent('<a href="https://example.org" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});

describe('renderContent on Markdown with markup in it', () => {
  it('converts the Markdown around the markup and keeps the markup (one <em> no longer turns it all into text)', () => {
    expect(
      renderContent('## Game day\n\nBring **water** and <em>sunscreen</em>.\n- Cleats', { topHeading: 3 }),
    ).toBe(
      '<h3>Game day</h3>\n<p>Bring <strong>water</strong> and <em>sunscreen</em>.</p>\n<ul>\n<li>Cleats</li>\n</ul>\n',
    );
  });

  it('still sanitises the markup', () => {
    const html = renderContent('**Hi** <img src="/x.png" onerror="alert(1)"><script>alert(2)</script>');
    expect(html).toContain('<strong>Hi</strong>');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('<script');
  });
});

describe('containsHtml', () => {
  it.each([
    ['<p>x</p>', true],
    ['line<br/>break', true],
    ['<a href="https://x.org">x</a>', true],
    ['5 < 6 and 7 > 3', false],
    ['# Heading only', false],
  ])('%j → %s', (text, expected) => {
    expect(containsHtml(text)).toBe(expected);
  });
});

describe('isWebLink', () => {
  it.each([
    ['https://example.org', true],
    ['http://example.org/a?b=1&amp;c=2', true],
    ['javascript:alert(1)', false],
    ['mailto:a@b.org', false],
    ['/contact', false],
    ['#privacy', false],
  ])('%s → %s', (href, expected) => {
    expect(isWebLink(href)).toBe(expected);
  });
});

describe('heading levels', () => {
  it('moves the highest heading of the text to the requested level, keeping the steps below it', () => {
    expect(renderContent('# Policy\n\n## Section', { topHeading: 3 })).toBe(
      '<h3>Policy</h3>\n<h4>Section</h4>\n',
    );
  });

  it('moves HTML headings too', () => {
    expect(renderContent('<h1 class="x">A</h1><h2>B</h2>', { topHeading: 3 })).toBe(
      '<h3 class="x">A</h3><h4>B</h4>',
    );
  });

  it('never moves headings up', () => {
    expect(shiftHeadings('<h4>A</h4>', 2)).toBe('<h4>A</h4>');
  });

  it('stops at h6', () => {
    expect(shiftHeadings('<h1>A</h1><h5>B</h5>', 3)).toBe('<h3>A</h3><h6>B</h6>');
  });

  it('leaves text without headings and header elements alone', () => {
    expect(shiftHeadings('<header><p>x</p></header>', 3)).toBe('<header><p>x</p></header>');
  });
});
