-- Carts, ordering choice, addresses and payment methods are personal data: each user sees only their own.
ALTER TABLE ordering_selections ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY ordering_selections_own ON ordering_selections USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id() AND app_owns_location(location_id));
--> statement-breakpoint
ALTER TABLE cart_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY cart_items_own ON cart_items USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id() AND app_owns_location(location_id));
--> statement-breakpoint
ALTER TABLE addresses ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY addresses_own ON addresses USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id());
--> statement-breakpoint
ALTER TABLE payment_methods ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY payment_methods_own ON payment_methods USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id());
