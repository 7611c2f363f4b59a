-- Home is an ordered list of blocks; `settings` holds what a block type needs beyond the shared tables.
create table home_blocks (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references brands (id) on delete cascade,
  position integer not null,
  type text not null,
  settings jsonb not null default '{}'
);

create table banners (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references brands (id) on delete cascade,
  position integer not null,
  title jsonb not null,
  subtitle jsonb not null,
  alt jsonb not null,
  link text,
  art text not null
);

create table cms_contents (
  brand_id uuid not null references brands (id) on delete cascade,
  code text not null,
  title jsonb not null,
  body jsonb not null,
  primary key (brand_id, code)
);

create table redirects (
  brand_id uuid not null references brands (id) on delete cascade,
  path text not null,
  target text not null,
  primary key (brand_id, path)
);

create table legal_texts (
  brand_id uuid not null references brands (id) on delete cascade,
  kind text not null check (kind in ('terms', 'policy', 'table-terms')),
  version text not null,
  title jsonb not null,
  body jsonb not null,
  primary key (brand_id, kind)
);
