create table dining_tables (
  id uuid primary key default gen_random_uuid(),
  store_id uuid not null references stores (id) on delete cascade,
  code text not null,
  seats integer not null check (seats > 0),
  indoor boolean not null default true,
  unique (store_id, code)
);

create table table_sessions (
  id uuid primary key default gen_random_uuid(),
  table_id uuid not null references dining_tables (id) on delete cascade,
  status text not null check (status in ('OPEN', 'CLOSED')),
  opened_at timestamptz not null default now(),
  closed_at timestamptz
);
create unique index table_sessions_one_open on table_sessions (table_id) where status = 'OPEN';

create table bills (
  id uuid primary key default gen_random_uuid(),
  table_session_id uuid not null unique references table_sessions (id) on delete cascade,
  status text not null check (status in ('OPEN', 'PAID')),
  -- The customary optional 10% service charge of Brazilian restaurants.
  service_fee_percent integer not null default 10 check (service_fee_percent between 0 and 100),
  created_at timestamptz not null default now()
);

create table bill_items (
  id uuid primary key default gen_random_uuid(),
  bill_id uuid not null references bills (id) on delete cascade,
  item_id uuid not null references items (id),
  quantity integer not null check (quantity > 0),
  -- The price when ordered; the menu price may change later.
  unit_price_cents integer not null check (unit_price_cents >= 0),
  ordered_at timestamptz not null default now()
);
create index bill_items_bill on bill_items (bill_id);
