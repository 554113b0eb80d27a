CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "account_rate_codes" (
	"account_no" text NOT NULL,
	"rate_code" text NOT NULL,
	CONSTRAINT "account_rate_codes_account_no_rate_code_pk" PRIMARY KEY("account_no","rate_code")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"account_no" text PRIMARY KEY NOT NULL,
	"account_type" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"pin_hash" text NOT NULL,
	"default_rate_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"province" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"telephone" text NOT NULL,
	"email" text NOT NULL,
	"is_airport" boolean NOT NULL,
	"is_van_rental" boolean NOT NULL,
	"allow_delivery" boolean NOT NULL,
	"allow_collection" boolean NOT NULL,
	"opening_hours" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_capacity" (
	"branch_code" text NOT NULL,
	"vehicle_group" text NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "fleet_capacity_branch_code_vehicle_group_pk" PRIMARY KEY("branch_code","vehicle_group")
);
--> statement-breakpoint
CREATE TABLE "rate_charges" (
	"rate_code" text NOT NULL,
	"vehicle_group" text NOT NULL,
	"daily_cents" integer NOT NULL,
	"free_km_per_day" integer NOT NULL,
	"cdw_daily_cents" integer NOT NULL,
	"cdw_excess_cents" integer NOT NULL,
	"tlw_daily_cents" integer NOT NULL,
	"scdw_daily_cents" integer NOT NULL,
	"scdw_excess_cents" integer NOT NULL,
	"stlw_daily_cents" integer NOT NULL,
	CONSTRAINT "rate_charges_rate_code_vehicle_group_pk" PRIMARY KEY("rate_code","vehicle_group")
);
--> statement-breakpoint
CREATE TABLE "rate_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"account_type" text NOT NULL,
	"residence" text,
	"is_promotional" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_number" text NOT NULL,
	"status" text NOT NULL,
	"pick_up_branch" text NOT NULL,
	"drop_off_branch" text NOT NULL,
	"vehicle_group" text NOT NULL,
	"pick_up_at" timestamp with time zone NOT NULL,
	"drop_off_at" timestamp with time zone NOT NULL,
	"occupied_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_reservation_number_unique" UNIQUE("reservation_number")
);
--> statement-breakpoint
CREATE TABLE "vehicle_groups" (
	"code" text PRIMARY KEY NOT NULL,
	"vehicle_type" text NOT NULL,
	"description" text NOT NULL,
	"make_model" text NOT NULL,
	"seats" integer NOT NULL,
	"luggage" integer NOT NULL,
	"doors" integer NOT NULL,
	"transmission" text NOT NULL,
	"features" jsonb NOT NULL,
	"licence_code" text NOT NULL,
	"tank_litres" integer NOT NULL,
	"load_box" text,
	"image_url" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_rate_codes" ADD CONSTRAINT "account_rate_codes_account_no_accounts_account_no_fk" FOREIGN KEY ("account_no") REFERENCES "public"."accounts"("account_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_rate_codes" ADD CONSTRAINT "account_rate_codes_rate_code_rate_codes_code_fk" FOREIGN KEY ("rate_code") REFERENCES "public"."rate_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_default_rate_code_rate_codes_code_fk" FOREIGN KEY ("default_rate_code") REFERENCES "public"."rate_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_capacity" ADD CONSTRAINT "fleet_capacity_branch_code_branches_code_fk" FOREIGN KEY ("branch_code") REFERENCES "public"."branches"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_capacity" ADD CONSTRAINT "fleet_capacity_vehicle_group_vehicle_groups_code_fk" FOREIGN KEY ("vehicle_group") REFERENCES "public"."vehicle_groups"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_charges" ADD CONSTRAINT "rate_charges_rate_code_rate_codes_code_fk" FOREIGN KEY ("rate_code") REFERENCES "public"."rate_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_charges" ADD CONSTRAINT "rate_charges_vehicle_group_vehicle_groups_code_fk" FOREIGN KEY ("vehicle_group") REFERENCES "public"."vehicle_groups"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_pick_up_branch_branches_code_fk" FOREIGN KEY ("pick_up_branch") REFERENCES "public"."branches"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_drop_off_branch_branches_code_fk" FOREIGN KEY ("drop_off_branch") REFERENCES "public"."branches"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_vehicle_group_vehicle_groups_code_fk" FOREIGN KEY ("vehicle_group") REFERENCES "public"."vehicle_groups"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_occupancy_idx" ON "reservations" USING gist ("pick_up_branch","vehicle_group",tstzrange("pick_up_at", "occupied_until")) WHERE "reservations"."status" <> 'CANCELLED';