/**
 * Confirming an account's e-mail address (issue 17 item 2): the words of the notice, the landing
 * page and the API, shared by the islands and the server. Guardian consent, receipts and
 * guardian approval links count only for confirmed addresses.
 */

export const VERIFY_MESSAGES = {
  subject: 'Confirm your e-mail address',
  confirmed: 'Thank you: your e-mail address is confirmed.',
  invalidLink: 'This confirmation link is invalid, used or expired. Sign in and send a new one.',
  missingLink:
    'This confirmation link is incomplete. Open the link from the e-mail again, or sign in and send a new one.',
  alreadyConfirmed: 'Your e-mail address is already confirmed.',
  tooMany:
    'You asked for several links already. Please check your inbox and spam folder, or try again later.',
  resendFailed: 'We could not send a new link right now. Please try again in a moment.',
  confirmFailed: 'We could not confirm your address right now. Please try again in a moment.',
  otherAccount:
    'This link confirms the address of another account. Sign in to the account it was sent for to confirm it.',
  lookupFailed: 'We could not open this link right now. Please try again in a moment.',
  disownFailed: 'We could not release your address right now. Please try again in a moment.',
  /** Why confirming matters, shown with the notice. */
  why: 'Until you do, we keep your receipts for you and you cannot approve an athlete as their guardian.',
} as const;

/** The answer to "This wasn't me": the address is free for its owner. */
export const releasedMessage = (email: string) =>
  `Thank you. ${email} no longer belongs to that account: its sign-ins have ended and anything it approved or requested with your address is withdrawn. You can now create your own account with it.`;

/** The answer to a new link: where it went. */
export const linkSentMessage = (email: string) => `We sent a new link to ${email}.`;

/** The notice an unconfirmed account sees in the signed-in pages. */
export const confirmNotice = (email: string) =>
  `Please confirm your e-mail address: open the link we sent to ${email}.`;

/** The confirmation token in a landing page's query (`?token=`), or null when it is missing. */
export function readLinkToken(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token ? token : null;
}
