-- Polled reads answer 304 while nothing changed: the bill (with its session, diners, lines and
-- payments) and the order carry a version that every change bumps in its own transaction. Triggers
-- do the bumping, so no write, today's or a later one, can forget it.
alter table bills add column version bigint not null default 1;
alter table orders add column version bigint not null default 1;

create function next_row_version() returns trigger language plpgsql as $$
begin
  if new.version = old.version then
    new.version := old.version + 1;
  end if;
  return new;
end $$;

create trigger bills_version before update on bills
  for each row execute function next_row_version();
create trigger orders_version before update on orders
  for each row execute function next_row_version();

-- A row that belongs to a bill (a line, a payment) changed: its bill is another version.
create function bump_bill_of_row() returns trigger language plpgsql as $$
begin
  update bills set version = version + 1
  where id = case when tg_op = 'DELETE' then old.bill_id else new.bill_id end;
  return null;
end $$;

create trigger bill_items_version after insert or update or delete on bill_items
  for each row execute function bump_bill_of_row();
create trigger table_payments_version after insert or update or delete on table_payments
  for each row execute function bump_bill_of_row();

-- A diner sat down, left, renamed or approved: the bill lists the diners.
create function bump_bill_of_participant() returns trigger language plpgsql as $$
begin
  update bills set version = version + 1
  where table_session_id = case when tg_op = 'DELETE' then old.table_session_id else new.table_session_id end;
  return null;
end $$;

create trigger table_participants_version_rows after insert or delete on table_participants
  for each row execute function bump_bill_of_participant();
create trigger table_participants_version_update after update on table_participants
  for each row
  when ((old.name, old.left_at, old.approved_at, old.user_id) is distinct from
        (new.name, new.left_at, new.approved_at, new.user_id))
  execute function bump_bill_of_participant();

-- The session closed (paid or idle). Its last activity alone is no change of the bill.
create function bump_bill_of_session() returns trigger language plpgsql as $$
begin
  update bills set version = version + 1 where table_session_id = new.id;
  return null;
end $$;

create trigger table_sessions_version after update on table_sessions
  for each row
  when ((old.status, old.close_reason) is distinct from (new.status, new.close_reason))
  execute function bump_bill_of_session();

-- The sweep finds what lapsed without a scan; reads by a payer's seat stop scanning the bill's payments.
create index table_payments_lapsing on table_payments (expires_at) where status = 'PENDING';
create index table_payments_participant on table_payments (participant_id);
create index table_sessions_idle on table_sessions (last_activity_at) where status = 'OPEN';
