-- Diners order from the table menu: who ordered a line (null: the waiter's system), their note to
-- the kitchen, and the option choices taken.
alter table bill_items add column ordered_by uuid references table_participants (id) on delete set null;
alter table bill_items add column note text;

create table bill_item_options (
  bill_item_id uuid not null references bill_items (id) on delete cascade,
  choice_id uuid not null references option_choices (id),
  -- The choice's price when ordered; already part of the line's unit_price_cents.
  price_cents integer not null check (price_cents >= 0),
  primary key (bill_item_id, choice_id)
);
