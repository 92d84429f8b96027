/** Link builders for phone numbers, e-mail and map searches shown on the contact-style pages. */

/** A tel: link for a North American number written for people, e.g. "(901) 555-0142" → "tel:+19015550142". */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** A mailto: link, with the subject percent-encoded (spaces as %20, never "+"). */
export function mailtoHref(email: string, subject?: string): string {
  const address = email.trim();
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}

/** A maps search for a postal address, opened only when the visitor follows the link. */
export function mapsSearchHref(addressLines: readonly string[]): string {
  const query = addressLines
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
