DROP INDEX "outbox_pending_idx";--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("created_at","id") WHERE "outbox"."status" = 'PENDING';