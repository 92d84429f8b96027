// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemand, onIntent } from '../../lib/on-demand';
import { button, cleanup, click, render, settle } from '../../lib/testing/render';
import { LOAD_FAILED, lazyView, usePrefetchWhenIdle } from './LazyView';

afterEach(cleanup);

/** A module whose import the test resolves or refuses by hand. */
function deferredModule() {
  const calls: {
    resolve: (value: { default: (props: { name: string }) => ReactNode }) => void;
    reject: (error: Error) => void;
  }[] = [];
  const importer = vi.fn(
    () =>
      new Promise<{ default: (props: { name: string }) => ReactNode }>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;
  return { importer, calls, module: { default: Hello } };
}

describe('onDemand and onIntent (src/lib/on-demand.ts)', () => {
  it('loads a module once, and anew after a failure', async () => {
    const importer = vi
      .fn<() => Promise<{ value: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ value: 7 });
    const target = onDemand(importer);
    await expect(target.load()).rejects.toThrow('offline');
    expect(target.loaded()).toBeUndefined();
    await expect(target.load()).resolves.toEqual({ value: 7 });
    await target.load();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(target.loaded()).toEqual({ value: 7 });
  });

  it('starts loading on hover, focus and touch of the control', async () => {
    for (const event of ['onPointerEnter', 'onFocus', 'onTouchStart'] as const) {
      const importer = vi.fn(() => Promise.resolve({}));
      onIntent(onDemand(importer))[event]();
      expect(importer).toHaveBeenCalledTimes(1);
    }
  });
});

describe('lazyView (src/components/portal/LazyView.tsx)', () => {
  it('says it is loading, then shows the component with its props', async () => {
    const { importer, calls, module } = deferredModule();
    const View = lazyView(importer, 'Loading the greeting…');
    const view = await render(<View name="Riley" />);
    const status = view.querySelector('[role="status"]');
    expect(status?.textContent?.trim()).toBe('Loading the greeting…');
    calls[0]!.resolve(module);
    await vi.waitFor(() => expect(view.textContent).toBe('Hello Riley'));
    // Loaded once: a second view shows at once, without a loading state.
    const again = await render(<View name="Sam" />);
    expect(again.textContent).toBe('Hello Sam');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('says when the code could not be loaded, and Try again loads it', async () => {
    const { importer, calls, module } = deferredModule();
    const View = lazyView(importer, 'Loading…');
    const view = await render(<View name="Riley" />);
    calls[0]!.reject(new Error('offline'));
    await vi.waitFor(() => expect(view.querySelector('[role="alert"]')?.textContent).toContain(LOAD_FAILED));
    await click(button(view, 'Try again'));
    await settle();
    expect(importer).toHaveBeenCalledTimes(2);
    calls[1]!.resolve(module);
    await vi.waitFor(() => expect(view.textContent).toBe('Hello Riley'));
  });
});

describe('usePrefetchWhenIdle (src/components/portal/LazyView.tsx)', () => {
  it('fetches the part once the page is idle, without rendering it, and only once', async () => {
    const { importer, calls, module } = deferredModule();
    const View = lazyView(importer, 'Loading the greeting…');
    function Portal({ show }: { show: boolean }) {
      usePrefetchWhenIdle(View);
      return show ? <View name="Riley" /> : <p>No seasons yet</p>;
    }
    const view = await render(<Portal show={false} />);
    expect(importer).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    expect(view.textContent).toBe('No seasons yet');
    calls[0]!.resolve(module);
    await vi.waitFor(() => expect(View.loaded()).toBe(module));
    // What appears later (a season once a payment lands) is drawn at once, with no loading state.
    const later = await render(<Portal show />);
    expect(later.textContent).toBe('Hello Riley');
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
