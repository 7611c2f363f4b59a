-- A PSP token belongs to whoever first uses it: the account that saves it or pays with it, or the
-- table seat that pays with it. Nobody else can save or charge it.
alter table psp_tokens add column user_id uuid references users (id) on delete cascade;
alter table psp_tokens add column participant_id uuid references table_participants (id) on delete cascade;
