-- A franchisee's contract package prices their package at their brand's price and offers only what the brand sells
-- (the public site already shows these prices): a franchisee may read the packages of the brands they hold a location of.
CREATE POLICY brand_packages_read_own_brand ON brand_packages FOR SELECT
  USING (brand_id IN (SELECT brand_id FROM locations WHERE owner_id = (SELECT app_user_id())));
