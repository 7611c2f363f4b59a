-- A PSP token a guest session (delivery and takeout without an account) pays an order with is bound to
-- that session as well. No foreign key: guest_sessions is created by a later migration of the ordering
-- area; a token's guest session is only ever compared, never joined.
alter table psp_tokens add column guest_session_id uuid;
