-- Analytics (spec §7): which adapters a brand turns on, and the engagement events the reference API
-- receives in place of the marketing SDK's servers (one row per event, so tests can read them).
create table brand_analytics (
  brand_id uuid primary key references brands (id) on delete cascade,
  data_layer boolean not null default false,
  -- No app id: the engagement SDK is not loaded.
  engagement_app_id text unique,
  engagement_data_center text not null default 'DC_2'
    check (engagement_data_center in ('DC_1', 'DC_2', 'DC_3', 'DC_4', 'DC_5', 'DC_6'))
);

create table engagement_events (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references brands (id) on delete cascade,
  data_center text not null,
  unique_id text not null,
  user_id text,
  name text not null,
  properties jsonb not null,
  occurred_at timestamptz not null,
  -- Business clock.
  received_at timestamptz not null
);
create index engagement_events_received on engagement_events (brand_id, received_at, id);
