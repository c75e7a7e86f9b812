-- The guard on orders' status columns: see function.orders_refuse_status_change_outside_transition.sql.
create or replace trigger orders_status_through_transition
  before update of status, payment_status on orders
  for each row execute function orders_refuse_status_change_outside_transition();
