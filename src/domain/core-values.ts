/** The league's seven core values, in the order they are always shown (spec 1 §2.4). */
export const CORE_VALUES = [
  'Character',
  'Outreach',
  'Unity',
  'Resilience',
  'Accountability',
  'Growth',
  'Excellence',
] as const;

export type CoreValue = (typeof CORE_VALUES)[number];

/** True when `names` are exactly the seven core values in their order. */
export function isCoreValueList(names: readonly string[]): boolean {
  return names.length === CORE_VALUES.length && CORE_VALUES.every((value, index) => names[index] === value);
}
