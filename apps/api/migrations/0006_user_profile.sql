ALTER TABLE "users" ADD COLUMN "initials" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "receive_marketing" boolean DEFAULT false NOT NULL;