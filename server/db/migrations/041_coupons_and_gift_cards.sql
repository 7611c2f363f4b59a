-- Coupons discount the items of an order; gift cards pay part or all of it from their balance.
create table coupons (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references brands (id) on delete cascade,
  -- Stored upper-cased: codes are typed case-insensitively.
  code text not null check (code = upper(code)),
  kind text not null check (kind in ('PERCENT', 'FIXED')),
  -- A percentage (1–100) or cents.
  value integer not null check (value > 0),
  min_order_cents integer not null default 0 check (min_order_cents >= 0),
  first_order_only boolean not null default false,
  once_per_customer boolean not null default false,
  starts_at timestamptz,
  ends_at timestamptz,
  description jsonb not null,
  unique (brand_id, code),
  check (kind <> 'PERCENT' or value <= 100)
);

create table gift_cards (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references brands (id) on delete cascade,
  code text not null check (code = upper(code)),
  initial_cents integer not null check (initial_cents >= 0),
  -- Debited under a row lock when an order is placed; never below zero.
  balance_cents integer not null check (balance_cents >= 0),
  created_at timestamptz not null default now(),
  unique (brand_id, code)
);
