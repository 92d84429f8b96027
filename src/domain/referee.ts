/** The referee training checkout's shipping rules (spec 3 §5 "Referee checkout shipping"). */
import { ADDRESS_MESSAGES, isCompleteAddress, postalProblem, type ShippingAddress } from './shipping';

/** The referee checkout's contact and address, normalised (see normalizeAddress). */
export interface RefereeShipping extends ShippingAddress {
  shipping_name: string;
  shipping_phone: string;
}

/** Every failing rule in order: name, phone (required here), complete address, postal rules. */
export function refereeShippingProblems(input: RefereeShipping): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (!input.shipping_name.trim())
    problems.push({ field: 'shipping_name', message: ADDRESS_MESSAGES.refereeName });
  if (!input.shipping_phone.trim()) {
    problems.push({ field: 'shipping_phone', message: ADDRESS_MESSAGES.refereePhone });
  }
  if (!isCompleteAddress(input)) {
    problems.push({ field: 'address1', message: ADDRESS_MESSAGES.refereeIncomplete });
  } else {
    const postal = postalProblem(input);
    if (postal) problems.push(postal);
  }
  return problems;
}
