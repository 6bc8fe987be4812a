-- Issue 36: location API keys and the POS sales feed (decision 022). A key belongs to one location and is stored only
-- as its sha-256 digest; head office and the location's owner read and manage their keys under withRls. The feed
-- itself (receipts, idempotency records, last use) is written by the pos service as the owner role, scoped by the key.
CREATE TABLE "location_api_keys" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "location_id" uuid NOT NULL REFERENCES "locations"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "prefix" text NOT NULL,
  "key_hash" text NOT NULL,
  "scopes" text[] DEFAULT '{sales:write}' NOT NULL,
  "created_by" uuid REFERENCES "auth_users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_used_at" timestamp with time zone,
  "revoked_at" timestamp with time zone,
  "revoked_by" uuid REFERENCES "auth_users"("id") ON DELETE SET NULL,
  CONSTRAINT "location_api_keys_hash_uq" UNIQUE ("key_hash"),
  CONSTRAINT "location_api_keys_prefix_uq" UNIQUE ("prefix")
);
--> statement-breakpoint
CREATE INDEX "location_api_keys_location_idx" ON "location_api_keys" ("location_id", "created_at");
--> statement-breakpoint
-- One receipt per location and POS receipt id: a receipt sent again is recognised, not counted twice.
CREATE TABLE "pos_receipts" (
  "location_id" uuid NOT NULL REFERENCES "locations"("id") ON DELETE CASCADE,
  "pos_receipt_id" text NOT NULL,
  "pos_id" text NOT NULL,
  "sales_date" date NOT NULL,
  "occurred_at" timestamp with time zone NOT NULL,
  "gross_centavos" integer NOT NULL,
  "discounts_centavos" integer DEFAULT 0 NOT NULL,
  "refunds_centavos" integer DEFAULT 0 NOT NULL,
  "net_centavos" integer NOT NULL,
  "cash_centavos" integer DEFAULT 0 NOT NULL,
  "card_centavos" integer DEFAULT 0 NOT NULL,
  "digital_centavos" integer DEFAULT 0 NOT NULL,
  "lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "key_id" uuid REFERENCES "location_api_keys"("id") ON DELETE SET NULL,
  "received_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "pos_receipts_pk" PRIMARY KEY ("location_id", "pos_receipt_id")
);
--> statement-breakpoint
CREATE INDEX "pos_receipts_day_idx" ON "pos_receipts" ("location_id", "sales_date");
--> statement-breakpoint
-- What a key's request with an Idempotency-Key answered, so the same key and body gets the same answer once more.
CREATE TABLE "pos_idempotency" (
  "key_id" uuid NOT NULL REFERENCES "location_api_keys"("id") ON DELETE CASCADE,
  "idempotency_key" text NOT NULL,
  "fingerprint" text NOT NULL,
  "status" integer NOT NULL,
  "response" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "pos_idempotency_pk" PRIMARY KEY ("key_id", "idempotency_key")
);
--> statement-breakpoint
-- A day the feed delivered: when it last arrived through the feed (null: never).
ALTER TABLE "daily_sales" ADD COLUMN "pos_received_at" timestamp with time zone;
--> statement-breakpoint
-- The items a Z-report listed by SKU (optional), as the feed sent them.
ALTER TABLE "daily_sales" ADD COLUMN "pos_items" jsonb;
--> statement-breakpoint
ALTER TABLE location_api_keys ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY location_api_keys_read ON location_api_keys FOR SELECT
  USING ((SELECT app_is_head_office()) OR location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())));
--> statement-breakpoint
CREATE POLICY location_api_keys_create ON location_api_keys FOR INSERT
  WITH CHECK ((SELECT app_is_head_office()) OR location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())));
--> statement-breakpoint
CREATE POLICY location_api_keys_revoke ON location_api_keys FOR UPDATE
  USING ((SELECT app_is_head_office()) OR location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())))
  WITH CHECK ((SELECT app_is_head_office()) OR location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())));
--> statement-breakpoint
-- The digest is written once at creation; app_user may change only the revocation columns afterwards.
GRANT SELECT, INSERT ON location_api_keys TO app_user;
--> statement-breakpoint
GRANT UPDATE (revoked_at, revoked_by) ON location_api_keys TO app_user;
--> statement-breakpoint
ALTER TABLE pos_receipts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY pos_receipts_read ON pos_receipts FOR SELECT
  USING ((SELECT app_is_head_office()) OR location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())));
--> statement-breakpoint
GRANT SELECT ON pos_receipts TO app_user;
--> statement-breakpoint
-- Stored answers of the feed: no policy, no grant; only the owner role (the pos service) reads or writes them.
ALTER TABLE pos_idempotency ENABLE ROW LEVEL SECURITY;
