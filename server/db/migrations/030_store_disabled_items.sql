-- A store can take a dish off its own menu (sold out today, no equipment) while the brand keeps it:
-- the store's menu reads show it UNAVAILABLE, and it cannot be ordered there.
create table store_disabled_items (
  store_id uuid not null references stores (id) on delete cascade,
  item_id uuid not null references items (id) on delete cascade,
  primary key (store_id, item_id)
);
