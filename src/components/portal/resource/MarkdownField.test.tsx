// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useForm } from '../../form/use-form';
import { button, cleanup, click, field, fill, render, settle } from '../../../lib/testing/render';
import MarkdownField from './MarkdownField';

afterEach(cleanup);

function Article() {
  const form = useForm({ content: '' });
  return (
    <form {...form.formProps} aria-label="Article">
      <MarkdownField {...form.bind('content')} label="Article" />
    </form>
  );
}

describe('MarkdownField', () => {
  it('previews the text as the site renders it: Markdown converted, script and unsafe links dropped', async () => {
    const page = await render(<Article />);
    await fill(
      field<HTMLTextAreaElement>(page, 'Article'),
      '## Opening day\n\n**Saturday** at 9.\n\n[bad](javascript:alert(1)) [map](https://maps.example/x)',
    );
    await click(button(page, 'Preview'));
    const preview = page.querySelector('[aria-label="Preview of Article"]')!;
    // The renderer loads on the first preview.
    await vi.waitFor(async () => {
      await settle();
      expect(preview.hasAttribute('hidden')).toBe(false);
    });
    expect(preview.querySelector('h3')?.textContent).toBe('Opening day');
    expect(preview.querySelector('strong')?.textContent).toBe('Saturday');
    expect(preview.querySelector('script')).toBeNull();
    expect([...preview.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://maps.example/x',
    ]);
    expect(button(page, 'Hide preview').getAttribute('aria-expanded')).toBe('true');
    await click(button(page, 'Hide preview'));
    expect(preview.hasAttribute('hidden')).toBe(true);
  });
});
