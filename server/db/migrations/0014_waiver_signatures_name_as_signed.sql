-- Signatures given before participant_name existed keep the child's name as it is now (the closest
-- record of the name as signed), so they still read after the child is removed.
UPDATE "waiver_signatures" AS s
SET "participant_name" = trim(c."first_name" || ' ' || c."last_name")
FROM "children" AS c
WHERE c."id" = s."child_id" AND s."participant_name" = '';
