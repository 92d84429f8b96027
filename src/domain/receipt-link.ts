/**
 * A paid registration's receipt link and the portals' success line (issue 22), apart from the
 * receipt's rows (src/domain/receipt.ts, which re-exports these) so a portal's lists load only these.
 */
/** The printable receipt page of a registration. */
export function receiptPath(registrationId: number): string {
  return `/receipt?registration=${registrationId}`;
}

/** The success line a portal shows after paying (issue 22). */
export function registeredMessage(
  registration: { program_name: string | null; program: string | null; season: string },
  payer: { email?: string; email_verified?: unknown } | null | undefined,
): string {
  const program = registration.program_name ?? registration.program ?? 'the program';
  const email = payer?.email;
  // Receipts go only to a confirmed address (issue 17 item 2); an unconfirmed one is told so plainly.
  const receipt = !email
    ? ''
    : payer.email_verified === false
      ? ` Your receipt will be e-mailed to ${email} once you confirm that address.`
      : ` Receipt sent to ${email}.`;
  return `Registered for ${program}, ${registration.season}.${receipt}`;
}
