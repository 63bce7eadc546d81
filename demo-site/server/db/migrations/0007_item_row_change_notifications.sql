-- An UPDATE of item rows (an order taking stock, a price edited by hand) names the items it
-- changed, 'items:' and their ids, so what keeps the catalog in memory reads those rows again
-- rather than the whole catalog after every order; an UPDATE that matched no row says nothing.
-- flash_sale_items names the items whose units sold it counted the same way. Inserts, deletes,
-- truncates, and an UPDATE of more items than one notification can list, still name the table:
-- everything is read again, as migration 0005 made it.
CREATE OR REPLACE FUNCTION souq_notify_items_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  -- The trigger's argument names the column that holds the item's id in its table.
  EXECUTE format('SELECT string_agg(DISTINCT %I::text, '','') FROM updated_rows', TG_ARGV[0]) INTO ids;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('souq_catalog_changed', CASE WHEN length(ids) <= 7000 THEN 'items:' || ids ELSE TG_TABLE_NAME END);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER items_notify_catalog_change ON items;
--> statement-breakpoint
CREATE TRIGGER items_notify_catalog_change AFTER INSERT OR DELETE OR TRUNCATE ON items
  FOR EACH STATEMENT EXECUTE FUNCTION souq_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER items_notify_items_updated AFTER UPDATE ON items
  REFERENCING NEW TABLE AS updated_rows
  FOR EACH STATEMENT EXECUTE FUNCTION souq_notify_items_updated('id');
--> statement-breakpoint
DROP TRIGGER flash_sale_items_notify_catalog_change ON flash_sale_items;
--> statement-breakpoint
CREATE TRIGGER flash_sale_items_notify_catalog_change AFTER INSERT OR DELETE OR TRUNCATE ON flash_sale_items
  FOR EACH STATEMENT EXECUTE FUNCTION souq_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER flash_sale_items_notify_items_updated AFTER UPDATE ON flash_sale_items
  REFERENCING NEW TABLE AS updated_rows
  FOR EACH STATEMENT EXECUTE FUNCTION souq_notify_items_updated('item_id');
