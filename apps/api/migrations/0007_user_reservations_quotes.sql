ALTER TABLE "quotes" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "user_id" uuid;--> statement-breakpoint
CREATE INDEX "quotes_user_idx" ON "quotes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id","created_at");