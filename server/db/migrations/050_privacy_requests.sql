-- LGPD requests of a customer: "see my data" (EXPORT) and "delete my data and account" (DELETE).
-- The protocol is the number a person quotes; the id (unguessable) is what the API answers by.
create sequence privacy_protocol_numbers;

create table privacy_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('EXPORT', 'DELETE')),
  status text not null check (status in ('RECEIVED', 'COMPLETED')),
  protocol text not null unique,
  -- Business clock; the law gives the controller 15 days to answer.
  created_at timestamptz not null,
  deadline_at timestamptz not null,
  completed_at timestamptz,
  check (deadline_at > created_at)
);
create index privacy_requests_user on privacy_requests (user_id, created_at desc);

-- A deleted account keeps its row only as the owner of its anonymised orders: it has no e-mail,
-- phone, CPF or password left, so it cannot log in and its contacts can register again.
alter table users add column deleted_at timestamptz;
