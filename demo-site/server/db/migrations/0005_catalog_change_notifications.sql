-- Every write to what the server keeps in memory (items, stores, categories, flash sales) tells
-- every connected process, whichever process or tool made it. One notification per statement;
-- PostgreSQL folds identical ones of a transaction into one and delivers them on commit.
CREATE OR REPLACE FUNCTION souq_notify_catalog_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('souq_catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER items_notify_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON items
  FOR EACH STATEMENT EXECUTE FUNCTION souq_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER stores_notify_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stores
  FOR EACH STATEMENT EXECUTE FUNCTION souq_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER categories_notify_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION souq_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER flash_sales_notify_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON flash_sales
  FOR EACH STATEMENT EXECUTE FUNCTION souq_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER flash_sale_items_notify_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON flash_sale_items
  FOR EACH STATEMENT EXECUTE FUNCTION souq_notify_catalog_change();
