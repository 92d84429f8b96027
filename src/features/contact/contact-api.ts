/** The contact island's one call: POST /contact/ with the visitor's message. */
import type { ContactMessagePayload } from '../../domain/contact';
import { api } from '../../lib/api-client';

/** Sends a contact message and returns the server's answer (its detail, when any, is the confirmation). */
export function sendContactMessage(payload: ContactMessagePayload): Promise<unknown> {
  return api<unknown>('/contact/', { method: 'POST', body: payload });
}
