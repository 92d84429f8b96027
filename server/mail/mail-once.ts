/** Mail that must go out once although several requests may trigger it (receipts, aid decisions). */

/**
 * Mails once: `claim` marks the row sent (false when another request did, or it was sent), then
 * `mail` sends; when the mail fails the claim is given back for the next attempt. A failure is
 * logged and never undoes the payment or refund.
 */
export async function mailOnce(
  what: string,
  claim: () => Promise<boolean>,
  release: () => Promise<unknown>,
  mail: () => Promise<void>,
): Promise<void> {
  let claimed = false;
  try {
    claimed = await claim();
    if (claimed) await mail();
  } catch (error) {
    console.error(`${what} could not be sent:`, error);
    if (claimed) await release().catch(() => undefined);
  }
}
