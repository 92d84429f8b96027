/**
 * Roles and where each one may go (spec 1 §6, route gates of §2.1).
 * Role matching is case-insensitive; parent_guardian means parent and staff_admin means staff
 * (src/domain/role-map.ts is the one map of role values).
 */
import { ROLE_VALUES, roleMeaning, STAFF_ROLE_VALUES, type RoleGroup } from './role-map';

/** Roles a visitor can pick when creating an account, in the order the form lists them. */
export const REGISTRATION_ROLES = [
  { value: 'parent_guardian', label: 'Parent / Guardian' },
  { value: 'athlete', label: 'Athlete' },
  { value: 'coach', label: 'Coach' },
  { value: 'referee', label: 'Referee' },
  { value: 'recruiter', label: 'Recruiter' },
] as const;

export type RegistrationRole = (typeof REGISTRATION_ROLES)[number]['value'];

/** Every role value the API may send for a user. */
export const KNOWN_ROLES = ROLE_VALUES;

export type { RoleGroup };

/** Maps any role spelling (case-insensitive) to the portal group it belongs to, or null. */
export function roleGroup(role: string | null | undefined): RoleGroup | null {
  return roleMeaning(role)?.group ?? null;
}

const DASHBOARD_BY_GROUP: Record<RoleGroup, string> = {
  parent: '/portal/parent',
  athlete: '/portal/athlete',
  coach: '/portal/coach',
  recruiter: '/portal/recruiter',
  referee: '/referee',
};

/** Where the Dashboard button sends a user of this role; unknown or missing roles go to /login. */
export function dashboardPath(role: string | null | undefined): string {
  const group = roleGroup(role);
  return group ? DASHBOARD_BY_GROUP[group] : '/login';
}

/**
 * Gated routes and who is admitted: role groups, or single role values (spec 3 §6: the athlete
 * portal admits athletes, staff and admin, but not every coach); null means any signed-in user.
 */
export const GATED_ROUTES: Record<string, readonly string[] | null> = {
  '/profile': null,
  '/receipt': null,
  // A team's printable roster (issue 41 item 5): coaches (staff are in the coach group); the API keeps each to their teams.
  '/roster': ['coach'],
  '/portal/parent': ['parent'],
  '/portal/athlete': ['athlete', 'staff', 'admin', 'staff_admin'],
  '/portal/coach': ['coach'],
  '/portal/recruiter': ['recruiter'],
  '/portal/office': STAFF_ROLE_VALUES,
};

/** Whether a signed-in user with this role (or a visitor, when role is undefined) may open a gated path. */
export function mayOpen(path: string, user: { role?: string | null } | null): boolean {
  const allowed = GATED_ROUTES[normalizePath(path)];
  if (allowed === undefined) return true;
  if (!user) return false;
  if (allowed === null) return true;
  const group = roleGroup(user.role);
  // A role group was found, so the role is a string.
  return group !== null && (allowed.includes(group) || allowed.includes(user.role!.trim().toLowerCase()));
}

/** Drops a trailing slash or .html so /portal/coach/ and /portal/coach.html gate alike. */
export function normalizePath(path: string): string {
  const bare = path.replace(/\.html$/, '').replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
}

/** The login address for a gated page: /login?next=<path>. */
export function loginPathFor(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}

/**
 * A `next` value is honoured only when it is a path on this site: never //host, a full URL, a
 * backslash (browsers read it as a slash) or control characters (browsers drop them, so "/\t/x"
 * would become "//x").
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(next) || next.startsWith('//')) return null;
  return next;
}

/** The human label of a role value (case-insensitive); unknown values are shown tidied up. */
export function roleLabel(role: string | null | undefined): string {
  if (typeof role !== 'string' || !role.trim()) return 'Member';
  const key = role.trim().toLowerCase();
  return (
    roleMeaning(key)?.label ??
    key
      .split(/[_\s-]+/)
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join(' ')
  );
}

const ACCOUNT_PAGES = new Set(['/login', '/register', '/forgot-password', '/reset-password']);

/**
 * Where to go after signing in or registering: `next` when it is a safe site path the user may
 * open (and not another account page), else /profile.
 */
export function destinationAfterSignIn(
  next: string | null | undefined,
  user: { role?: string | null } | null,
): string {
  const path = safeNext(next);
  const page = path ? normalizePath(path.split(/[?#]/)[0] ?? '') : null;
  if (!path || !page || ACCOUNT_PAGES.has(page) || !mayOpen(page, user)) return '/profile';
  return path;
}

/**
 * Where to go after creating an account: `next` when it is a safe site path the new user may open
 * (as after signing in), else the dashboard of the role they chose (spec 1 §6), else /profile.
 */
export function destinationAfterRegister(
  next: string | null | undefined,
  user: { role?: string | null } | null,
): string {
  const signedIn = destinationAfterSignIn(next, user);
  const asked = safeNext(next);
  if (signedIn !== '/profile' || (asked && normalizePath(asked.split(/[?#]/)[0] ?? '') === '/profile')) {
    return signedIn;
  }
  const dashboard = dashboardPath(user?.role);
  return dashboard === '/login' ? '/profile' : dashboard;
}

/** A registration role named in an address (?role=parent_guardian, any case), or null. */
export function parseRegistrationRole(value: string | null | undefined): RegistrationRole | null {
  const role = value?.trim().toLowerCase();
  return REGISTRATION_ROLES.find((option) => option.value === role)?.value ?? null;
}

/** The registration role whose dashboard a path is (/portal/coach → coach), or null. */
export function registrationRoleFor(path: string | null | undefined): RegistrationRole | null {
  const page = normalizePath(safeNext(path)?.split(/[?#]/)[0] ?? '');
  return REGISTRATION_ROLES.find((option) => dashboardPath(option.value) === page)?.value ?? null;
}

/**
 * The register address for a role's call to action: the role chosen, and `next` to come back to
 * (both optional), e.g. /register?role=referee&next=%2Freferee%23sign-up.
 */
export function registerPathFor(options: { role?: RegistrationRole; next?: string | null }): string {
  const query = new URLSearchParams();
  if (options.role) query.set('role', options.role);
  const next = safeNext(options.next);
  if (next) query.set('next', next);
  const text = query.toString();
  return text ? `/register?${text}` : '/register';
}
