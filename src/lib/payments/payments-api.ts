/** The shared checkout, confirm and verification calls (spec 2 §7; spec 3 §7 for other kinds). */
import { confirmBody, type CheckoutSession, type PaymentAnswer } from '../../domain/payments';
import { api, apiResponse, type ApiResponse } from '../api-client';

/** POST /payments/checkout/: starts a checkout; the server prices it. */
export function startCheckout(body: object): Promise<CheckoutSession> {
  return api<CheckoutSession>('/payments/checkout/', { method: 'POST', body });
}

/** POST /payments/confirm/ with the card token; the status tells paid (200) from processing (202). */
export function confirmPayment(session: CheckoutSession, token: string): Promise<ApiResponse<PaymentAnswer>> {
  return apiResponse<PaymentAnswer>('/payments/confirm/', {
    method: 'POST',
    body: confirmBody(session, token),
  });
}

/** POST /payments/verify/ for the return page. */
export function verifyPayment(body: Record<string, string | number>): Promise<ApiResponse<PaymentAnswer>> {
  return apiResponse<PaymentAnswer>('/payments/verify/', { method: 'POST', body });
}
