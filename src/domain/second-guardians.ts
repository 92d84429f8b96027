/**
 * A child's second guardian (issue 37): the parent who added a child invites another adult by
 * e-mail; the invitation is accepted by the account with that address, once the address is
 * confirmed, and the first guardian may revoke the link at any time. Linked accounts count as one
 * household for the sibling discount. The texts both the API and the portal use.
 */
export const SECOND_GUARDIAN_TEXT = {
  invalidEmail: 'Enter a valid e-mail address.',
  ownAddress: 'That is your own address: invite the other parent or guardian.',
  alreadyInvited: 'This address is already invited for this child.',
  confirmFirst:
    'Confirm your e-mail address before accepting: open the link we sent you, or send a new one from the notice at the top of this page.',
  subject: (child: string) => `You are invited as a guardian of ${child}`,
} as const;

/** An invitation or link as the API answers it. */
export interface SecondGuardian {
  id: number;
  child: number;
  child_name: string;
  email: string;
  status: 'pending' | 'accepted' | 'revoked';
  invited_by: string;
  created_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

/** The address as stored and compared: trimmed, lower case. */
export const guardianAddress = (email: string) => email.trim().toLowerCase();
