-- Messages written in the same instant (a code by e-mail and by SMS) listed in the order written:
-- `created_at` ties, and the id is random.
alter table outbox add column written bigint generated always as identity;
