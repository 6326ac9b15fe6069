ALTER TABLE "audit_log" ADD COLUMN "chain_link" text;--> statement-breakpoint
CREATE INDEX "audit_log_unlinked_idx" ON "audit_log" USING btree ("id") WHERE "audit_log"."chain_link" is null;--> statement-breakpoint
-- The trail is append-only: no row is deleted, and a linked row never changes. An unlinked row (written
-- before the chain began) may only gain its link. TRUNCATE (a restore replacing every table) is not a row change.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'audit_log is append-only: row % cannot be deleted', OLD.id;
  END IF;
  IF OLD.chain_link IS NOT NULL
    OR (NEW.id, NEW.at, NEW.actor_id, NEW.actor_email, NEW.action, NEW.target, NEW.summary)
       IS DISTINCT FROM (OLD.id, OLD.at, OLD.actor_id, OLD.actor_email, OLD.action, OLD.target, OLD.summary) THEN
    RAISE EXCEPTION 'audit_log is append-only: row % cannot be changed', OLD.id;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
