-- Customers of a brand: e-mail, phone and CPF each identify at most one account per brand.
create table users (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references brands (id) on delete cascade,
  -- Stored lower-cased, so the unique index is case-insensitive.
  email text check (email = lower(email)),
  -- E.164, e.g. +5511987654321.
  phone_number text,
  -- CPF, 11 digits.
  document text,
  name text not null default '',
  birthday date,
  -- scrypt; null for social and b2c accounts until they set a password.
  password_hash text,
  accepted_terms_at timestamptz,
  accepted_pg_terms_at timestamptz,
  accepted_notifications boolean not null default false,
  last_access_at timestamptz,
  can_update_email boolean not null default true,
  -- A data: URL.
  image text,
  push_token text,
  auth_provider text not null default 'password'
    check (auth_provider in ('password', 'google', 'apple', 'facebook', 'b2c')),
  -- The provider's subject (or the b2c unique user id).
  external_id text,
  created_at timestamptz not null default now()
);
create unique index users_email on users (brand_id, email);
create unique index users_phone on users (brand_id, phone_number);
create unique index users_document on users (brand_id, document);
create unique index users_external on users (brand_id, auth_provider, external_id);

create table addresses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  postal_code text not null,
  street text not null,
  number text not null,
  complement text,
  reference_point text,
  district text not null,
  city text not null,
  state text not null,
  latitude double precision not null,
  longitude double precision not null,
  is_main boolean not null default false,
  created_at timestamptz not null default now()
);
create index addresses_user on addresses (user_id);
create unique index addresses_one_main on addresses (user_id) where is_main;
