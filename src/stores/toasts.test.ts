import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast, pauseToast, resumeToast, runToastAction, showToast } from './toasts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const toast of $toasts.get()) dismissToast(toast.id);
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows a success toast for 4000 ms by default', () => {
    showToast('Child added.');
    expect($toasts.get()).toEqual([
      {
        id: expect.any(Number),
        message: 'Child added.',
        tone: 'success',
        action: undefined,
        key: 'success:Child added.',
      },
    ]);
    vi.advanceTimersByTime(3999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('replaces a toast of the same kind in place, with a full duration, and leaves other toasts be', () => {
    showToast('Child added.', { durationMs: 60_000 });
    for (let i = 0; i < 5; i += 1) {
      showToast(i === 4 ? 'Already at available inventory for this item.' : 'Added to cart.', {
        key: 'cart',
        tone: i === 4 ? 'info' : 'success',
      });
      vi.advanceTimersByTime(1000);
    }
    expect($toasts.get().map((toast) => [toast.message, toast.key])).toEqual([
      ['Child added.', 'success:Child added.'],
      ['Already at available inventory for this item.', 'cart'],
    ]);
    // Only the newest cart toast's timer counts: it stays its full 4000 ms from when it was shown.
    vi.advanceTimersByTime(2999);
    expect($toasts.get().map((toast) => toast.key)).toEqual(['success:Child added.', 'cart']);
    vi.advanceTimersByTime(1);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['Child added.']);
  });

  it('takes the words of a toast without a kind for its kind: the same words replace, others stack', () => {
    showToast('Child added.');
    vi.advanceTimersByTime(3000);
    showToast('Child added.');
    showToast('Child added.', { tone: 'error' });
    showToast('Added to cart.', { key: 'cart' });
    showToast('Saved.', { key: 'profile' });
    expect($toasts.get().map((toast) => [toast.message, toast.tone])).toEqual([
      ['Child added.', 'success'],
      ['Child added.', 'error'],
      ['Added to cart.', 'success'],
      ['Saved.', 'success'],
    ]);
    // The second "Child added." has its own full time.
    vi.advanceTimersByTime(3999);
    expect($toasts.get()).toHaveLength(4);
  });

  it('stacks toasts with an action: each undoes something else', () => {
    showToast('Child removed.', { action: { label: 'Undo', run: () => undefined } });
    showToast('Child removed.', { action: { label: 'Undo', run: () => undefined } });
    expect($toasts.get()).toHaveLength(2);
  });

  it('keeps a hovered toast until the pointer leaves, then runs out the rest of its time', () => {
    const id = showToast('Child updated.');
    vi.advanceTimersByTime(3000);
    pauseToast(id);
    vi.advanceTimersByTime(10_000);
    expect($toasts.get()).toHaveLength(1);
    resumeToast(id);
    vi.advanceTimersByTime(999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('does not pause a fixed toast, so an undo window stays exactly its length', () => {
    const id = showToast('Child removed.', { durationMs: 5000, fixed: true });
    pauseToast(id);
    vi.advanceTimersByTime(5000);
    expect($toasts.get()).toHaveLength(0);
  });

  it('runs the action once and removes the toast', () => {
    const run = vi.fn();
    const id = showToast('Child removed.', { action: { label: 'Undo', run } });
    runToastAction(id);
    runToastAction(id);
    expect(run).toHaveBeenCalledTimes(1);
    expect($toasts.get()).toHaveLength(0);
  });
});
