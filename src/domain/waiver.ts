/**
 * Who signs the participation waiver before a registration (issue 17 item 15): a parent for each
 * child; an athlete of 18 or over for themselves; a minor athlete is registered (and signed for)
 * by a parent or guardian in the parent portal (spec 1 §2.14's terms: users under 18 must be
 * registered by a guardian). The words the portals and the server share.
 */

export const WAIVER_RULE_MESSAGES = {
  /** A parent's checkout for a child whose current waiver is not signed. */
  childUnsigned: (first: string) => `Sign ${first}'s participation waiver before registering.`,
  /** An adult athlete's checkout without their own signature. */
  ownUnsigned: 'Sign the participation waiver before registering.',
  minorRegisters:
    'Athletes under 18 are registered by a parent or guardian: they add you in the parent portal, sign the waiver and register you there.',
  minorSigns: 'A parent or guardian signs the waiver for athletes under 18, in the parent portal.',
  profileFirst: 'Create and save your athlete profile before registering.',
} as const;
