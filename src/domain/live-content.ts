/**
 * Live content on static pages (spec 1 §2.14–§2.16, §8; spec 3 'Safety page'): the policies, FAQs,
 * founder bio and safety texts are built from the content-service snapshot, then refreshed in the
 * browser. These rules decide what a slot shows for a fetched text, and whether the built page
 * already shows it, so the renderer only loads when the text really changed.
 */
import { parseFaq } from './faq';
import { usablePolicyText } from './policies';

/**
 * How a slot treats fetched text: `policy` falls back on empty text or the outdated refund copy,
 * `faq` when no question-and-answer item parses, `text` (bio, SafeSport policy, resources) when empty.
 */
export type LiveRule = 'policy' | 'faq' | 'text';

export const LIVE_RULES: readonly LiveRule[] = ['policy', 'faq', 'text'];

export function isLiveRule(value: unknown): value is LiveRule {
  return LIVE_RULES.includes(value as LiveRule);
}

/** The fetched text a slot shows, or null when the slot shows its built-in default. */
export function liveSource(rule: LiveRule, fetched: string | null | undefined): string | null {
  if (fetched == null || !fetched.trim()) return null;
  switch (rule) {
    case 'policy':
      return usablePolicyText(fetched);
    case 'faq':
      return parseFaq(fetched).length ? fetched : null;
    case 'text':
      return fetched.trim();
  }
}

/** Key of what a slot shows: 'default' for the built-in text, else a hash of the fetched text. */
export function contentKey(source: string | null): string {
  if (source === null) return 'default';
  // FNV-1a, 32 bits over UTF-16 code units: the same in Node at build time and in the browser.
  let hash = 0x811c9dc5;
  for (let index = 0; index < source.length; index += 1) {
    hash ^= source.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${source.length.toString(36)}-${(hash >>> 0).toString(36)}`;
}

/** The §8 messages of the refreshed pages; `detail` means the server's detail wins when it sends one. */
export const LIVE_FAILURES = {
  policies: {
    message: 'Failed to load one or more policies. Displaying default information while we retry.',
    detail: false,
  },
  faq: { message: 'Failed to load FAQs', detail: true },
  bio: { message: 'Failed to load bio', detail: true },
  resources: { message: 'Failed to load resources', detail: false },
} as const;

export type LiveFailure = keyof typeof LIVE_FAILURES;

/** Delays before the first retries after a failed refresh; later retries keep the last delay. */
export const LIVE_RETRY_DELAYS_MS = [4_000, 15_000, 60_000] as const;

/** How long to wait before retry number `attempt` (0-based): 4 s, 15 s, then every 60 s. */
export function retryDelay(attempt: number): number {
  const delays: readonly number[] = LIVE_RETRY_DELAYS_MS;
  return delays[Math.min(Math.max(0, attempt), delays.length - 1)] ?? 60_000;
}

/**
 * What a block shows while its refresh fails: the built-in default (spec 1 §2.14 'built-in defaults
 * used on any failure', §8 'fallback bio shown'; spec 3 'built-in policy text and resource list are
 * shown'), except the FAQ list, which stays as it is (§8 names only the message).
 */
export function showsDefaultOnFailure(rule: LiveRule): boolean {
  return rule !== 'faq';
}
