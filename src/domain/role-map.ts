/**
 * The one map of stored role values (spec 1 §3, §6): every value the API may send, what it means to
 * the server's access policy (server/auth/policy.ts), which portal group it belongs to
 * (src/domain/roles.ts), whether it is league staff (src/domain/coach.ts, the office), whether it is a
 * league admin (rights beyond staff: a refund above what the refund policy allows) and its label.
 * Matching is case-insensitive; parent_guardian means parent and staff_admin means staff.
 */

/** The callers an API policy can name. */
export const POLICY_ROLES = ['parent', 'athlete', 'coach', 'staff', 'recruiter', 'referee'] as const;
export type PolicyRole = (typeof POLICY_ROLES)[number];

/** The portal groups whose Dashboard and gates roles share (staff use the coach portal). */
export type RoleGroup = 'parent' | 'athlete' | 'coach' | 'recruiter' | 'referee';

/** What one stored role value means. */
export interface RoleMeaning {
  policy: PolicyRole;
  group: RoleGroup;
  /** League office staff (staff, admin, staff_admin). */
  staff: boolean;
  /** League admins (admin, staff_admin): staff who may go beyond the office's rules, with a reason. */
  admin: boolean;
  label: string;
}

/** Every role value the API may send, with its meaning. */
export const ROLE_MAP = {
  parent_guardian: {
    policy: 'parent',
    group: 'parent',
    staff: false,
    admin: false,
    label: 'Parent / Guardian',
  },
  parent: { policy: 'parent', group: 'parent', staff: false, admin: false, label: 'Parent' },
  guardian: { policy: 'parent', group: 'parent', staff: false, admin: false, label: 'Guardian' },
  athlete: { policy: 'athlete', group: 'athlete', staff: false, admin: false, label: 'Athlete' },
  coach: { policy: 'coach', group: 'coach', staff: false, admin: false, label: 'Coach' },
  staff: { policy: 'staff', group: 'coach', staff: true, admin: false, label: 'Staff' },
  admin: { policy: 'staff', group: 'coach', staff: true, admin: true, label: 'Admin' },
  staff_admin: { policy: 'staff', group: 'coach', staff: true, admin: true, label: 'Staff / Admin' },
  recruiter: { policy: 'recruiter', group: 'recruiter', staff: false, admin: false, label: 'Recruiter' },
  referee: { policy: 'referee', group: 'referee', staff: false, admin: false, label: 'Referee' },
} as const satisfies Record<string, RoleMeaning>;

export type RoleValue = keyof typeof ROLE_MAP;

/** The stored role values, in the map's order. */
export const ROLE_VALUES = Object.keys(ROLE_MAP) as RoleValue[];

/** The stored values that are league office staff. */
export const STAFF_ROLE_VALUES = ROLE_VALUES.filter((value) => ROLE_MAP[value].staff);

/** The meaning of a stored role value (any case, surrounding spaces ignored), or null. */
export function roleMeaning(role: string | null | undefined): RoleMeaning | null {
  if (typeof role !== 'string') return null;
  const key = role.trim().toLowerCase();
  return Object.hasOwn(ROLE_MAP, key) ? ROLE_MAP[key as RoleValue] : null;
}

/** Whether a stored role value is league office staff (staff, admin, staff_admin; any case). */
export function isStaffValue(role: string | null | undefined): boolean {
  return roleMeaning(role)?.staff ?? false;
}

/** Whether a stored role value is a league admin (admin, staff_admin; any case). */
export function isAdminValue(role: string | null | undefined): boolean {
  return roleMeaning(role)?.admin ?? false;
}
