/**
 * Emergency contact and medical notes per player (issue 19 item 5): whom to call (name, relation,
 * phone) and allergies, conditions and medication, all optional but asked for at registration.
 * Seen by the household, the player's team coaches and staff; never by recruiters.
 *
 * Without the input schema (src/domain/emergency.ts), so the portals' first screens load no
 * validation code for the summary and the store.
 */
export const EMERGENCY_FIELDS = [
  'contact_name',
  'contact_relation',
  'contact_phone',
  'allergies',
  'conditions',
  'medication',
] as const;

export type EmergencyField = (typeof EMERGENCY_FIELDS)[number];

/** The notes as stored and shown (every field a string, '' when not given). */
export type EmergencyInfo = Record<EmergencyField, string>;

/** The notes of one player as GET /auth/emergency-info/ answers them (a child's, or the athlete's own). */
export interface EmergencyRecord extends EmergencyInfo {
  child: number | null;
  athlete_profile: number | null;
  updated_at: string | null;
}

/** One showing of a player's notes to someone outside the household (GET /auth/emergency-info/reads/). */
export interface EmergencyRead {
  reader: string;
  role: string;
  read_at: string;
  /** Where they were shown: the player, the roster's program and team. */
  where: string;
}

export const EMPTY_EMERGENCY: EmergencyInfo = {
  contact_name: '',
  contact_relation: '',
  contact_phone: '',
  allergies: '',
  conditions: '',
  medication: '',
};

export const EMERGENCY_LABELS: Record<EmergencyField, string> = {
  contact_name: 'Emergency contact name',
  contact_relation: 'Relation to the player',
  contact_phone: 'Emergency contact phone',
  allergies: 'Allergies',
  conditions: 'Medical conditions',
  medication: 'Medication',
};

export const EMERGENCY_MESSAGES = {
  phone: 'Enter a valid phone number.',
  saved: 'Emergency contact and medical notes saved.',
  saveFailed: 'Unable to save the emergency contact and medical notes right now.',
  cleared: 'Emergency contact and medical notes removed.',
  prompt: 'Add an emergency contact and any allergies, conditions or medication for the coaches.',
} as const;

/** Whether nothing was given (such notes are not kept). */
export function isEmptyEmergency(info: EmergencyInfo): boolean {
  return EMERGENCY_FIELDS.every((name) => !info[name].trim());
}

/** One line of the contact: 'Keisha Whitfield (mother) · 662-555-0143'. */
export function contactLine(info: EmergencyInfo): string {
  const who = [info.contact_name, info.contact_relation ? `(${info.contact_relation})` : '']
    .filter(Boolean)
    .join(' ');
  return [who, info.contact_phone].filter(Boolean).join(' · ');
}
