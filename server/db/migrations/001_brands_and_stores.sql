-- Texts shown to people are jsonb objects keyed by locale: {"pt-BR": "...", "en-US": "..."}.
create table companies (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  name text not null
);

create table brands (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  slug text not null unique,
  name text not null,
  features jsonb not null
);

create table stores (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references brands (id) on delete cascade,
  code text not null,
  merchant_id text not null,
  name text not null,
  address text not null,
  latitude double precision not null,
  longitude double precision not null,
  -- The delivery area is a circle around the store.
  service_radius_m integer not null check (service_radius_m > 0),
  delivery_fee_cents integer not null check (delivery_fee_cents >= 0),
  delivery_fee_per_km_cents integer not null check (delivery_fee_per_km_cents >= 0),
  prep_minutes integer not null check (prep_minutes > 0),
  unique (brand_id, code)
);

create table store_services (
  id uuid primary key default gen_random_uuid(),
  store_id uuid not null references stores (id) on delete cascade,
  service_type text not null check (service_type in ('delivery', 'takeout')),
  status text not null check (status in ('AVAILABLE', 'UNAVAILABLE')),
  unique (store_id, service_type)
);

-- weekday: 0 = Sunday … 6 = Saturday, in the store's local time (America/Sao_Paulo).
create table store_hours (
  store_id uuid not null references stores (id) on delete cascade,
  weekday smallint not null check (weekday between 0 and 6),
  start_time time not null,
  end_time time not null check (end_time > start_time),
  primary key (store_id, weekday)
);
