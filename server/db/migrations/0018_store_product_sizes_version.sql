-- The store's sizes are behind the public /estore page: their writes bump table_versions too.
CREATE OR REPLACE TRIGGER "store_product_sizes_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_product_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
