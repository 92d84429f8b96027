/**
 * Contact form rules (spec 1 §2.12, §5): the email address is required, every other field is
 * optional. Pure: used by the contact island and its tests.
 */
import * as v from 'valibot';

/** Every message the contact form shows itself (the server's own text comes from §8). */
export const CONTACT_MESSAGES = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  sent: 'Thanks! We received your message and will reply within one business day.',
  failed: 'Could not send your message right now. Please try again.',
} as const;

/** Longest value the API stores per field; the inputs stop there too. */
export const CONTACT_MAX_LENGTH = { name: 150, email: 254, phone: 40, subject: 200, message: 5000 } as const;

/** The message for a value longer than the API accepts (worded as the API words it). */
export const tooLongMessage = (max: number) => `Ensure this field has no more than ${max} characters.`;

const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, tooLongMessage(max))), '');

export const contactMessageInputSchema = v.object({
  name: optionalText(CONTACT_MAX_LENGTH.name),
  email: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty(CONTACT_MESSAGES.emailRequired),
    v.maxLength(CONTACT_MAX_LENGTH.email, tooLongMessage(CONTACT_MAX_LENGTH.email)),
    v.email(CONTACT_MESSAGES.emailInvalid),
  ),
  phone: optionalText(CONTACT_MAX_LENGTH.phone),
  subject: optionalText(CONTACT_MAX_LENGTH.subject),
  message: optionalText(CONTACT_MAX_LENGTH.message),
});
export type ContactMessageInput = v.InferOutput<typeof contactMessageInputSchema>;

/** The body POSTed to /contact/: trimmed values, blank optional fields left out. */
export type ContactMessagePayload = Partial<ContactMessageInput> & { email: string };

export type ContactValidation =
  | { ok: true; payload: ContactMessagePayload }
  | { ok: false; field: keyof ContactMessageInput; message: string };

/** Checks what the visitor typed and builds the request body, or names the first problem. */
export function validateContactMessage(values: Record<string, string | undefined>): ContactValidation {
  const result = v.safeParse(contactMessageInputSchema, values);
  if (!result.success) {
    const issue = result.issues[0];
    const field = (issue.path?.[0]?.key as keyof ContactMessageInput | undefined) ?? 'email';
    return { ok: false, field, message: issue.message };
  }
  const { email, ...optional } = result.output;
  const filled = Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== ''));
  return { ok: true, payload: { ...filled, email } };
}

/** The confirmation to show after a successful send: the server's detail, else the default. */
export function contactConfirmation(body: unknown): string {
  const detail = body && typeof body === 'object' ? (body as { detail?: unknown }).detail : undefined;
  return typeof detail === 'string' && detail.trim() ? detail.trim() : CONTACT_MESSAGES.sent;
}
