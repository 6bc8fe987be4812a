-- Issue 31: POST /api/purchase-orders/{id}/receive honours Idempotency-Key like checkout and payments. The receipt's
-- status-history row keeps the key and a fingerprint of the request; one key per person.
ALTER TABLE "purchase_order_status_history" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "purchase_order_status_history" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_status_history_idempotency_uq" ON "purchase_order_status_history" USING btree ("actor_id", "idempotency_key") WHERE "idempotency_key" is not null;
