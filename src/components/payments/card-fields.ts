/**
 * The provider's five card fields in the card dialog: which they are, mounting them into their
 * hosts, and asking again for the card itself (number, date, CVV) while the name and postal code
 * the payer typed stay.
 */
import type {
  CardFieldType,
  CloverElement,
  CloverFieldEvent,
  CloverInstance,
} from '../../lib/payments/clover-sdk';

/** The fields in the order shown, with their visible labels. */
export const CARD_FIELDS: readonly { type: CardFieldType; label: string }[] = [
  { type: 'CARD_NAME', label: 'Name on card' },
  { type: 'CARD_NUMBER', label: 'Card number' },
  { type: 'CARD_DATE', label: 'Expiration date' },
  { type: 'CARD_CVV', label: 'Security code (CVV)' },
  { type: 'CARD_POSTAL_CODE', label: 'Billing ZIP or postal code' },
];

/** What "Try another card" empties: the card itself, never the name or the billing postal code. */
export const CARD_SECRETS: readonly CardFieldType[] = ['CARD_NUMBER', 'CARD_DATE', 'CARD_CVV'];

/** The id of a field's host element in a dialog whose ids start with `prefix`. */
export const cardFieldHost = (prefix: string, type: CardFieldType) => `${prefix}-${type}`;

/** Mounted card fields. */
export interface CardFields {
  /** Replaces these fields with new, empty ones (the provider's frames cannot be emptied from here). */
  clear(types: readonly CardFieldType[]): void;
}

/** Mounts every card field into its host; `onEvent` hears every field's change and blur. */
export function mountCardFields(
  elements: ReturnType<CloverInstance['elements']>,
  prefix: string,
  onEvent: (event: CloverFieldEvent) => void,
): CardFields {
  const mount = (type: CardFieldType): CloverElement => {
    const host = document.getElementById(cardFieldHost(prefix, type));
    // A new field replaces the old one's frame in the same host.
    host?.replaceChildren();
    const element = elements.create(type, { input: { fontSize: '16px' } });
    element.mount(`#${cardFieldHost(prefix, type)}`);
    element.addEventListener('change', onEvent);
    element.addEventListener('blur', onEvent);
    return element;
  };
  for (const field of CARD_FIELDS) mount(field.type);
  return {
    clear(types) {
      for (const type of types) mount(type);
    },
  };
}
