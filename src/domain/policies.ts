/** Rules of the Privacy, Terms and Refunds page (spec 1 §2.14). */

/** The content-service titles of the three policies, by the page anchor that shows each. */
export const POLICY_TITLES = {
  privacy: 'Policy: Privacy Policy',
  terms: 'Policy: Terms of Use',
  refunds: 'Policy: Refund & Cancellation Policy',
} as const;

/** The content-service titles the safety page shows (spec 3 §7, §8). */
export const SAFETY_TITLES = {
  resources: 'Parent & Athlete Resources',
  policy: 'Policy: SafeSport & Child Safety',
} as const;

export type PolicyAnchor = keyof typeof POLICY_TITLES;

/**
 * The policy text to show: the fetched text, unless the fetch failed (null/undefined), the text is
 * empty, or it is the outdated refund copy naming both 'Full Refunds' and 'Partial Refunds' — then
 * the built-in default.
 */
export function choosePolicyText(fetched: string | null | undefined, fallback: string): string {
  return usablePolicyText(fetched) ?? fallback;
}

/** The fetched policy text when it may be shown, else null (failed, empty, or the outdated refund copy). */
export function usablePolicyText(fetched: string | null | undefined): string | null {
  if (fetched == null || !fetched.trim()) return null;
  if (fetched.includes('Full Refunds') && fetched.includes('Partial Refunds')) return null;
  return fetched;
}

/** An ISO date (2025-09-27) as '27/09/2025' (day/month/year, as the policy copy states it). */
export function formatShortDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

/** Content-service text when it has any, else the built-in text (SafeSport policy, resources). */
export function contentOrFallback(fetched: string | null | undefined, fallback: string): string {
  return fetched?.trim() ? fetched : fallback;
}
