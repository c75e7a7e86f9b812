-- The guard on shipments' state: see function.shipments_refuse_state_change_outside_move.sql.
create or replace trigger shipments_state_through_move
  before update of state on shipments
  for each row execute function shipments_refuse_state_change_outside_move();
