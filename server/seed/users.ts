/** Demo accounts seeded into an empty database; all share the password `demo-Pass-1`. */
import { count } from 'drizzle-orm';
import type { PasswordHasher } from '../auth/password';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';

export const DEMO_PASSWORD = 'demo-Pass-1';

/** The demo accounts (README lists them). */
export const DEMO_ACCOUNTS = [
  { email: 'parent@demo.test', role: 'parent_guardian', firstName: 'Tanya', lastName: 'Whitfield' },
  {
    email: 'athlete@demo.test',
    role: 'athlete',
    firstName: 'Jordan',
    lastName: 'Ellis',
    dateOfBirth: '2005-03-14',
  },
  { email: 'coach@demo.test', role: 'coach', firstName: 'Darnell', lastName: 'Price', coachCounty: 'DeSoto' },
  { email: 'staff@demo.test', role: 'staff_admin', firstName: 'Angela', lastName: 'Brooks' },
  { email: 'recruiter@demo.test', role: 'recruiter', firstName: 'Derrick', lastName: 'Hollins' },
  // A referee whose account knows a phone and a shipping address: the sign-up form fills them in.
  {
    email: 'referee@demo.test',
    role: 'referee',
    firstName: 'Lena',
    lastName: 'Carter',
    phoneNumber: '901-555-0142',
    shippingAddress: {
      address1: '40 Poplar Ave',
      address2: 'Suite 2',
      city: 'Memphis',
      state: 'TN',
      postal_code: '38103',
      country: 'US',
      confirmed_at: null,
    },
  },
  // A 15-year-old athlete whose guardian is parent@demo.test (server/seed/athletes.ts).
  { email: 'minor@demo.test', role: 'athlete', firstName: 'Jasmine', lastName: 'Whitfield' },
  // A recruiter who has not asked for access yet.
  { email: 'recruiter2@demo.test', role: 'recruiter', firstName: 'Renee', lastName: 'Dalton' },
  // A coach whose calendar-editor request waits in the staff queue (server/seed/coach-staff.ts).
  { email: 'coach2@demo.test', role: 'coach', firstName: 'Keisha', lastName: 'Moore', coachCounty: 'Tate' },
  // Plain office staff beside the admin (issue 41 item 15): what only an admin may do is refused.
  { email: 'office@demo.test', role: 'staff', firstName: 'Marcus', lastName: 'Tate' },
] as const;

/** Inserts the demo accounts when there are no users yet, their e-mail addresses counted as confirmed; returns how many were created. */
export async function seedUsers(db: Db, passwords: PasswordHasher): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return 0;
  const rows = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => ({
      email: account.email,
      role: account.role,
      firstName: account.firstName,
      lastName: account.lastName,
      coachCounty: 'coachCounty' in account ? account.coachCounty : null,
      dateOfBirth: 'dateOfBirth' in account ? account.dateOfBirth : null,
      phoneNumber: 'phoneNumber' in account ? account.phoneNumber : null,
      shippingAddress: 'shippingAddress' in account ? account.shippingAddress : null,
      passwordHash: await passwords.hash(DEMO_PASSWORD),
      emailVerifiedAt: new Date(),
    })),
  );
  await db.insert(users).values(rows).onConflictDoNothing();
  return rows.length;
}
