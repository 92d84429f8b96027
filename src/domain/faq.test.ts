import { describe, expect, it } from 'vitest';
import { chooseFaqItems, parseFaq, questionOf } from './faq';

describe('parseFaq', () => {
  it('starts a question at each wholly bold line and collects the lines after it as the answer', () => {
    const text =
      '**How old must players be?**\nAges 11 to 17.\n\n**When does the season start?**\nFall 2025.\nPractices begin a week earlier.';
    expect(parseFaq(text)).toEqual([
      { question: 'How old must players be?', answer: 'Ages 11 to 17.' },
      { question: 'When does the season start?', answer: 'Fall 2025.\nPractices begin a week earlier.' },
    ]);
  });

  it('drops text before the first question', () => {
    expect(parseFaq('Welcome to our FAQ.\n**Q?**\nA.')).toEqual([{ question: 'Q?', answer: 'A.' }]);
  });

  it('drops a question that has no answer', () => {
    expect(parseFaq('**Lonely question?**\n\n**Answered?**\nYes.')).toEqual([
      { question: 'Answered?', answer: 'Yes.' },
    ]);
  });

  it('drops a question whose answer is only blank lines at the end', () => {
    expect(parseFaq('**Q?**\nA.\n**Last?**\n  \n')).toEqual([{ question: 'Q?', answer: 'A.' }]);
  });

  it('returns no items for empty text or text without questions', () => {
    expect(parseFaq('')).toEqual([]);
    expect(parseFaq('Just some text\nwith **bold** words.')).toEqual([]);
  });

  it('reads Windows line endings', () => {
    expect(parseFaq('**Q?**\r\nA.\r\n')).toEqual([{ question: 'Q?', answer: 'A.' }]);
  });

  it('reads questions in HTML text written as strong lines', () => {
    expect(parseFaq('<p><strong>Is there a fee?</strong></p>\n<p>Yes, $250.</p>')).toEqual([
      { question: 'Is there a fee?', answer: '<p>Yes, $250.</p>' },
    ]);
  });
});

describe('questionOf', () => {
  describe.each([
    ['**Who can register?**', 'Who can register?'],
    ['  **Padded?**  ', 'Padded?'],
    ['<strong>Html?</strong>', 'Html?'],
    ['<b>Bold tag?</b>', 'Bold tag?'],
    ['**Partly** bold', null],
    ['**One** and **two**', null],
    ['Not bold at all', null],
    ['****', null],
    ['** **', null],
  ])('%j', (line, expected) => {
    it(`is ${expected === null ? 'not a question' : `the question ${JSON.stringify(expected)}`}`, () => {
      expect(questionOf(line)).toBe(expected);
    });
  });
});

describe('chooseFaqItems', () => {
  const fallback = '**Built-in?**\nYes.';
  it.each([
    ['the content service has items', '**Fetched?**\nYes.', 'Fetched?'],
    ['the fetched text is empty', '', 'Built-in?'],
    ['the fetch failed', null, 'Built-in?'],
    ['the fetched text has no complete item', '**Question only?**', 'Built-in?'],
  ])('when %s, shows %j', (_case, fetched, question) => {
    expect(chooseFaqItems(fetched, fallback)[0]?.question).toBe(question);
  });

  it('shows no items when neither text has any (the page then says FAQs will appear here.)', () => {
    expect(chooseFaqItems('', '')).toEqual([]);
  });
});
