/**
 * Loading the card provider's script (Clover's hosted iframe SDK, or the local sandbox's look-alike)
 * from its configured address, once per page, only when a card dialog opens.
 */
import { CARD_MESSAGES } from '../../domain/payments';
import { cloverSdkUrl } from '../env';

/** What the page uses of Clover's SDK (https://docs.clover.com/docs/using-the-clover-hosted-iframe). */
export interface CloverElement {
  mount(selector: string): void;
  addEventListener(event: 'change' | 'blur' | 'focus', listener: (event: CloverFieldEvent) => void): void;
}

/** A field event: the state of every field, keyed by field type. */
export type CloverFieldEvent = Partial<Record<CardFieldType, { error?: string; touched?: boolean }>>;

export type CardFieldType = 'CARD_NAME' | 'CARD_NUMBER' | 'CARD_DATE' | 'CARD_CVV' | 'CARD_POSTAL_CODE';

export interface CloverInstance {
  elements(): { create(type: CardFieldType, styles?: Record<string, unknown>): CloverElement };
  createToken(): Promise<{ token?: string; errors?: Partial<Record<string, string>> }>;
}

export type CloverConstructor = new (publicKey: string, options: { merchantId: string }) => CloverInstance;

declare global {
  interface Window {
    Clover?: CloverConstructor;
  }
}

let loading: Promise<CloverConstructor> | null = null;

/** The SDK's constructor, loading its script first if needed. Rejects with the spec's message. */
export function loadCloverSdk(url: string = cloverSdkUrl()): Promise<CloverConstructor> {
  if (window.Clover) return Promise.resolve(window.Clover);
  loading ??= new Promise<CloverConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      if (window.Clover) resolve(window.Clover);
      else {
        loading = null;
        reject(new Error(CARD_MESSAGES.sdkUnavailable));
      }
    };
    script.onerror = () => {
      // A later try loads the script anew (the network may be back).
      loading = null;
      script.remove();
      reject(new Error(CARD_MESSAGES.sdkFailed));
    };
    document.head.append(script);
  });
  return loading;
}
