/**
 * Waitlists of full program offerings as families see them (issue 21 item 2): the entry the API
 * answers (GET /waitlist/, server/registrations/waitlist-entries.ts) and the portal's words.
 */

/** One waitlist entry of the signed-in family. */
export interface WaitlistEntry {
  id: number;
  kind: 'parent_registration' | 'athlete_registration';
  /** waiting, offered, accepted, expired, removed or left. */
  status: string;
  participant_name: string;
  child: number | null;
  program: string | null;
  program_name: string;
  venue: string | null;
  division: string | null;
  season: number;
  season_label: string;
  /** 1 is next; null unless waiting. */
  position: number | null;
  offered_at: string | null;
  offer_expires_at: string | null;
  /** The portal address that opens the offer's checkout; null unless offered. */
  checkout_path: string | null;
  /** What the offer's checkout charges (the fee less any aid award); null unless offered. */
  amount_cents?: number | null;
  /** The registration form as it was when joining: the offer's checkout sends it. */
  form: Record<string, unknown>;
  reason: string;
  created_at: string;
}

export const WAITLIST_TEXT = {
  /** The checkout's refusal when the last place went to someone else (the server's words). */
  full: 'This division just filled up. Join the waitlist and we will e-mail you if a place opens.',
  join: 'Join the waitlist',
  joinFailed: 'Unable to join the waitlist right now. Please try again.',
  joined: (position: number | null) =>
    position
      ? `You are number ${position} on the waitlist. We will e-mail you if a place opens.`
      : 'You are on the waitlist. We will e-mail you if a place opens.',
  title: 'Waitlists',
  empty: 'You are not on any waitlist.',
  loadFailed: 'Your waitlists could not be loaded right now.',
  position: (n: number) => `Number ${n} on the waitlist`,
  offered: (until: string) => `A place is kept for you until ${until}.`,
  register: 'Register and pay',
  registerFailed: 'Unable to start checkout right now. Please try again.',
  leave: 'Leave the waitlist',
  leaveFailed: 'Unable to leave the waitlist right now. Please try again.',
  left: 'You left the waitlist.',
  paid: 'Payment received! The place is yours.',
  status: {
    accepted: 'Registered from the waitlist',
    expired: 'The offer ran out',
    removed: 'Removed by the league office',
    left: 'You left the list',
  } as Record<string, string>,
} as const;

/** What one entry's line says: where it stands, or what became of it. */
export function entryStatus(entry: WaitlistEntry, formatTime: (iso: string) => string): string {
  if (entry.status === 'waiting' && entry.position) return WAITLIST_TEXT.position(entry.position);
  if (entry.status === 'offered' && entry.offer_expires_at) {
    return WAITLIST_TEXT.offered(formatTime(entry.offer_expires_at));
  }
  return WAITLIST_TEXT.status[entry.status] ?? entry.status;
}
