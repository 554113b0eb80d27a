CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "places" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"street_number" text DEFAULT '' NOT NULL,
	"street_name" text DEFAULT '' NOT NULL,
	"suburb" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT 'ZA' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "places_search_trgm_idx" ON "places" USING gin ("search_text" gin_trgm_ops);