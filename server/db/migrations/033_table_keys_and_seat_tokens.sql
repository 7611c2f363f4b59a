-- A table is joined only through its QR link, which carries the table's key; only the key's hash is
-- kept. A table without one (added before keys existed) cannot be sat at until the restaurant sets
-- its key (POST /api/dev/tables/{store}/{table}/key in the demo).
alter table dining_tables add column qr_key_hash text;

-- What other diners see of a seat: its id (the user_session_id) stays with the diner who sits there.
alter table table_participants add column public_id uuid not null default gen_random_uuid();
create unique index table_participants_public_id on table_participants (public_id);

-- A seat's secrets (a diner may hold one per device): 256 random bits, kept hashed.
create table table_seat_tokens (
  token_hash text primary key,
  participant_id uuid not null references table_participants (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index table_seat_tokens_participant on table_seat_tokens (participant_id);
