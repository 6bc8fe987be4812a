-- Issue 34: head office's order-management header counted and summed every order of the network on each page (30-36 ms
-- of PostgreSQL on 200,000 orders). order_totals keeps the count and sum per location and status, in the same
-- transaction as every write to orders, whoever writes (checkout under withRls, head office, the seeds): statement-level
-- triggers fold each statement's changed rows (transition tables) into one upsert per location and status touched.
-- Updates that change no status, total or location fold nothing; rows are locked in key order, so two statements that
-- touch the same locations cannot deadlock on them. The function runs as the owner, so app_user needs no
-- write grant; head office reads the table (franchisees' headers still count their own orders, under RLS).
CREATE TABLE "order_totals" (
  "location_id" uuid NOT NULL,
  "status" text NOT NULL,
  "orders" integer DEFAULT 0 NOT NULL,
  "total_centavos" bigint DEFAULT 0 NOT NULL,
  CONSTRAINT "order_totals_location_id_status_pk" PRIMARY KEY ("location_id", "status")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_totals_rollup() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT location_id, status, total_centavos, 1 AS sgn FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT location_id, status, total_centavos, -1 AS sgn FROM old_rows'
    ELSE 'SELECT n.location_id, n.status, n.total_centavos, 1 AS sgn FROM new_rows n JOIN old_rows o ON o.id = n.id
            WHERE (n.location_id, n.status, n.total_centavos) IS DISTINCT FROM (o.location_id, o.status, o.total_centavos)
          UNION ALL
          SELECT o.location_id, o.status, o.total_centavos, -1 FROM old_rows o JOIN new_rows n ON n.id = o.id
            WHERE (n.location_id, n.status, n.total_centavos) IS DISTINCT FROM (o.location_id, o.status, o.total_centavos)'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO order_totals AS t (location_id, status, orders, total_centavos)
    SELECT location_id, status, sum(sgn), sum(sgn * total_centavos) FROM (%s) d GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (location_id, status) DO UPDATE SET
      orders = t.orders + EXCLUDED.orders,
      total_centavos = t.total_centavos + EXCLUDED.total_centavos
  $q$, changed);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_totals_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_totals_rollup();
--> statement-breakpoint
CREATE TRIGGER orders_totals_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_totals_rollup();
--> statement-breakpoint
CREATE TRIGGER orders_totals_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_totals_rollup();
--> statement-breakpoint
INSERT INTO order_totals (location_id, status, orders, total_centavos)
SELECT location_id, status, count(*), sum(total_centavos) FROM orders GROUP BY 1, 2;
--> statement-breakpoint
ALTER TABLE order_totals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY order_totals_read ON order_totals FOR SELECT USING ((SELECT app_is_head_office()));
--> statement-breakpoint
GRANT SELECT ON order_totals TO app_user;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION orders_totals_rollup() FROM PUBLIC;
