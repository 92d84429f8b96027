/**
 * A timed rotation shared by the hero slideshow, the Search Programs carousel and the gold sponsor
 * spotlight: it advances every `intervalMs` while it has at least 2 items and nothing pauses it
 * (hover, focus, touch, the visitor's pause button, reduced motion). Moving by hand restarts the wait.
 */
import { canRotate, indexInRange, wrapIndex } from '../../domain/home';

export interface Rotator {
  readonly index: number;
  /** Shows item `index` (0 when out of range) and restarts the wait. */
  go(index: number): void;
  /** Shows the item `step` away, wrapping around both ends. */
  step(step: number): void;
  pause(reason: string): void;
  resume(reason: string): void;
  isPaused(reason?: string): boolean;
}

export function createRotator(options: {
  count: number;
  intervalMs: number;
  onChange: (index: number) => void;
}): Rotator {
  const { count, intervalMs, onChange } = options;
  const reasons = new Set<string>();
  let index = 0;
  let timer: number | undefined;

  const restart = () => {
    window.clearInterval(timer);
    timer = undefined;
    if (canRotate(count) && reasons.size === 0) {
      timer = window.setInterval(() => show(wrapIndex(index, 1, count)), intervalMs);
    }
  };
  const show = (next: number) => {
    index = indexInRange(next, count);
    onChange(index);
  };

  const rotator: Rotator = {
    get index() {
      return index;
    },
    go(next) {
      show(next);
      restart();
    },
    step(step) {
      rotator.go(wrapIndex(index, step, count));
    },
    pause(reason) {
      reasons.add(reason);
      restart();
    },
    resume(reason) {
      if (reasons.delete(reason)) restart();
    },
    isPaused(reason) {
      return reason ? reasons.has(reason) : reasons.size > 0;
    },
  };
  restart();
  return rotator;
}

/** Pauses `rotator` while the pointer is over `element` or focus is inside it. */
export function pauseOnHoverAndFocus(element: HTMLElement, rotator: Rotator): void {
  element.addEventListener('pointerenter', (event) => {
    if (event.pointerType === 'mouse') rotator.pause('hover');
  });
  element.addEventListener('pointerleave', () => rotator.resume('hover'));
  element.addEventListener('focusin', () => rotator.pause('focus'));
  element.addEventListener('focusout', (event) => {
    if (!element.contains(event.relatedTarget as Node | null)) rotator.resume('focus');
  });
}

/** Pauses `rotator` while the visitor asks the system for reduced motion. */
export function pauseForReducedMotion(rotator: Rotator): void {
  const query = window.matchMedia('(prefers-reduced-motion: reduce)');
  const apply = () => (query.matches ? rotator.pause('reduced-motion') : rotator.resume('reduced-motion'));
  apply();
  query.addEventListener('change', apply);
}

/**
 * Wires a pause/play button: its text says what a press does ("Pause …" / "Play …"). Hidden in the
 * HTML so it only appears when this script runs.
 */
export function wirePauseButton(button: HTMLButtonElement | null, rotator: Rotator, noun: string): void {
  if (!button) return;
  const label = () => {
    const paused = rotator.isPaused('user');
    button.textContent = `${paused ? 'Play' : 'Pause'} ${noun}`;
  };
  button.addEventListener('click', () => {
    if (rotator.isPaused('user')) rotator.resume('user');
    else rotator.pause('user');
    label();
  });
  label();
  button.hidden = false;
}
