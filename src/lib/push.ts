/**
 * Web Push on this device (issue 39): the site's service worker (public/sw.js, registered by the
 * site shell) subscribes with the server's VAPID key once the person allows notifications; the
 * subscription goes to the API. Nothing here runs until the person asks for it.
 */
import { api } from './api-client';

/** Whether this browser can receive push notifications at all. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

const keyBytes = (base64url: string) => {
  const padded = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
};

/** Asks for permission, subscribes this device and tells the API; answers how many devices the account has. */
export async function subscribeThisDevice(publicKey: string): Promise<number> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    throw new Error('Notifications are blocked for this site in the browser’s settings.');
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const answer = await api<{ push_devices: number }>('/auth/push-subscriptions/', {
    method: 'POST',
    body: subscription.toJSON(),
  });
  return answer.push_devices;
}

/** Unsubscribes this device here and at the API. */
export async function unsubscribeThisDevice(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  await api('/auth/push-subscriptions/remove/', {
    method: 'POST',
    body: { endpoint: subscription.endpoint },
  });
  await subscription.unsubscribe();
}
