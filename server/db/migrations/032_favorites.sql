-- A customer's favorite dishes: a set of items per user (the brand is the user's and the item's).
create table favorite_items (
  user_id uuid not null references users (id) on delete cascade,
  item_id uuid not null references items (id) on delete cascade,
  added_at timestamptz not null default now(),
  primary key (user_id, item_id)
);
