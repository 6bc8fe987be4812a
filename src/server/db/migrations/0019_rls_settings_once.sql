-- Issue 18 (decision 009's finding, applied to every older table): row-level security policies call the settings
-- functions in scalar subqueries, `(SELECT app_user_id())`, `(SELECT app_is_head_office())`. PostgreSQL evaluates
-- such a subquery once per statement (an init plan) instead of once per row, and the planner keeps its row estimates
-- instead of guessing 1% per policy, so list pages keep their index plans. The rewrite is textual and the meaning is
-- the same: each function returns the same value for the whole statement (they read transaction-local settings).
DO $$
DECLARE
  p record;
  q text;
  c text;
  stmt text;
BEGIN
  FOR p IN SELECT schemaname, tablename, policyname, qual, with_check FROM pg_policies WHERE schemaname = 'public' LOOP
    q := p.qual;
    c := p.with_check;
    IF q IS NOT NULL THEN
      q := regexp_replace(q, '(?<!SELECT )app_user_id\(\)', '(SELECT app_user_id())', 'g');
      q := regexp_replace(q, '(?<!SELECT )app_is_head_office\(\)', '(SELECT app_is_head_office())', 'g');
      q := regexp_replace(q, '(?<!SELECT )app_role\(\)', '(SELECT app_role())', 'g');
    END IF;
    IF c IS NOT NULL THEN
      c := regexp_replace(c, '(?<!SELECT )app_user_id\(\)', '(SELECT app_user_id())', 'g');
      c := regexp_replace(c, '(?<!SELECT )app_is_head_office\(\)', '(SELECT app_is_head_office())', 'g');
      c := regexp_replace(c, '(?<!SELECT )app_role\(\)', '(SELECT app_role())', 'g');
    END IF;
    IF q IS DISTINCT FROM p.qual OR c IS DISTINCT FROM p.with_check THEN
      stmt := format('ALTER POLICY %I ON %I.%I', p.policyname, p.schemaname, p.tablename);
      IF q IS NOT NULL THEN stmt := stmt || format(' USING (%s)', q); END IF;
      IF c IS NOT NULL THEN stmt := stmt || format(' WITH CHECK (%s)', c); END IF;
      EXECUTE stmt;
    END IF;
  END LOOP;
END $$;
