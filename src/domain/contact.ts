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

const optionalText = v.optional(v.pipe(v.string(), v.trim()), '');

export const contactMessageInputSchema = v.object({
  name: optionalText,
  email: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty(CONTACT_MESSAGES.emailRequired),
    v.email(CONTACT_MESSAGES.emailInvalid),
  ),
  phone: optionalText,
  subject: optionalText,
  message: optionalText,
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
