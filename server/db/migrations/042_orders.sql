-- A cart is an order in status CART: the same id (the spec's order id) from the first item to
-- delivery. The progress of a placed order is its milestones, set from the business clock when
-- it is paid; the status a customer sees is the latest milestone already reached.
create table orders (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references brands (id) on delete cascade,
  user_id uuid references users (id) on delete cascade,
  guest_session_id uuid references guest_sessions (id) on delete cascade,
  service_id uuid not null references store_services (id),
  -- A registered customer's delivery address while a cart (a guest's is its session's).
  address_id uuid references addresses (id) on delete set null,
  -- PAYING: a card charge is under way; AWAITING_PAYMENT: a PIX charge waits to be paid.
  status text not null
    check (status in ('CART', 'PAYING', 'AWAITING_PAYMENT', 'PLACED', 'CANCELLED', 'PAYMENT_FAILED')),
  repurchase boolean not null default false,
  coupon_id uuid references coupons (id),
  gift_card_id uuid references gift_cards (id),
  use_gift_card boolean not null default false,
  -- Fixed when the customer pays.
  checkout_option text check (checkout_option in ('DELIVERY', 'TAKEOUT')),
  delivery_address jsonb,
  items_cents integer check (items_cents >= 0),
  discount_cents integer check (discount_cents >= 0),
  delivery_cents integer check (delivery_cents >= 0),
  gift_card_cents integer check (gift_card_cents >= 0),
  total_cents integer check (total_cents >= 0),
  -- The store's preparation time and the delivery estimate when paid: the milestones follow them.
  prep_minutes integer check (prep_minutes > 0),
  estimate_minutes integer check (estimate_minutes >= 0),
  submitted_at timestamptz,
  accepted_at timestamptz,
  preparing_at timestamptz,
  -- Out for delivery, or ready for pickup.
  dispatched_at timestamptz,
  -- Delivered, or picked up: planned when paid, brought forward when the customer confirms.
  completed_at timestamptz,
  cancelled_at timestamptz,
  failed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((user_id is null) <> (guest_session_id is null))
);
-- One open cart per customer: rebuy and a new session reuse or replace it.
create unique index orders_one_cart_per_user on orders (user_id) where status = 'CART';
create unique index orders_one_cart_per_guest on orders (guest_session_id) where status = 'CART';
create index orders_user on orders (user_id, submitted_at desc);
create index orders_guest on orders (guest_session_id, submitted_at desc);

create table order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  -- The line's number in the cart (the spec's cart_order).
  cart_order integer not null check (cart_order > 0),
  item_id uuid not null references items (id),
  quantity integer not null check (quantity > 0),
  note text,
  -- The price paid per unit (item and choices): set when the order is placed; a cart reads the menu.
  unit_price_cents integer check (unit_price_cents >= 0),
  unique (order_id, cart_order)
);

create table order_item_options (
  order_item_id uuid not null references order_items (id) on delete cascade,
  choice_id uuid not null references option_choices (id),
  -- The choice's price paid, set with the line's.
  price_cents integer check (price_cents >= 0),
  primary key (order_item_id, choice_id)
);

create table coupon_redemptions (
  coupon_id uuid not null references coupons (id) on delete cascade,
  order_id uuid not null unique references orders (id) on delete cascade,
  -- The customer, for a once-per-customer coupon: the index below lets each use it once.
  customer_id uuid references users (id) on delete cascade,
  created_at timestamptz not null default now()
);
create unique index coupon_redemptions_once on coupon_redemptions (coupon_id, customer_id)
  where customer_id is not null;

-- Debits (negative) and the credits that give them back (a declined card, an expired PIX, a cancellation).
create table gift_card_movements (
  id uuid primary key default gen_random_uuid(),
  gift_card_id uuid not null references gift_cards (id) on delete cascade,
  order_id uuid not null references orders (id) on delete cascade,
  amount_cents integer not null check (amount_cents <> 0),
  created_at timestamptz not null default now()
);
create index gift_card_movements_order on gift_card_movements (order_id);

-- Each attempt to pay an order; a declined card leaves its row and the cart open for another try.
create table order_payments (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  method text not null check (method in ('CARD', 'PIX', 'GIFT_CARD')),
  status text not null
    check (status in ('PENDING', 'APPROVED', 'DECLINED', 'FAILED', 'EXPIRED', 'REFUNDED', 'REFUND_FAILED')),
  amount_cents integer not null check (amount_cents >= 0),
  psp_charge_id uuid references psp_charges (id),
  card_brand text,
  card_last4 text,
  pix_txid text unique,
  pix_br_code text,
  expires_at timestamptz,
  error_code text,
  paid_at timestamptz,
  refunded_at timestamptz,
  created_at timestamptz not null default now()
);
create index order_payments_order on order_payments (order_id, created_at);
