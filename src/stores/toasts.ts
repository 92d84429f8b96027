/**
 * The one toast store for every island (spec 2 §9, spec 1 §9: 4000 ms by default). `showToast`
 * adds a message that leaves by itself; a toast can carry one action (Undo). Hovering or focusing a
 * toast pauses its timer unless it is tied to a fixed window (`fixed`), like the undo window.
 */
import { atom } from 'nanostores';

export const TOAST_DURATION_MS = 4000;

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  action?: ToastAction | undefined;
}

export interface ToastOptions {
  tone?: ToastTone;
  durationMs?: number;
  action?: ToastAction;
  /** The toast leaves at the end of its duration even while hovered or focused. */
  fixed?: boolean;
}

export const $toasts = atom<Toast[]>([]);

interface Timer {
  handle: ReturnType<typeof setTimeout> | undefined;
  remaining: number;
  startedAt: number;
  fixed: boolean;
}

const timers = new Map<number, Timer>();
let nextId = 1;

function startTimer(id: number, timer: Timer): void {
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => dismissToast(id), timer.remaining);
}

/** Shows a toast; returns its id. */
export function showToast(message: string, options: ToastOptions = {}): number {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, message, tone: options.tone ?? 'success', action: options.action }]);
  const timer: Timer = {
    handle: undefined,
    remaining: options.durationMs ?? TOAST_DURATION_MS,
    startedAt: 0,
    fixed: options.fixed ?? false,
  };
  timers.set(id, timer);
  startTimer(id, timer);
  return id;
}

/** Removes a toast now. */
export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer.handle);
  timers.delete(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/** Holds a toast while the pointer or focus is on it (not for fixed toasts). */
export function pauseToast(id: number): void {
  const timer = timers.get(id);
  if (!timer || timer.fixed || timer.handle === undefined) return;
  clearTimeout(timer.handle);
  timer.handle = undefined;
  timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
}

/** Lets a paused toast run out its remaining time. */
export function resumeToast(id: number): void {
  const timer = timers.get(id);
  if (!timer || timer.handle !== undefined) return;
  startTimer(id, timer);
}

/** Runs a toast's action and removes the toast. */
export function runToastAction(id: number): void {
  const toast = $toasts.get().find((item) => item.id === id);
  dismissToast(id);
  toast?.action?.run();
}
