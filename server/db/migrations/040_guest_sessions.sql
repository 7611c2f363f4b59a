-- A guest orders without an account. The session secret (kept hashed) is its credential; its address
-- is where its orders go, tied to the guest's order id (spec §3 "A guest address is tied to the order id").
create table guest_sessions (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references brands (id) on delete cascade,
  -- SHA-256 of the secret; the secret itself is only ever in the guest's hands.
  secret_hash text not null unique,
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
  created_at timestamptz not null default now()
);
