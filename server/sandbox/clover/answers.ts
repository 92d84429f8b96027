/**
 * The local Clover sandbox's shared pieces: its settings, Clover-shaped answers and errors, the key
 * check every REST call makes, and the ids it makes up (./provider.ts answers the calls).
 */
import { randomBytes } from 'node:crypto';
import type { PaymentConfig } from '../../env';

/** An HTTP answer of the sandbox: status and JSON body. */
export interface SandboxAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** The sandbox's keys and timings. */
export interface SandboxSettings {
  publicKey: string;
  privateToken: string;
  slowMs: number;
  settleMs: number;
}

/** The sandbox's settings from the payment configuration. */
export function sandboxSettings(payments: PaymentConfig): SandboxSettings {
  return {
    publicKey: payments.publicKey,
    privateToken: payments.privateToken,
    slowMs: payments.sandboxSlowMs,
    settleMs: payments.sandboxSettleMs,
  };
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  404: 'Not Found',
  409: 'Conflict',
};

/** A Clover-shaped error answer. */
export function cloverError(
  status: number,
  error: { type: string; code: string; message: string; decline_code?: string; charge?: string },
): SandboxAnswer {
  return { status, body: { message: `${status} ${REASONS[status] ?? 'Error'}`, error } };
}

export const randomId = (length: number) => {
  const alphabet = 'ABCDEFGHJKMNPQRSTVWXYZ0123456789';
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
};

export const digitsOnly = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number' ? String(value) : '').replace(/[\s-]/g, '');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Clover's answer to a call without the private token, or null when the token is right. */
export function refusedKey(
  settings: SandboxSettings,
  authorization: string | undefined,
): SandboxAnswer | null {
  if (authorization === `Bearer ${settings.privateToken}`) return null;
  return cloverError(401, { type: 'authentication_error', code: 'invalid_key', message: 'Invalid API key.' });
}
