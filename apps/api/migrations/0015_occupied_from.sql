DROP INDEX "reservations_occupancy_idx";--> statement-breakpoint
-- Existing reservations were held from their pick-up: that stays their occupied period's start.
ALTER TABLE "reservations" ADD COLUMN "occupied_from" timestamp with time zone;--> statement-breakpoint
UPDATE "reservations" SET "occupied_from" = "pick_up_at";--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "occupied_from" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "reservations_occupancy_idx" ON "reservations" USING gist ("pick_up_branch","vehicle_group",tstzrange("occupied_from", "occupied_until")) WHERE "reservations"."status" <> 'CANCELLED';
--> statement-breakpoint
-- A server of the previous build, still running while the others are upgraded, writes no
-- occupied_from: its reservation is held from its pick-up, as that build held it, and a change of
-- its pick-up moves the start with it (decision record 0044).
CREATE FUNCTION "reservations_occupied_from_default"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.occupied_from IS NULL THEN
    NEW.occupied_from := NEW.pick_up_at;
  ELSIF TG_OP = 'UPDATE' AND NEW.occupied_from IS NOT DISTINCT FROM OLD.occupied_from
    AND OLD.occupied_from = OLD.pick_up_at AND NEW.pick_up_at IS DISTINCT FROM OLD.pick_up_at THEN
    NEW.occupied_from := NEW.pick_up_at;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reservations_occupied_from_default" BEFORE INSERT OR UPDATE ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION "reservations_occupied_from_default"();
