-- Queues one customer's orders behind each other, on every instance: takes the customer's
-- row lock until the transaction ends (the order placement's first statement). A function
-- so that the lock can travel in the round trip that begins the transaction, a statement
-- without parameters (the id a quoted literal), without being planned for every order:
-- planning `select ... for no key update` cost more than taking the lock. PL/pgSQL keeps
-- the plan for the connection's life.
CREATE OR REPLACE FUNCTION "lock_customer"(p_user uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM users WHERE id = p_user FOR NO KEY UPDATE;
END
$$;
