create table refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  -- Tokens rotated from one login share a family; presenting a spent one revokes the family.
  family_id uuid not null,
  -- SHA-256 of the opaque token; the token itself is never stored.
  token_hash text not null unique,
  used_at timestamptz,
  revoked_at timestamptz,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index refresh_tokens_family on refresh_tokens (family_id);
create index refresh_tokens_user on refresh_tokens (user_id);

-- One live code per target and purpose: a resend replaces it, no sooner than 60 s after the last.
create table verification_codes (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references brands (id) on delete cascade,
  channel text not null check (channel in ('email', 'sms')),
  target text not null,
  purpose text not null check (purpose in ('register', 'recovery')),
  code_hash text not null,
  failed_attempts integer not null default 0,
  expires_at timestamptz not null,
  last_sent_at timestamptz not null,
  verified_at timestamptz,
  consumed_at timestamptz,
  unique (brand_id, channel, target, purpose)
);

-- External identity (b2c) logins waiting for the provider's approval.
create table b2c_sessions (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references brands (id) on delete cascade,
  unique_user_id text not null,
  -- completed: the tokens were handed out once and the session is spent.
  status text not null check (status in ('pending', 'approved', 'completed')),
  user_id uuid references users (id) on delete cascade,
  created_at timestamptz not null default now()
);

-- Survives a demo reset (see db/wipe.ts), so a restart or reset keeps the JWT signing key.
create table app_secrets (
  name text primary key,
  value text not null
);
