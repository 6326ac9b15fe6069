-- The audit trail holds no personal data beyond a staff account's id (issue 31, decision 058). Until now its
-- rows held staff emails (as the actor, and as the target of account changes), the typed email and client
-- address of failed sign-ins, names and browsers' user agents. They are replaced by account ids where the
-- account exists and dropped where it does not. The chain begun by 0015 covered those values, so it is
-- remade once: every link is cleared here and the portal links the rows again at start, after the row below
-- that records the rewrite.
DROP TRIGGER "audit_log_append_only" ON "audit_log";--> statement-breakpoint
UPDATE "audit_log" SET "actor_id" = 'system' WHERE "actor_id" IS NULL AND "actor_email" = 'system';--> statement-breakpoint
UPDATE "audit_log" SET "actor_id" = 'console' WHERE "actor_id" IS NULL AND "actor_email" = 'cli';--> statement-breakpoint
UPDATE "audit_log" AS a SET "actor_id" = u."id" FROM "user" AS u
  WHERE a."actor_id" IS NULL AND a."action" <> 'auth.sign_in_failed' AND lower(a."actor_email") = lower(u."email");--> statement-breakpoint
UPDATE "audit_log" AS a SET "target" = u."id" FROM "user" AS u WHERE lower(a."target") = lower(u."email");--> statement-breakpoint
UPDATE "audit_log" SET "target" = NULL WHERE "target" LIKE '%@%';--> statement-breakpoint
UPDATE "audit_log"
  SET "summary" = ("summary" - 'name' - 'email' - 'address' - 'userAgent')
    || CASE WHEN "summary" ? 'name' AND "action" IN ('user.update', 'profile.update') THEN '{"nameChanged": true}'::jsonb ELSE '{}'::jsonb END
  WHERE "summary" ?| ARRAY['name', 'email', 'address', 'userAgent'];--> statement-breakpoint
UPDATE "audit_log" AS a SET "summary" = jsonb_set(a."summary", '{createdBy}', to_jsonb(u."id")) FROM "user" AS u
  WHERE lower(a."summary"->>'createdBy') = lower(u."email");--> statement-breakpoint
UPDATE "audit_log" SET "summary" = "summary" - 'createdBy' WHERE "summary"->>'createdBy' LIKE '%@%';--> statement-breakpoint
DROP INDEX "audit_log_actor_email_idx";--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
ALTER TABLE "audit_log" DROP COLUMN "actor_email";--> statement-breakpoint
UPDATE "audit_log" SET "chain_link" = NULL;--> statement-breakpoint
INSERT INTO "audit_log" ("actor_id", "action", "summary")
  SELECT 'system', 'audit.personal_data_removed', jsonb_build_object('rows', count(*), 'migration', '0018_audit_without_personal_data') FROM "audit_log";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'audit_log is append-only: row % cannot be deleted', OLD.id;
  END IF;
  IF OLD.chain_link IS NOT NULL
    OR (NEW.id, NEW.at, NEW.actor_id, NEW.action, NEW.target, NEW.summary)
       IS DISTINCT FROM (OLD.id, OLD.at, OLD.actor_id, OLD.action, OLD.target, OLD.summary) THEN
    RAISE EXCEPTION 'audit_log is append-only: row % cannot be changed', OLD.id;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
