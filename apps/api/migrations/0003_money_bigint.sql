ALTER TABLE "products" ALTER COLUMN "charge_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "rate_charges" ALTER COLUMN "daily_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "rate_charges" ALTER COLUMN "cdw_daily_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "rate_charges" ALTER COLUMN "cdw_excess_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "rate_charges" ALTER COLUMN "tlw_daily_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "rate_charges" ALTER COLUMN "scdw_daily_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "rate_charges" ALTER COLUMN "scdw_excess_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "rate_charges" ALTER COLUMN "stlw_daily_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "liability_cents" SET DATA TYPE bigint;