DROP INDEX "reservations_occupancy_idx";--> statement-breakpoint
-- Existing reservations were held from their pick-up: that stays their occupied period's start.
ALTER TABLE "reservations" ADD COLUMN "occupied_from" timestamp with time zone;--> statement-breakpoint
UPDATE "reservations" SET "occupied_from" = "pick_up_at";--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "occupied_from" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "reservations_occupancy_idx" ON "reservations" USING gist ("pick_up_branch","vehicle_group",tstzrange("occupied_from", "occupied_until")) WHERE "reservations"."status" <> 'CANCELLED';
