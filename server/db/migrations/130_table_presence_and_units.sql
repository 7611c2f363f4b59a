-- When each seat was last heard from (any call of its seat, the bill's poll included), by the business
-- clock: a seat silent for two minutes reads away and leaves the table's count until it calls again.
alter table table_participants add column last_seen_at timestamptz not null default now();

-- A claim of some units of a line ("1 of 3× Chopp"); null: a part of the line as a whole.
alter table table_payment_items add column units integer check (units > 0);
