/**
 * Web Push (issue 39) with the `web-push` package and the VAPID keys of the configuration: a notice
 * goes to every device the person opted in from a portal (push_subscriptions). Only endpoints of the
 * configured push services (PUSH_ENDPOINT_ORIGINS) are ever posted to, so a subscription cannot turn
 * the server into a client of any other address.
 */
import webpush from 'web-push';
import type { PushConfig } from '../../env';

/** One device's subscription. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the push service said for one device. */
export type PushOutcome = 'delivered' | 'gone' | 'retry' | 'refused';

/** Sends one payload to one device. */
export interface PushSender {
  readonly publicKey: string;
  send(
    target: PushTarget,
    payload: string,
    options: { urgent: boolean; ttlSeconds: number },
  ): Promise<{
    outcome: PushOutcome;
    reason: string;
  }>;
}

/** Whether an endpoint belongs to one of the allowed push services. */
export function allowedEndpoint(config: Pick<PushConfig, 'endpointOrigins'>, endpoint: string): boolean {
  try {
    const url = new URL(endpoint);
    return (
      config.endpointOrigins.includes(url.origin) &&
      (url.protocol === 'https:' || url.hostname === 'localhost' || url.hostname === '127.0.0.1')
    );
  } catch {
    return false;
  }
}

/** The configured Web Push sender. */
export function createPushSender(config: PushConfig): PushSender {
  return {
    publicKey: config.publicKey,
    async send(target, payload, { urgent, ttlSeconds }) {
      if (!allowedEndpoint(config, target.endpoint))
        return { outcome: 'refused', reason: 'endpoint not allowed' };
      let status: number;
      try {
        // web-push encrypts the payload (aes128gcm) and signs the VAPID header; the request itself
        // goes through fetch, so a local test push service may be plain http on loopback.
        const request = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: {
              subject: config.subject,
              publicKey: config.publicKey,
              privateKey: config.privateKey,
            },
            TTL: ttlSeconds,
            urgency: urgent ? 'high' : 'normal',
          },
        );
        const res = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          redirect: 'error',
          signal: AbortSignal.timeout(10_000),
        });
        status = res.status;
        await res.arrayBuffer().catch(() => undefined);
      } catch (error) {
        return {
          outcome: 'retry',
          reason: error instanceof Error ? error.message.slice(0, 300) : String(error),
        };
      }
      if (status >= 200 && status < 300) return { outcome: 'delivered', reason: `HTTP ${status}` };
      // 404/410: the browser unsubscribed or the subscription ran out. 400/403/413: never accepted.
      if (status === 404 || status === 410) return { outcome: 'gone', reason: `HTTP ${status}` };
      if (status === 400 || status === 403 || status === 413)
        return { outcome: 'refused', reason: `HTTP ${status}` };
      return { outcome: 'retry', reason: `HTTP ${status}` };
    },
  };
}
