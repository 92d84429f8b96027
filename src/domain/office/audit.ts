/** The audit log as the office's Activity view reads it (GET /office/audit/). */

/** The records office changes are logged against (audit_log.entity), with their names in words. */
export const AUDIT_ENTITIES = {
  program: 'Program',
  venue: 'Venue',
  season: 'Season',
  game: 'Game',
  season_news: 'Season news',
  news: 'News article',
  content: 'Content item',
  sponsor: 'Sponsor or partner',
  social_feed: 'Social feed',
  upload: 'Uploaded image',
  athlete_profile: 'Athlete profile',
  calendar_editor_request: 'Calendar-editor request',
  recruiter_access_request: 'Recruiter access request',
  gallery_submission: 'Gallery highlight',
  contact_message: 'Contact message',
  team: 'Team',
  registration: 'Registration (team)',
  league_division: 'League division',
  county: 'County',
  emergency_info: 'Emergency and medical notes (read)',
  user: 'Account (address taken over)',
  refund: 'Refund',
  refund_request: 'Refund request',
  export: 'Export',
  family_message: 'Message to families',
  waiver_reminder: 'Waiver reminder',
  schedule: 'Season schedule',
  coin_toss: 'Coin toss',
  playoff_bracket: 'Playoff bracket',
  office_person: 'Office person',
  site_rebuild: 'Rebuild of the public site',
} as const;

export type AuditEntity = keyof typeof AUDIT_ENTITIES;

/** How each action reads. */
export const AUDIT_ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  decide: 'Decided',
  'auto-fill': 'Auto-filled teams',
  read: 'Read',
  revoke: 'Withdrew an approval',
  withdraw: 'Withdrawn',
  release_address: 'Address taken over by its owner',
  refund: 'Refunded',
  export: 'Exported',
  send: 'Sent',
  publish: 'Published',
  report: 'Reported a score',
};

/** One entry of the audit log. */
export interface AuditLogEntry {
  id: number;
  at: string;
  actor: { id: number | null; name: string; email: string; role: string } | null;
  action: string;
  entity: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  note: string;
}

/** The fields an entry touched, each with what it was and what it became ('' for none). */
export function auditChanges(entry: Pick<AuditLogEntry, 'before' | 'after'>): {
  field: string;
  before: string;
  after: string;
}[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const show = (value: unknown) =>
    value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  return fields.map((field) => ({
    field,
    before: show(entry.before?.[field]),
    after: show(entry.after?.[field]),
  }));
}
