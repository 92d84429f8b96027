// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '../../lib/testing/render';
import { withErrorBoundary } from './ErrorBoundary';

afterEach(cleanup);

function Broken({ fail }: { fail: boolean }): never | string {
  if (fail) throw new Error('boom');
  return 'working island';
}

describe('the error boundary around every island', () => {
  it('renders the island as it is when nothing throws', async () => {
    const Island = withErrorBoundary(Broken);
    const container = await render(<Island fail={false} />);
    expect(container.textContent).toBe('working island');
  });

  it("shows 'Unexpected Application Error' with a reload button instead of a blank space", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const Island = withErrorBoundary(Broken);
    const container = await render(<Island fail />);
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.querySelector('h2')?.textContent).toBe('Unexpected Application Error');
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Reload the page');
    button?.click();
    expect(reload).toHaveBeenCalledOnce();
  });
});
