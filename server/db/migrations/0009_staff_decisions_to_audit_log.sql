-- The review queue's decisions move into the audit log before their table goes (nothing is lost).
INSERT INTO "audit_log" ("at", "actor_id", "actor_email", "actor_name", "actor_role", "action", "entity", "entity_id", "after", "note")
SELECT d."decided_at", d."decided_by", coalesce(u."email", ''), d."decided_by_name", coalesce(u."role", ''), 'decide',
       d."subject", d."subject_id"::text, jsonb_build_object('status', d."decision"), d."note"
FROM "staff_decisions" d LEFT JOIN "users" u ON u."id" = d."decided_by"
ORDER BY d."id";
--> statement-breakpoint
-- Audit entries are kept: no delete, and no update but the one a removed account makes (actor_id
-- set null; the copied e-mail and name keep the entry readable).
CREATE FUNCTION "audit_log_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."actor_id" IS NULL
     AND (NEW."id", NEW."at", NEW."actor_email", NEW."actor_name", NEW."actor_role", NEW."action",
          NEW."entity", NEW."entity_id", NEW."note", NEW."ip_address")
         IS NOT DISTINCT FROM
         (OLD."id", OLD."at", OLD."actor_email", OLD."actor_name", OLD."actor_role", OLD."action",
          OLD."entity", OLD."entity_id", OLD."note", OLD."ip_address")
     AND NEW."before" IS NOT DISTINCT FROM OLD."before" AND NEW."after" IS NOT DISTINCT FROM OLD."after" THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log entries are kept: % refused', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_keep" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_keep"();
