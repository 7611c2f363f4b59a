-- Dine-in flow: who sits at a session, how the bill is split and paid, the sandbox PSP.
alter table table_sessions add column table_name text;
-- Idle sessions are closed on access after TABLE_SESSION_TTL.
alter table table_sessions add column last_activity_at timestamptz not null default now();
alter table table_sessions add column close_reason text check (close_reason in ('PAID', 'EXPIRED'));
alter table bills add column updated_at timestamptz not null default now();

-- id is the diner's user_session_id: unguessable, it is what lets a guest read and pay the bill.
create table table_participants (
  id uuid primary key default gen_random_uuid(),
  table_session_id uuid not null references table_sessions (id) on delete cascade,
  user_id uuid references users (id) on delete set null,
  name text not null,
  document text,
  include_document_invoice boolean not null default false,
  approved_at timestamptz,
  joined_at timestamptz not null default now(),
  left_at timestamptz
);
create index table_participants_session on table_participants (table_session_id);
-- A registered user always gets the same seat back.
create unique index table_participants_user on table_participants (table_session_id, user_id)
  where user_id is not null;

-- The sandbox PSP's vault: our API only ever sees the token. `behaviour` stands for what the
-- test card number would do at a real acquirer; the number itself is not kept.
create table psp_tokens (
  token text primary key,
  brand text not null,
  last4 text not null,
  holder text not null,
  exp_month integer not null,
  exp_year integer not null,
  behaviour text not null check (behaviour in ('APPROVE', 'DECLINE', 'ERROR', 'REFUND_ERROR')),
  created_at timestamptz not null default now()
);

create table psp_charges (
  id uuid primary key default gen_random_uuid(),
  token text not null references psp_tokens (token) on delete cascade,
  amount_cents integer not null check (amount_cents > 0),
  status text not null check (status in ('CAPTURED', 'DECLINED', 'ERROR', 'REFUNDED')),
  created_at timestamptz not null default now()
);

create table saved_cards (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  psp_token text not null references psp_tokens (token) on delete cascade,
  brand text not null,
  last4 text not null,
  holder text not null,
  exp_month integer not null,
  exp_year integer not null,
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  unique (user_id, psp_token)
);
create unique index saved_cards_one_default on saved_cards (user_id) where is_default;

-- A payer's share of a bill. PENDING ones hold their items portion (and item claims) until
-- expires_at; items_cents of APPROVED + PENDING never exceed the bill's items total.
create table table_payments (
  id uuid primary key default gen_random_uuid(),
  bill_id uuid not null references bills (id) on delete cascade,
  participant_id uuid not null references table_participants (id) on delete cascade,
  mode text not null check (mode in ('FULL', 'ITEMS', 'EQUAL', 'CUSTOM')),
  status text not null
    check (status in ('PENDING', 'APPROVED', 'DECLINED', 'FAILED', 'EXPIRED', 'REFUNDED')),
  method text check (method in ('CARD', 'PIX')),
  items_cents integer not null check (items_cents > 0),
  service_fee_cents integer not null check (service_fee_cents >= 0),
  tip_cents integer not null check (tip_cents >= 0),
  expires_at timestamptz not null,
  charge_started_at timestamptz,
  paid_at timestamptz,
  error_code text,
  psp_charge_id uuid references psp_charges (id),
  card_brand text,
  card_last4 text,
  pix_txid text unique,
  pix_br_code text,
  payer_email text,
  document text,
  include_document_invoice boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index table_payments_bill on table_payments (bill_id, status);

create table table_payment_items (
  payment_id uuid not null references table_payments (id) on delete cascade,
  bill_item_id uuid not null references bill_items (id) on delete cascade,
  parts integer not null check (parts > 0),
  amount_cents integer not null check (amount_cents > 0),
  primary key (payment_id, bill_item_id)
);
create index table_payment_items_line on table_payment_items (bill_item_id);

-- Payment-creating calls: the same key and body answer the stored first result.
create table idempotency_keys (
  scope text not null,
  key text not null,
  request_hash text not null,
  status integer,
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (scope, key)
);
