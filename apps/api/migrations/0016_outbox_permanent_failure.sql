ALTER TABLE "outbox" ADD COLUMN "reference" text;--> statement-breakpoint
CREATE INDEX "outbox_failed_idx" ON "outbox" USING btree ("created_at","id") WHERE "outbox"."status" = 'FAILED';