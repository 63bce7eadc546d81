-- Every change of a cart's lines, whoever makes it (the cart routes, an order taking the lines, a
-- guest cart merged at sign-in, a cascade from its owner, SQL typed by hand), names the cart it
-- changed: 'c' and the customer id, or 'g' and the guest id; a TRUNCATE names none (every cart).
-- What keeps carts in memory (the embedded database's server) drops that cart on hearing it.
-- Only a session that LISTENs on the channel itself is told: on PGlite that is the one session
-- every write runs in; on a PostgreSQL server no process keeps carts in memory, and a NOTIFY
-- would make the commits of all cart writes wait for one another.
CREATE OR REPLACE FUNCTION souq_notify_cart_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT ('souq_cart_changed' = ANY (ARRAY(SELECT pg_listening_channels()))) THEN
    RETURN NULL;
  END IF;
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('souq_cart_changed', '');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('souq_cart_changed', coalesce('c' || OLD.customer_id, 'g' || OLD.guest_id));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('souq_cart_changed', coalesce('c' || NEW.customer_id, 'g' || NEW.guest_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cart_items_notify_cart_change AFTER INSERT OR UPDATE OR DELETE ON cart_items
  FOR EACH ROW EXECUTE FUNCTION souq_notify_cart_change();
--> statement-breakpoint
CREATE TRIGGER cart_items_notify_cart_truncate AFTER TRUNCATE ON cart_items
  FOR EACH STATEMENT EXECUTE FUNCTION souq_notify_cart_change();
