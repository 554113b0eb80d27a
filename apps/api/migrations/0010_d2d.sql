CREATE TABLE "customer_addresses" (
	"account_no" text NOT NULL,
	"sort_order" integer NOT NULL,
	"address" text NOT NULL,
	"area" text NOT NULL,
	CONSTRAINT "customer_addresses_account_no_sort_order_pk" PRIMARY KEY("account_no","sort_order")
);
--> statement-breakpoint
CREATE TABLE "d2d_hubs" (
	"code" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "d2d_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_number" text NOT NULL,
	"record" jsonb NOT NULL,
	"trip_provider" text NOT NULL,
	"trip_metres" integer NOT NULL,
	"hub_code" text NOT NULL,
	"vehicle_group" text NOT NULL,
	"rate_code" text NOT NULL,
	"rate_desc" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_cents" bigint NOT NULL,
	"account_no" text,
	"account_type" text NOT NULL,
	"user_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "d2d_quotes_quote_number_unique" UNIQUE("quote_number")
);
--> statement-breakpoint
CREATE TABLE "d2d_rate_bands" (
	"rate_code" text NOT NULL,
	"from_kms" integer NOT NULL,
	"to_kms" integer NOT NULL,
	"vehicle_group" text NOT NULL,
	"trip_cents" bigint NOT NULL,
	CONSTRAINT "d2d_rate_bands_rate_code_vehicle_group_from_kms_pk" PRIMARY KEY("rate_code","vehicle_group","from_kms")
);
--> statement-breakpoint
CREATE TABLE "d2d_rate_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"account_no" text,
	"is_public" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "is_d2d_hub" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "d2d" jsonb;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "trip_provider" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "trip_metres" integer;--> statement-breakpoint
ALTER TABLE "vehicle_groups" ADD COLUMN "is_d2d" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_account_no_accounts_account_no_fk" FOREIGN KEY ("account_no") REFERENCES "public"."accounts"("account_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "d2d_hubs" ADD CONSTRAINT "d2d_hubs_code_branches_code_fk" FOREIGN KEY ("code") REFERENCES "public"."branches"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "d2d_rate_bands" ADD CONSTRAINT "d2d_rate_bands_rate_code_d2d_rate_codes_code_fk" FOREIGN KEY ("rate_code") REFERENCES "public"."d2d_rate_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "d2d_rate_bands" ADD CONSTRAINT "d2d_rate_bands_vehicle_group_vehicle_groups_code_fk" FOREIGN KEY ("vehicle_group") REFERENCES "public"."vehicle_groups"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "d2d_rate_codes" ADD CONSTRAINT "d2d_rate_codes_account_no_accounts_account_no_fk" FOREIGN KEY ("account_no") REFERENCES "public"."accounts"("account_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "d2d_quotes_email_idx" ON "d2d_quotes" USING btree ("email");