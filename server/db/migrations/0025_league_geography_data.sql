-- The league's geography becomes data the office edits (issue 19 item 4): the spec's eight
-- conference divisions and their 32 Mississippi counties (spec 2 §3), with the codes registrations,
-- seasons and coach accounts already store (DESOTO, NFC_NORTH).
INSERT INTO "league_divisions" ("code", "label", "conference", "position") VALUES
  ('NFC_NORTH', 'NFC North', 'NFC', 0),
  ('NFC_EAST', 'NFC East', 'NFC', 1),
  ('NFC_SOUTH', 'NFC South', 'NFC', 2),
  ('NFC_WEST', 'NFC West', 'NFC', 3),
  ('AFC_NORTH', 'AFC North', 'AFC', 4),
  ('AFC_EAST', 'AFC East', 'AFC', 5),
  ('AFC_SOUTH', 'AFC South', 'AFC', 6),
  ('AFC_WEST', 'AFC West', 'AFC', 7)
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "league_counties" ("code", "name", "state", "division_code") VALUES
  ('DESOTO', 'DeSoto', 'MS', 'NFC_NORTH'),
  ('TATE', 'Tate', 'MS', 'NFC_NORTH'),
  ('PANOLA', 'Panola', 'MS', 'NFC_NORTH'),
  ('LAFAYETTE', 'Lafayette', 'MS', 'NFC_NORTH'),
  ('LEE', 'Lee', 'MS', 'NFC_EAST'),
  ('PONTOTOC', 'Pontotoc', 'MS', 'NFC_EAST'),
  ('UNION', 'Union', 'MS', 'NFC_EAST'),
  ('ITAWAMBA', 'Itawamba', 'MS', 'NFC_EAST'),
  ('OKTIBBEHA', 'Oktibbeha', 'MS', 'NFC_SOUTH'),
  ('LOWNDES', 'Lowndes', 'MS', 'NFC_SOUTH'),
  ('CLAY', 'Clay', 'MS', 'NFC_SOUTH'),
  ('MONROE', 'Monroe', 'MS', 'NFC_SOUTH'),
  ('COAHOMA', 'Coahoma', 'MS', 'NFC_WEST'),
  ('BOLIVAR', 'Bolivar', 'MS', 'NFC_WEST'),
  ('SUNFLOWER', 'Sunflower', 'MS', 'NFC_WEST'),
  ('WASHINGTON', 'Washington', 'MS', 'NFC_WEST'),
  ('MADISON', 'Madison', 'MS', 'AFC_NORTH'),
  ('HINDS', 'Hinds', 'MS', 'AFC_NORTH'),
  ('RANKIN', 'Rankin', 'MS', 'AFC_NORTH'),
  ('WARREN', 'Warren', 'MS', 'AFC_NORTH'),
  ('LAUDERDALE', 'Lauderdale', 'MS', 'AFC_EAST'),
  ('NESHOBA', 'Neshoba', 'MS', 'AFC_EAST'),
  ('NEWTON', 'Newton', 'MS', 'AFC_EAST'),
  ('CLARKE', 'Clarke', 'MS', 'AFC_EAST'),
  ('HARRISON', 'Harrison', 'MS', 'AFC_SOUTH'),
  ('JACKSON', 'Jackson', 'MS', 'AFC_SOUTH'),
  ('HANCOCK', 'Hancock', 'MS', 'AFC_SOUTH'),
  ('STONE', 'Stone', 'MS', 'AFC_SOUTH'),
  ('ADAMS', 'Adams', 'MS', 'AFC_WEST'),
  ('LINCOLN', 'Lincoln', 'MS', 'AFC_WEST'),
  ('PIKE', 'Pike', 'MS', 'AFC_WEST'),
  ('COPIAH', 'Copiah', 'MS', 'AFC_WEST')
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
-- Public pages show teams (the calendar) and the divisions' and counties' names: writes to them
-- mark the built site stale and renew kept answers, as for the tables of migration 0006.
CREATE OR REPLACE TRIGGER "teams_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "teams" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "league_divisions_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "league_divisions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "league_counties_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "league_counties" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
-- Registrations made before seasons were chosen name their season by its label ("Fall 2026"): each
-- gets the season of its program with that label (season_label, else title), or, when several
-- share it, the one of its program division. Rows that match no season keep season_id null.
WITH "candidates" AS (
  SELECT r."id" AS "registration_id", s."id" AS "season_id",
         count(*) OVER (PARTITION BY r."id") AS "matches",
         count(*) FILTER (WHERE s."division_id" = r."division_id") OVER (PARTITION BY r."id") AS "in_division",
         (s."division_id" = r."division_id") AS "same_division"
  FROM "registrations" r
  JOIN "seasons" s ON s."program_id" = r."program_id"
   AND lower(trim(coalesce(nullif(s."season_label", ''), s."title"))) = lower(trim(r."season"))
  WHERE r."season_id" IS NULL AND r."kind" <> 'referee_training'
)
UPDATE "registrations" r SET "season_id" = c."season_id"
FROM "candidates" c
WHERE c."registration_id" = r."id"
  AND (c."matches" = 1 OR (c."in_division" = 1 AND c."same_division"));
--> statement-breakpoint
-- Their subjects name the season by id from now on, as new registrations do, so a registration
-- for the same child, program and season is refused however its season was named.
UPDATE "registrations" r
SET "subject" = regexp_replace(r."subject", '\|season:.*$', '') || '|season:' || r."season_id"
WHERE r."season_id" IS NOT NULL
  AND r."subject" LIKE '%|season:%'
  AND r."subject" <> regexp_replace(r."subject", '\|season:.*$', '') || '|season:' || r."season_id"
  AND NOT EXISTS (
    SELECT 1 FROM "registrations" o
    WHERE o."subject" = regexp_replace(r."subject", '\|season:.*$', '') || '|season:' || r."season_id"
  );
