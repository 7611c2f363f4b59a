-- Whom the restaurant and the courier call: a guest's as typed at checkout, an account's from its profile.
alter table orders add column contact_name text, add column contact_phone text;
