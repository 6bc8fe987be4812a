-- Issue 31: royalties that reconcile with the sales they bill (decision 016).
-- A month with nothing to bill closes as `nothing_to_bill` (no invoice, no number taken).
ALTER TABLE "royalty_statements" DROP CONSTRAINT "royalty_statements_status_check";--> statement-breakpoint
ALTER TABLE "royalty_statements" ADD CONSTRAINT "royalty_statements_status_check" CHECK ("royalty_statements"."status" in ('calculated', 'reviewed', 'approved', 'invoiced', 'nothing_to_bill'));--> statement-breakpoint
-- Two-person rule: the first head-office approval of a statement above the threshold.
ALTER TABLE "royalty_statements" ADD COLUMN "first_approved_by" uuid REFERENCES "public"."auth_users"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "royalty_statements" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
-- A sales adjustment: a change to a day of a closed month, booked on the location's next open statement (or pending,
-- statement_id null, until that statement exists).
ALTER TABLE "royalty_adjustments" ALTER COLUMN "statement_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "royalty_adjustments" ADD COLUMN "for_month" date;--> statement-breakpoint
ALTER TABLE "royalty_adjustments" ADD COLUMN "sales_date" date;--> statement-breakpoint
ALTER TABLE "royalty_adjustments" ADD COLUMN "old_net_centavos" bigint;--> statement-breakpoint
ALTER TABLE "royalty_adjustments" ADD COLUMN "new_net_centavos" bigint;--> statement-breakpoint
ALTER TABLE "royalty_adjustments" ADD COLUMN "net_delta_centavos" bigint;--> statement-breakpoint
ALTER TABLE "royalty_adjustments" ADD COLUMN "royalty_delta_centavos" bigint;--> statement-breakpoint
ALTER TABLE "royalty_adjustments" ADD COLUMN "fee_delta_centavos" bigint;--> statement-breakpoint
CREATE INDEX "royalty_adjustments_for_month_idx" ON "royalty_adjustments" USING btree ("location_id", "for_month");--> statement-breakpoint
-- One bank reference once per invoice (blank references are not references). The payment path also locks the
-- invoice row and looks first, so this index is the last word, not the only one.
CREATE UNIQUE INDEX "invoice_payments_reference_uq" ON "invoice_payments" USING btree ("invoice_id", lower(btrim("reference"))) WHERE "reference" is not null and btrim("reference") <> '';
