/**
 * Refreshes the LiveContent blocks of a static page from the content service (spec 1 §2.14–§2.16,
 * §8; spec 3 'Safety page'). A block whose text is unchanged is left alone; changed text is
 * rendered by a module loaded only then. A failed call shows the page's message, keeps what the
 * page shows, and is retried after each of LIVE_RETRY_DELAYS_MS. Loaded by ./live-content.ts.
 */
import { errorMessage } from '../domain/error-message';
import {
  LIVE_RETRY_DELAYS_MS,
  contentKey,
  isLiveRule,
  liveSource,
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

let renderer: Promise<{ renderLive: typeof renderLive }> | undefined;

function readSlots(): Slot[] {
  return [...document.querySelectorAll<HTMLElement>('[data-live-title]')].flatMap((root) => {
    const body = root.querySelector<HTMLElement>(':scope > [data-live-body]');
    const { liveTitle: title, liveRule: rule } = root.dataset;
    return body && title && isLiveRule(rule) ? [{ root, body, title, rule }] : [];
  });
}

/** Keeps the block's current (built-in) content as its default before fetched text replaces it. */
function keepDefault(slot: Slot): HTMLTemplateElement {
  const existing = slot.root.querySelector<HTMLTemplateElement>(':scope > template[data-live-default]');
  if (existing) return existing;
  const template = document.createElement('template');
  template.dataset.liveDefault = '';
  template.content.append(...[...slot.body.childNodes].map((node) => node.cloneNode(true)));
  slot.root.append(template);
  return template;
}

async function show(slot: Slot, fetched: string): Promise<void> {
  const source = liveSource(slot.rule, fetched);
  const key = contentKey(source);
  if (key === slot.root.dataset.liveKey) return;
  if (source === null) {
    const template = slot.root.querySelector<HTMLTemplateElement>(':scope > template[data-live-default]');
    if (template) slot.body.replaceChildren(template.content.cloneNode(true));
  } else {
    const { renderLive } = await (renderer ??= import('../lib/live-render'));
    const heading = Number(slot.root.dataset.liveHeading) || undefined;
    const wrapper = document.createElement('div');
    if (slot.root.dataset.liveClass) wrapper.className = slot.root.dataset.liveClass;
    wrapper.innerHTML = renderLive(slot.rule, source, heading);
    if (slot.root.dataset.liveKey === 'default') keepDefault(slot);
    slot.body.replaceChildren(wrapper);
  }
  slot.root.dataset.liveKey = key;
}

function report(errors: unknown[]): void {
  const status = document.querySelector<HTMLElement>('[data-live-status]');
  if (!status) return;
  const fallback = status.dataset.message ?? '';
  const text = !errors.length
    ? ''
    : 'detail' in status.dataset
      ? errorMessage(errors[0], fallback)
      : fallback;
  status.textContent = text;
  status.hidden = !text;
}

async function refresh(slots: Slot[], attempt: number): Promise<void> {
  const outcomes = await Promise.allSettled(
    slots.map(async (slot) =>
      show(slot, firstContent(await api('/press/', { query: { title: slot.title } }))),
    ),
  );
  const failed = slots.filter((_, index) => outcomes[index]?.status === 'rejected');
  report(outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : [])));
  const delay = LIVE_RETRY_DELAYS_MS[attempt];
  if (failed.length && delay !== undefined) setTimeout(() => void refresh(failed, attempt + 1), delay);
}

/** Refreshes every LiveContent block on the page. */
export function refreshLiveContent(): void {
  const slots = readSlots();
  if (slots.length) void refresh(slots, 0);
}
