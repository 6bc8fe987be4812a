-- Row-level security (DESIGN section 4). Requests that touch franchisee data run inside a transaction
-- that does `set local role app_user` and sets app.user_id / app.role; these policies read them.
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_user') THEN
    CREATE ROLE app_user NOLOGIN;
  END IF;
-- Roles are cluster-wide: another database of the same server may create it at the same moment.
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('GRANT app_user TO %I', current_user);
EXCEPTION WHEN others THEN NULL; -- superusers may already switch to any role
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO app_user;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO app_user;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO app_user;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO app_user;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_user_id() RETURNS uuid LANGUAGE sql STABLE AS
$$ SELECT nullif(current_setting('app.user_id', true), '')::uuid $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_role() RETURNS text LANGUAGE sql STABLE AS
$$ SELECT coalesce(nullif(current_setting('app.role', true), ''), 'anonymous') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_is_head_office() RETURNS boolean LANGUAGE sql STABLE AS
$$ SELECT app_role() IN ('franchisor', 'admin') $$;
--> statement-breakpoint
-- SECURITY DEFINER so the ownership look-up itself is not filtered by the locations policy.
CREATE OR REPLACE FUNCTION app_owns_location(loc uuid) RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = public AS
$$ SELECT EXISTS (SELECT 1 FROM locations l WHERE l.id = loc AND l.owner_id = app_user_id()) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_owns_order(ord uuid) RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = public AS
$$ SELECT EXISTS (SELECT 1 FROM orders o JOIN locations l ON l.id = o.location_id
                  WHERE o.id = ord AND l.owner_id = app_user_id()) $$;
--> statement-breakpoint
ALTER TABLE user_profiles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY user_profiles_access ON user_profiles
  USING (id = app_user_id() OR app_is_head_office())
  WITH CHECK (id = app_user_id() OR app_is_head_office());
--> statement-breakpoint
ALTER TABLE locations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY locations_access ON locations
  USING (app_is_head_office() OR owner_id = app_user_id())
  WITH CHECK (app_is_head_office());
--> statement-breakpoint
ALTER TABLE location_stock ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY location_stock_access ON location_stock
  USING (app_is_head_office() OR app_owns_location(location_id))
  WITH CHECK (app_is_head_office() OR app_owns_location(location_id));
--> statement-breakpoint
ALTER TABLE orders ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY orders_access ON orders
  USING (app_is_head_office() OR app_owns_location(location_id))
  WITH CHECK (app_is_head_office() OR app_owns_location(location_id));
--> statement-breakpoint
ALTER TABLE order_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY order_items_access ON order_items
  USING (app_is_head_office() OR app_owns_order(order_id))
  WITH CHECK (app_is_head_office() OR app_owns_order(order_id));
--> statement-breakpoint
ALTER TABLE order_status_history ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY order_status_history_access ON order_status_history
  USING (app_is_head_office() OR app_owns_order(order_id))
  WITH CHECK (app_is_head_office() OR app_owns_order(order_id));
--> statement-breakpoint
ALTER TABLE daily_sales ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY daily_sales_access ON daily_sales
  USING (app_is_head_office() OR app_owns_location(location_id))
  WITH CHECK (app_is_head_office() OR app_owns_location(location_id));
--> statement-breakpoint
-- Credentials, sessions and throttling counters are the auth library's business only.
REVOKE ALL ON auth_sessions, auth_accounts, auth_verifications, rate_limit_hits, app_meta FROM app_user;
