/**
 * The one toast store for every island (spec 2 §9, spec 1 §9: 4000 ms by default). `showToast`
 * adds a message that leaves by itself; a toast can carry one action (Undo). Hovering or focusing a
 * toast pauses its timer unless it is tied to a fixed window (`fixed`), like the undo window. Toasts
 * of one kind (`key`) replace each other in place instead of stacking: five quick adds to the cart
 * leave one toast, the latest, with a full duration. A toast's kind is its words unless it names one
 * (issue 41 item 10: two children added in a row showed two "Child added." toasts); a toast with
 * an action (Undo) is its own kind, since each undoes something else.
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
  /** The kind of toast: a new one of the same kind replaces it. */
  key?: string | undefined;
}

export interface ToastOptions {
  tone?: ToastTone;
  durationMs?: number;
  action?: ToastAction;
  /** The toast leaves at the end of its duration even while hovered or focused. */
  fixed?: boolean;
  /**
   * Its kind (e.g. 'cart'): it replaces a toast of the same kind on screen instead of stacking.
   * Without one, a toast's kind is its tone and words; a toast with an action has none.
   */
  key?: string;
}

/** The kind a toast replaces: its own key, else its words (none for a toast with an action). */
function kindOf(message: string, options: ToastOptions): string | undefined {
  if (options.key !== undefined) return options.key;
  return options.action ? undefined : `${options.tone ?? 'success'}:${message}`;
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
  const key = kindOf(message, options);
  const toast: Toast = {
    id,
    message,
    tone: options.tone ?? 'success',
    action: options.action,
    key,
  };
  const current = $toasts.get();
  const same = key === undefined ? -1 : current.findIndex((item) => item.key === key);
  if (same === -1) {
    $toasts.set([...current, toast]);
  } else {
    // The older toast of this kind gives its place (and its timer) to the new one.
    const older = current[same]!;
    clearTimeout(timers.get(older.id)?.handle);
    timers.delete(older.id);
    $toasts.set(current.map((item, index) => (index === same ? toast : item)));
  }
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
