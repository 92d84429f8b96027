/** Seeds demo data into an empty database; each area checks its own tables, so running twice is harmless. */
import type { PasswordHasher } from '../auth/password';
import type { Db } from '../db/client';
import { seedUsers } from './users';

/** What a seed run inserted, per area. */
export interface SeedReport {
  users: number;
}

/** Seeds every area that is still empty. */
export async function seedDatabase(db: Db, passwords: PasswordHasher): Promise<SeedReport> {
  return { users: await seedUsers(db, passwords) };
}
