/**
 * A person's notification settings (notification_settings; no row means the defaults: e-mail,
 * texts and push on, non-essential messages on, no quiet hours).
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificationSettings } from '../db/schema/notifications';

/** Settings as the path reads them (quiet hours in minutes after midnight, league time). */
export interface Settings {
  email: boolean;
  sms: boolean;
  push: boolean;
  nonEssential: boolean;
  quietStart: number | null;
  quietEnd: number | null;
}

export const DEFAULT_SETTINGS: Settings = Object.freeze({
  email: true,
  sms: true,
  push: true,
  nonEssential: true,
  quietStart: null,
  quietEnd: null,
});

/** The settings of these accounts, defaults where none are stored. */
export async function settingsOf(db: Db, userIds: readonly number[]): Promise<Map<number, Settings>> {
  const rows = userIds.length
    ? await db
        .select()
        .from(notificationSettings)
        .where(inArray(notificationSettings.userId, [...userIds]))
    : [];
  const stored = new Map(rows.map((row) => [row.userId, row]));
  return new Map(
    userIds.map((id) => {
      const row = stored.get(id);
      return [
        id,
        row
          ? {
              email: row.email,
              sms: row.sms,
              push: row.push,
              nonEssential: row.nonEssential,
              quietStart: row.quietStart,
              quietEnd: row.quietEnd,
            }
          : DEFAULT_SETTINGS,
      ];
    }),
  );
}
