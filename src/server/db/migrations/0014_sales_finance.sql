CREATE TABLE "daily_sales_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sales_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"previous" jsonb,
	"note" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_monthly" (
	"location_id" uuid NOT NULL,
	"month" date NOT NULL,
	"reported_days" integer DEFAULT 0 NOT NULL,
	"reported_net_centavos" bigint DEFAULT 0 NOT NULL,
	"reported_gross_centavos" bigint DEFAULT 0 NOT NULL,
	"reported_transactions" integer DEFAULT 0 NOT NULL,
	"approved_days" integer DEFAULT 0 NOT NULL,
	"approved_net_centavos" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_monthly_location_id_month_pk" PRIMARY KEY("location_id","month")
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"amount_centavos" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_positive" CHECK ("invoice_payments"."amount_centavos" > 0)
);
--> statement-breakpoint
CREATE TABLE "royalty_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"amount_centavos" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "royalty_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"period_month" date NOT NULL,
	"net_sales_centavos" bigint NOT NULL,
	"approved_days" integer DEFAULT 0 NOT NULL,
	"royalty_rate_bps" integer NOT NULL,
	"marketing_fee_rate_bps" integer NOT NULL,
	"royalty_centavos" bigint NOT NULL,
	"marketing_fee_centavos" bigint NOT NULL,
	"adjustments_centavos" bigint DEFAULT 0 NOT NULL,
	"previous_balance_centavos" bigint DEFAULT 0 NOT NULL,
	"amount_due_centavos" bigint NOT NULL,
	"status" text DEFAULT 'calculated' NOT NULL,
	"invoice_id" uuid,
	"calculated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "royalty_statements_location_month_uq" UNIQUE("location_id","period_month"),
	CONSTRAINT "royalty_statements_status_check" CHECK ("royalty_statements"."status" in ('calculated', 'reviewed', 'approved', 'invoiced')),
	CONSTRAINT "royalty_statements_amount_due" CHECK ("royalty_statements"."amount_due_centavos" = "royalty_statements"."royalty_centavos" + "royalty_statements"."marketing_fee_centavos" + "royalty_statements"."adjustments_centavos" + "royalty_statements"."previous_balance_centavos")
);
--> statement-breakpoint
CREATE TABLE "royalty_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_sales" DROP CONSTRAINT "daily_sales_net";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD COLUMN "refunds_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD COLUMN "cash_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD COLUMN "card_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD COLUMN "digital_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD COLUMN "proof_key" text;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD COLUMN "proof_name" text;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD COLUMN "status" text DEFAULT 'submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "daily_sales_history" ADD CONSTRAINT "daily_sales_history_sales_id_daily_sales_id_fk" FOREIGN KEY ("sales_id") REFERENCES "public"."daily_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_sales_history" ADD CONSTRAINT "daily_sales_history_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_sales_history" ADD CONSTRAINT "daily_sales_history_actor_id_auth_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_monthly" ADD CONSTRAINT "sales_monthly_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_recorded_by_auth_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_adjustments" ADD CONSTRAINT "royalty_adjustments_statement_id_royalty_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."royalty_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_adjustments" ADD CONSTRAINT "royalty_adjustments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_adjustments" ADD CONSTRAINT "royalty_adjustments_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_statements" ADD CONSTRAINT "royalty_statements_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_statements" ADD CONSTRAINT "royalty_statements_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_statements" ADD CONSTRAINT "royalty_statements_reviewed_by_auth_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_statements" ADD CONSTRAINT "royalty_statements_approved_by_auth_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_status_history" ADD CONSTRAINT "royalty_status_history_statement_id_royalty_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."royalty_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_status_history" ADD CONSTRAINT "royalty_status_history_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_status_history" ADD CONSTRAINT "royalty_status_history_actor_id_auth_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_sales_history_sales_idx" ON "daily_sales_history" USING btree ("sales_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_monthly_month_idx" ON "sales_monthly" USING btree ("month");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "royalty_adjustments_statement_idx" ON "royalty_adjustments" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "royalty_statements_month_idx" ON "royalty_statements" USING btree ("period_month","status");--> statement-breakpoint
CREATE INDEX "royalty_status_history_statement_idx" ON "royalty_status_history" USING btree ("statement_id","created_at");--> statement-breakpoint
ALTER TABLE "daily_sales" ADD CONSTRAINT "daily_sales_reviewed_by_auth_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_sales_date_idx" ON "daily_sales" USING btree ("sales_date","location_id");--> statement-breakpoint
CREATE INDEX "daily_sales_status_idx" ON "daily_sales" USING btree ("status","sales_date");--> statement-breakpoint
CREATE INDEX "invoices_status_due_idx" ON "invoices" USING btree ("status","due_on");--> statement-breakpoint
ALTER TABLE "daily_sales" ADD CONSTRAINT "daily_sales_non_negative" CHECK ("daily_sales"."gross_centavos" >= 0 and "daily_sales"."discounts_centavos" >= 0 and "daily_sales"."refunds_centavos" >= 0 and "daily_sales"."net_centavos" >= 0 and "daily_sales"."transactions" >= 0 and "daily_sales"."cash_centavos" >= 0 and "daily_sales"."card_centavos" >= 0 and "daily_sales"."digital_centavos" >= 0);--> statement-breakpoint
ALTER TABLE "daily_sales" ADD CONSTRAINT "daily_sales_status_check" CHECK ("daily_sales"."status" in ('draft', 'submitted', 'approved', 'rejected', 'corrected'));--> statement-breakpoint
ALTER TABLE "daily_sales" ADD CONSTRAINT "daily_sales_net" CHECK ("daily_sales"."net_centavos" = "daily_sales"."gross_centavos" - "daily_sales"."discounts_centavos" - "daily_sales"."refunds_centavos");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_order" CHECK ("invoices"."kind" <> 'order' or "invoices"."order_id" is not null);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_range" CHECK ("invoices"."paid_centavos" >= 0 and "invoices"."paid_centavos" <= "invoices"."amount_centavos");