-- An order's status and payment status change only through the order life's transition
-- (src/server/features/order-life), which turns this transaction-local setting on around
-- its own update. Any other update of either column is refused, so a new writer cannot
-- bypass the order life's table, its stock, notices and timeline. A new order's insert
-- writes the placed state and is not concerned.
create or replace function orders_refuse_status_change_outside_transition() returns trigger
language plpgsql as $$
begin
  if (new.status is distinct from old.status
      or new.payment_status is distinct from old.payment_status)
     and coalesce(current_setting('circuit_haat.order_transition', true), '') <> 'on' then
    raise exception 'orders.status and orders.payment_status change only through the order life''s transition (order %)', old.id
      using errcode = 'raise_exception',
            hint = 'Call transition() from src/server/features/order-life.';
  end if;
  return new;
end
$$;
