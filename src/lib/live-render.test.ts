import { describe, expect, it } from 'vitest';
import { faqListHtml, renderLive } from './live-render';

describe('faqListHtml', () => {
  it('renders each item as a closed details element with the question, a +/− toggle and the answer', () => {
    const html = faqListHtml([{ question: 'Who can play?', answer: 'Ages **11 to 17**.' }]);
    expect(html).toContain(
      '<details class="faq-item"><summary><span class="faq-question">Who can play?</span>',
    );
    expect(html).toContain('<span class="faq-plus">+</span><span class="faq-minus">−</span>');
    expect(html).toContain('<div class="pp-prose faq-answer"><p>Ages <strong>11 to 17</strong>.</p>');
    expect(html).not.toContain(' open');
  });

  it("shows 'FAQs will appear here.' when there are no items", () => {
    expect(faqListHtml([])).toBe('<p class="faq-empty">FAQs will appear here.</p>');
  });

  it('escapes questions and sanitizes answers', () => {
    const html = faqListHtml([
      { question: '<img src=x onerror=alert(1)>?', answer: '<p onclick="x()">Hi</p>' },
    ]);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;?');
    expect(html).not.toContain('onclick');
  });
});

describe('renderLive', () => {
  it('parses FAQ text into its items', () => {
    const html = renderLive('faq', '**Q one?**\nA one.\n**Q two?**\nA two.');
    expect(html.match(/<details/g)).toHaveLength(2);
  });

  it('renders policy and text blocks through the content renderer, headings moved to the given level', () => {
    expect(renderLive('policy', '# Title\nBody', 3)).toContain('<h3>Title</h3>');
    expect(renderLive('text', 'Marcus Reed <script>alert(1)</script>')).not.toContain('<script');
  });
});
