-- A shipment's state changes only through the shipment records
-- (src/server/features/couriers/shipment-records.ts), which turn this transaction-local
-- setting on around their own writes, each a move of the parcel's life's table
-- (shipment-life.ts). Any other update of the state is refused, so a new writer cannot
-- move a parcel past that table and the order events it brings. A new row's insert writes
-- the booking state and is not concerned.
create or replace function shipments_refuse_state_change_outside_move() returns trigger
language plpgsql as $$
begin
  if new.state is distinct from old.state
     and coalesce(current_setting('circuit_haat.shipment_move', true), '') <> 'on' then
    raise exception 'shipments.state changes only through the shipment records (order %)', old.order_id
      using errcode = 'raise_exception',
            hint = 'Write it from src/server/features/couriers/shipment-records.ts.';
  end if;
  return new;
end
$$;
