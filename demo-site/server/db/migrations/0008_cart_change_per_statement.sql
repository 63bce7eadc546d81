-- A write of cart lines names each cart it changed once per statement rather than once per row
-- (migration 0006 ran its function for every row): a batch of adds inserts many lines in one
-- statement, and the embedded database runs each row's function call on the request thread.
-- Transition tables hold the rows; a trigger may name them for one event only, hence one trigger
-- for each event.
CREATE OR REPLACE FUNCTION souq_notify_cart_rows_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT ('souq_cart_changed' = ANY (ARRAY(SELECT pg_listening_channels()))) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    -- Every cart at once: a payload that names none.
    PERFORM pg_notify('souq_cart_changed', '');
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('souq_cart_changed', cart)
      FROM (SELECT DISTINCT coalesce('c' || customer_id, 'g' || guest_id) AS cart FROM new_rows) carts;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('souq_cart_changed', cart)
      FROM (SELECT DISTINCT coalesce('c' || customer_id, 'g' || guest_id) AS cart FROM old_rows) carts;
  ELSE
    PERFORM pg_notify('souq_cart_changed', cart)
      FROM (
        SELECT coalesce('c' || customer_id, 'g' || guest_id) AS cart FROM old_rows
        UNION
        SELECT coalesce('c' || customer_id, 'g' || guest_id) FROM new_rows
      ) carts;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER cart_items_notify_cart_change ON cart_items;
--> statement-breakpoint
CREATE TRIGGER cart_items_notify_cart_insert AFTER INSERT ON cart_items
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION souq_notify_cart_rows_change();
--> statement-breakpoint
CREATE TRIGGER cart_items_notify_cart_update AFTER UPDATE ON cart_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION souq_notify_cart_rows_change();
--> statement-breakpoint
CREATE TRIGGER cart_items_notify_cart_delete AFTER DELETE ON cart_items
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION souq_notify_cart_rows_change();
--> statement-breakpoint
DROP TRIGGER cart_items_notify_cart_truncate ON cart_items;
--> statement-breakpoint
CREATE TRIGGER cart_items_notify_cart_truncate AFTER TRUNCATE ON cart_items
  FOR EACH STATEMENT EXECUTE FUNCTION souq_notify_cart_rows_change();
--> statement-breakpoint
DROP FUNCTION souq_notify_cart_change();
