CREATE INDEX "order_status_history_created_idx" ON "order_status_history" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "daily_sales_history_created_idx" ON "daily_sales_history" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_approvals_created_idx" ON "order_approvals" USING btree ("created_at");