-- Abuse limits (server/http/limits.ts): login attempts and code sends counted per key in a fixed
-- window. In the database, not in process memory, so API processes sharing it share the counts.
create table rate_counters (
  -- What is counted: login-account, login-client, code-target, code-client.
  bucket text not null,
  -- Whose: an account's login name, a client address, a code's target.
  key text not null,
  window_started_at timestamptz not null,
  hits integer not null,
  primary key (bucket, key)
);
