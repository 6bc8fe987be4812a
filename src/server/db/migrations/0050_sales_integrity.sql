-- Sales integrity (issue 36 part 2, decision 024): yields per product and brand, the nightly job's monthly results
-- and its flags. Head office only: no franchisee reads any of it (the flags speak of their honesty).
CREATE TABLE "product_sales_yields" (
	"product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"brand_id" uuid NOT NULL REFERENCES "brands"("id") ON DELETE cascade,
	"yield_centavos" integer NOT NULL,
	"updated_by" uuid REFERENCES "auth_users"("id") ON DELETE set null,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_sales_yields_product_id_brand_id_pk" PRIMARY KEY("product_id","brand_id"),
	CONSTRAINT "product_sales_yields_nonneg" CHECK ("yield_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales_integrity_months" (
	"location_id" uuid NOT NULL REFERENCES "locations"("id") ON DELETE cascade,
	"month" date NOT NULL,
	"delivered_units" integer DEFAULT 0 NOT NULL,
	"delivered_orders" integer DEFAULT 0 NOT NULL,
	"expected_centavos" bigint DEFAULT 0 NOT NULL,
	"reported_centavos" bigint DEFAULT 0 NOT NULL,
	"ratio" double precision,
	"peer_group" text,
	"peers" integer DEFAULT 0 NOT NULL,
	"peer_median" double precision,
	"peer_mad" double precision,
	"robust_z" double precision,
	"est_unreported_centavos" bigint DEFAULT 0 NOT NULL,
	"royalty_rate_bps" integer NOT NULL,
	"est_royalty_centavos" bigint DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_integrity_months_location_id_month_pk" PRIMARY KEY("location_id","month")
);
--> statement-breakpoint
CREATE INDEX "sales_integrity_months_month_idx" ON "sales_integrity_months" USING btree ("month");
--> statement-breakpoint
CREATE TABLE "sales_integrity_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL REFERENCES "locations"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"explanation" text NOT NULL,
	"figures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"est_royalty_centavos" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"dismiss_reason" text,
	"dismissed_by" uuid REFERENCES "auth_users"("id") ON DELETE set null,
	"dismissed_at" timestamp with time zone,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_integrity_flags_uq" UNIQUE("location_id","kind","period_start"),
	CONSTRAINT "sales_integrity_flags_status_check" CHECK ("status" in ('open', 'dismissed'))
);
--> statement-breakpoint
CREATE INDEX "sales_integrity_flags_status_idx" ON "sales_integrity_flags" USING btree ("status","location_id");
--> statement-breakpoint
-- The job finds delivered orders by when they were delivered (the history row), not by a scan of all history.
CREATE INDEX IF NOT EXISTS "order_status_history_to_status_idx" ON "order_status_history" USING btree ("to_status","created_at");
--> statement-breakpoint
ALTER TABLE product_sales_yields ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY product_sales_yields_head_office ON product_sales_yields FOR ALL
  USING ((SELECT app_is_head_office())) WITH CHECK ((SELECT app_is_head_office()));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON product_sales_yields TO app_user;
--> statement-breakpoint
-- Written only by the job as the owner role; app_user reads (head office) and nothing else.
ALTER TABLE sales_integrity_months ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY sales_integrity_months_read ON sales_integrity_months FOR SELECT USING ((SELECT app_is_head_office()));
--> statement-breakpoint
GRANT SELECT ON sales_integrity_months TO app_user;
--> statement-breakpoint
ALTER TABLE sales_integrity_flags ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY sales_integrity_flags_read ON sales_integrity_flags FOR SELECT USING ((SELECT app_is_head_office()));
--> statement-breakpoint
CREATE POLICY sales_integrity_flags_dismiss ON sales_integrity_flags FOR UPDATE
  USING ((SELECT app_is_head_office())) WITH CHECK ((SELECT app_is_head_office()));
--> statement-breakpoint
-- Dismissing writes the status and who, when and why; the figures and evidence stay the job's.
GRANT SELECT ON sales_integrity_flags TO app_user;
--> statement-breakpoint
GRANT UPDATE (status, dismiss_reason, dismissed_by, dismissed_at) ON sales_integrity_flags TO app_user;
