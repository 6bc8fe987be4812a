-- Issue 11: an address can be linked to the location it serves (nullable; the service lets a franchisee link only
-- their own locations). Checkout pre-selects the ordering location's own shipping address and asks before shipping
-- elsewhere. app_user's table-level grant on addresses (0011) covers the new column.
ALTER TABLE "addresses" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_location_idx" ON "addresses" USING btree ("location_id");--> statement-breakpoint
-- Existing addresses of a franchisee with exactly one location can only be for that location: link them, so
-- checkout does not ask about every order. Owners of several locations link theirs in the address book.
UPDATE "addresses" AS a SET "location_id" = (SELECT l."id" FROM "locations" l WHERE l."owner_id" = a."user_id")
WHERE a."location_id" IS NULL AND (SELECT count(*) FROM "locations" l WHERE l."owner_id" = a."user_id") = 1;
