-- Issue 35 (decision 021): a new store's opening project. A location in status 'opening' is a store being opened
-- through its project; it may place only its starter order and reports no sales until head office opens it.
ALTER TABLE "locations" DROP CONSTRAINT "locations_status_check";
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_status_check" CHECK ("locations"."status" in ('planning', 'construction', 'training', 'open', 'closed', 'sold', 'opening'));
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS opening_location_code_seq;
--> statement-breakpoint
CREATE TABLE "opening_template_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL REFERENCES "brands"("id") ON DELETE cascade,
	"position" integer NOT NULL,
	"section" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"owner_side" text NOT NULL,
	"kind" text NOT NULL,
	"system_link" text,
	"due_offset_days" integer NOT NULL,
	"critical" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_template_items_system" CHECK (("opening_template_items"."kind" = 'system') = ("opening_template_items"."system_link" is not null))
);
--> statement-breakpoint
CREATE INDEX "opening_template_items_brand_idx" ON "opening_template_items" ("brand_id", "position");
--> statement-breakpoint
CREATE TABLE "opening_starter_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL REFERENCES "brands"("id") ON DELETE cascade,
	"package_code" text NOT NULL,
	"product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"quantity" integer NOT NULL,
	CONSTRAINT "opening_starter_lines_uq" UNIQUE("brand_id", "package_code", "product_id"),
	CONSTRAINT "opening_starter_lines_quantity" CHECK ("opening_starter_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "opening_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL UNIQUE REFERENCES "locations"("id") ON DELETE cascade,
	"application_id" uuid REFERENCES "franchise_applications"("id") ON DELETE set null,
	"package_code" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"target_date" date NOT NULL,
	"opened_on" date,
	"created_by" uuid REFERENCES "auth_users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_projects_status_check" CHECK ("opening_projects"."status" in ('in_progress', 'opened'))
);
--> statement-breakpoint
CREATE INDEX "opening_projects_status_idx" ON "opening_projects" ("status", "target_date");
--> statement-breakpoint
CREATE TABLE "opening_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL REFERENCES "opening_projects"("id") ON DELETE cascade,
	"location_id" uuid NOT NULL REFERENCES "locations"("id") ON DELETE cascade,
	"position" integer NOT NULL,
	"section" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"owner_side" text NOT NULL,
	"kind" text NOT NULL,
	"system_link" text,
	"due_offset_days" integer NOT NULL,
	"due_on" date NOT NULL,
	"critical" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'todo' NOT NULL,
	"file_key" text,
	"file_name" text,
	"file_type" text,
	"file_size" integer,
	"review_note" text,
	"completed_by" uuid REFERENCES "auth_users"("id") ON DELETE set null,
	"completed_at" timestamp with time zone,
	"reviewed_by" uuid REFERENCES "auth_users"("id") ON DELETE set null,
	"reviewed_at" timestamp with time zone,
	"reminded_due_soon_at" timestamp with time zone,
	"reminded_overdue_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_items_state_check" CHECK ("opening_items"."state" in ('todo', 'submitted', 'done', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX "opening_items_project_idx" ON "opening_items" ("project_id", "position");
--> statement-breakpoint
CREATE INDEX "opening_items_location_idx" ON "opening_items" ("location_id");
--> statement-breakpoint
CREATE INDEX "opening_items_due_idx" ON "opening_items" ("state", "due_on");
