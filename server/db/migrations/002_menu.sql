create table categories (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references brands (id) on delete cascade,
  slug text not null,
  position integer not null,
  name jsonb not null,
  description jsonb not null,
  art text not null,
  unique (brand_id, slug)
);

create table items (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references brands (id) on delete cascade,
  category_id uuid not null references categories (id) on delete cascade,
  slug text not null,
  position integer not null,
  name jsonb not null,
  description jsonb not null,
  price_cents integer not null check (price_cents >= 0),
  -- Set when the item is on promotion: the price before the discount.
  original_price_cents integer check (original_price_cents > price_cents),
  status text not null check (status in ('AVAILABLE', 'UNAVAILABLE')),
  art text not null,
  tint text not null,
  unique (brand_id, slug)
);
create index items_category on items (category_id, position);

create table option_groups (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references brands (id) on delete cascade,
  slug text not null,
  name jsonb not null,
  min_permitted integer not null check (min_permitted >= 0),
  max_permitted integer not null check (max_permitted >= min_permitted),
  status text not null check (status in ('AVAILABLE', 'UNAVAILABLE')),
  unique (brand_id, slug)
);

create table option_choices (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references option_groups (id) on delete cascade,
  position integer not null,
  name jsonb not null,
  price_cents integer not null check (price_cents >= 0),
  status text not null check (status in ('AVAILABLE', 'UNAVAILABLE'))
);

create table item_option_groups (
  item_id uuid not null references items (id) on delete cascade,
  group_id uuid not null references option_groups (id) on delete cascade,
  position integer not null,
  primary key (item_id, group_id)
);
