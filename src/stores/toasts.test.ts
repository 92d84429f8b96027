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
      { id: expect.any(Number), message: 'Child added.', tone: 'success', action: undefined },
    ]);
    vi.advanceTimersByTime(3999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
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
