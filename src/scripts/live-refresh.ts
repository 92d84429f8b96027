/**
 * Refreshes the LiveContent blocks of a static page from the content service (spec 1 §2.14–§2.16,
 * §8; spec 3 'Safety page'). A block whose text is unchanged is left alone; changed text is
 * rendered by a module loaded only then. A failed call shows the page's message and the block's
 * built-in default (the FAQ list stays), and is retried: after 4 s, 15 s, then every minute while
 * the page is in view. Loaded by ./live-content.ts.
 */
import { errorDetail } from '../domain/error-message';
import {
  contentKey,
  isLiveRule,
  liveSource,
  retryDelay,
  showsDefaultOnFailure,
  type LiveRule,
} from '../domain/live-content';
import { firstContent } from '../domain/paging';
import { api } from '../lib/api-client';
import type { renderLive } from '../lib/live-render';

interface Slot {
  root: HTMLElement;
  body: HTMLElement;
  title: string;
  rule: LiveRule;
}

/** Where the page says how the refresh went: `loading`, `ok` or `failed` (read by tests too). */
const STATE_ATTRIBUTE = 'data-live-content';

let renderer: Promise<{ renderLive: typeof renderLive }> | undefined;

/** The renderer module; a failed download is forgotten so the next retry fetches it again. */
function loadRenderer(): Promise<{ renderLive: typeof renderLive }> {
  renderer ??= import('../lib/live-render').catch((error: unknown) => {
    renderer = undefined;
    throw error;
  });
  return renderer;
}

function readSlots(): Slot[] {
  return [...document.querySelectorAll<HTMLElement>('.live-content[data-live-title]')].flatMap((root) => {
    const body = root.querySelector<HTMLElement>(':scope > [data-live-body]');
    const { liveTitle: title, liveRule: rule } = root.dataset;
    return body && title && isLiveRule(rule) ? [{ root, body, title, rule }] : [];
  });
}

const defaultTemplate = (slot: Slot) =>
  slot.root.querySelector<HTMLTemplateElement>(':scope > template[data-live-default]');

/** Keeps the block's current (built-in) content as its default before fetched text replaces it. */
function keepDefault(slot: Slot): void {
  if (defaultTemplate(slot)) return;
  const template = document.createElement('template');
  template.dataset.liveDefault = '';
  template.content.append(...[...slot.body.childNodes].map((node) => node.cloneNode(true)));
  slot.root.append(template);
}

/**
 * Replaces a block's content, keeping what the visitor was doing in it: FAQ items they opened stay
 * open and focus stays on the same question.
 */
function replaceBody(slot: Slot, next: Node): void {
  const summaryText = (summary: Element) =>
    (summary.querySelector('.faq-question') ?? summary).textContent?.trim() ?? '';
  const open = new Set(
    [...slot.body.querySelectorAll('details[open] > summary')].map((summary) => summaryText(summary)),
  );
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && slot.body.contains(active) ? active : null;
  const focusedSummary = focused?.matches('summary') ? summaryText(focused) : null;

  slot.body.replaceChildren(next);

  for (const summary of slot.body.querySelectorAll('details > summary')) {
    const text = summaryText(summary);
    if (open.has(text)) summary.parentElement?.setAttribute('open', '');
    if (text === focusedSummary && summary instanceof HTMLElement) summary.focus();
  }
  // Focus inside content that went away moves to the block rather than to the page's start.
  if (focused && !slot.body.contains(document.activeElement)) {
    slot.root.tabIndex = -1;
    slot.root.focus({ preventScroll: true });
  }
}

function showDefault(slot: Slot): void {
  const template = defaultTemplate(slot);
  if (!template || slot.root.dataset.liveKey === 'default') return;
  replaceBody(slot, template.content.cloneNode(true));
  slot.root.dataset.liveKey = 'default';
}

async function show(slot: Slot, fetched: string): Promise<void> {
  const source = liveSource(slot.rule, fetched);
  const key = contentKey(source);
  if (key === slot.root.dataset.liveKey) return;
  if (source === null) return showDefault(slot);
  const { renderLive } = await loadRenderer();
  const heading = Number(slot.root.dataset.liveHeading) || undefined;
  const wrapper = document.createElement('div');
  if (slot.root.dataset.liveClass) wrapper.className = slot.root.dataset.liveClass;
  wrapper.innerHTML = renderLive(slot.rule, source, heading);
  if (slot.root.dataset.liveKey === 'default') keepDefault(slot);
  replaceBody(slot, wrapper);
  slot.root.dataset.liveKey = key;
}

/** Shows the page's message for the first failure (the server's detail where the spec allows it). */
function report(errors: unknown[]): void {
  document.documentElement.setAttribute(STATE_ATTRIBUTE, errors.length ? 'failed' : 'ok');
  const status = document.getElementById('live-status');
  if (!status) return;
  const fallback = status.dataset.message ?? '';
  const text = !errors.length
    ? ''
    : 'detail' in status.dataset
      ? (errorDetail(errors[0]) ?? fallback)
      : fallback;
  // Rewriting the same text would make screen readers announce the alert again on every retry.
  if (status.textContent !== text) status.textContent = text;
  status.hidden = !text;
}

/** Runs `task` after `delay`, and not before the page is in view again. */
function later(task: () => void, delay: number): void {
  setTimeout(() => {
    if (document.visibilityState !== 'hidden') return task();
    const onVisible = () => {
      if (document.visibilityState === 'hidden') return;
      document.removeEventListener('visibilitychange', onVisible);
      task();
    };
    document.addEventListener('visibilitychange', onVisible);
  }, delay);
}

async function refresh(slots: Slot[], attempt: number): Promise<void> {
  const outcomes = await Promise.allSettled(
    slots.map(async (slot) =>
      show(slot, firstContent(await api('/press/', { query: { title: slot.title } }))),
    ),
  );
  const failed = slots.filter((_, index) => outcomes[index]?.status === 'rejected');
  for (const slot of failed) if (showsDefaultOnFailure(slot.rule)) showDefault(slot);
  report(outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : [])));
  if (failed.length) later(() => void refresh(failed, attempt + 1), retryDelay(attempt));
}

/** Refreshes every LiveContent block on the page. */
export function refreshLiveContent(): void {
  const slots = readSlots();
  if (!slots.length) return;
  document.documentElement.setAttribute(STATE_ATTRIBUTE, 'loading');
  void refresh(slots, 0);
}
