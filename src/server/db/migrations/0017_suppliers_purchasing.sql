CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"supplier_product_id" uuid,
	"supplier_sku" text NOT NULL,
	"quantity_ordered" integer NOT NULL,
	"quantity_received" integer DEFAULT 0 NOT NULL,
	"unit_cost_centavos" integer NOT NULL,
	CONSTRAINT "purchase_order_lines_po_product_uq" UNIQUE("purchase_order_id","product_id"),
	CONSTRAINT "purchase_order_lines_quantities" CHECK ("purchase_order_lines"."quantity_ordered" > 0 and "purchase_order_lines"."quantity_received" >= 0 and "purchase_order_lines"."quantity_received" <= "purchase_order_lines"."quantity_ordered" and "purchase_order_lines"."unit_cost_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"amount_centavos" integer NOT NULL,
	"note" text,
	"received_by" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_order_receipts_quantity" CHECK ("purchase_order_receipts"."quantity" > 0 and "purchase_order_receipts"."amount_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"po_number" text NOT NULL,
	"supplier_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"expected_date" date,
	"notes" text,
	"total_centavos" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"submitted_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_po_number_unique" UNIQUE("po_number"),
	CONSTRAINT "purchase_orders_total" CHECK ("purchase_orders"."total_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"contract_number" text NOT NULL,
	"title" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"payment_terms" text NOT NULL,
	"pricing_terms" text DEFAULT '' NOT NULL,
	"value_centavos" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"document_key" text,
	"document_name" text,
	"document_type" text,
	"expiry_notified_at" timestamp with time zone,
	"terminated_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_contracts_dates" CHECK ("supplier_contracts"."end_date" >= "supplier_contracts"."start_date"),
	CONSTRAINT "supplier_contracts_value" CHECK ("supplier_contracts"."value_centavos" is null or "supplier_contracts"."value_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_product_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_product_id" uuid NOT NULL,
	"unit_cost_centavos" integer NOT NULL,
	"previous_cost_centavos" integer,
	"changed_by" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"supplier_sku" text NOT NULL,
	"unit_cost_centavos" integer NOT NULL,
	"min_order_qty" integer DEFAULT 1 NOT NULL,
	"case_pack" integer DEFAULT 1 NOT NULL,
	"lead_time_days" integer,
	"is_preferred" boolean DEFAULT false NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_products_supplier_product_uq" UNIQUE("supplier_id","product_id"),
	CONSTRAINT "supplier_products_numbers" CHECK ("supplier_products"."unit_cost_centavos" >= 0 and "supplier_products"."min_order_qty" >= 1 and "supplier_products"."case_pack" >= 1 and "supplier_products"."priority" >= 1 and ("supplier_products"."lead_time_days" is null or "supplier_products"."lead_time_days" >= 1))
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'primary' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"website" text,
	"address" text,
	"lead_time_days" integer DEFAULT 7 NOT NULL,
	"minimum_order_centavos" integer DEFAULT 0 NOT NULL,
	"rating" numeric(2, 1),
	"on_time_rate" numeric(5, 4),
	"fill_rate" numeric(5, 4),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_lead_time" CHECK ("suppliers"."lead_time_days" >= 1),
	CONSTRAINT "suppliers_min_order" CHECK ("suppliers"."minimum_order_centavos" >= 0),
	CONSTRAINT "suppliers_rating_range" CHECK ("suppliers"."rating" is null or ("suppliers"."rating" >= 0 and "suppliers"."rating" <= 5))
);
--> statement-breakpoint
ALTER TABLE "notification_emails" ADD COLUMN "attachment_key" text;--> statement-breakpoint
ALTER TABLE "notification_emails" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "notification_emails" ADD COLUMN "attachment_type" text;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_supplier_product_id_supplier_products_id_fk" FOREIGN KEY ("supplier_product_id") REFERENCES "public"."supplier_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_receipts" ADD CONSTRAINT "purchase_order_receipts_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_receipts" ADD CONSTRAINT "purchase_order_receipts_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_receipts" ADD CONSTRAINT "purchase_order_receipts_received_by_auth_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_status_history" ADD CONSTRAINT "purchase_order_status_history_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_status_history" ADD CONSTRAINT "purchase_order_status_history_actor_id_auth_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_contracts" ADD CONSTRAINT "supplier_contracts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_contracts" ADD CONSTRAINT "supplier_contracts_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_product_costs" ADD CONSTRAINT "supplier_product_costs_supplier_product_id_supplier_products_id_fk" FOREIGN KEY ("supplier_product_id") REFERENCES "public"."supplier_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_product_costs" ADD CONSTRAINT "supplier_product_costs_changed_by_auth_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_order_lines_product_idx" ON "purchase_order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "purchase_order_receipts_po_idx" ON "purchase_order_receipts" USING btree ("purchase_order_id","received_at");--> statement-breakpoint
CREATE INDEX "purchase_order_receipts_received_idx" ON "purchase_order_receipts" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "purchase_order_status_history_po_idx" ON "purchase_order_status_history" USING btree ("purchase_order_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_status_idx" ON "purchase_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_created_idx" ON "purchase_orders" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_contracts_number_uq" ON "supplier_contracts" USING btree (lower("contract_number"));--> statement-breakpoint
CREATE INDEX "supplier_contracts_supplier_idx" ON "supplier_contracts" USING btree ("supplier_id","end_date");--> statement-breakpoint
CREATE INDEX "supplier_contracts_end_idx" ON "supplier_contracts" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "supplier_product_costs_sp_idx" ON "supplier_product_costs" USING btree ("supplier_product_id","created_at");--> statement-breakpoint
CREATE INDEX "supplier_products_product_idx" ON "supplier_products" USING btree ("product_id","priority");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_products_one_preferred_uq" ON "supplier_products" USING btree ("product_id") WHERE "supplier_products"."is_preferred";--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_code_uq" ON "suppliers" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "suppliers_name_idx" ON "suppliers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "suppliers_status_idx" ON "suppliers" USING btree ("status","name");