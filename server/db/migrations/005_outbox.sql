-- Messages the reference API would send (codes, invoices); a dev page lists them instead.
create table outbox (
  id uuid primary key default gen_random_uuid(),
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now()
);
create index outbox_created on outbox (created_at desc);
