-- Delivery areas become polygons, delivery prices and ride times come in distance bands, a weekday may
-- have several opening spans (one may run past midnight), a service may keep narrower hours than its
-- store, and a store closes on given days. Existing stores keep serving what they served: the radius
-- becomes a 32-sided polygon and the per-km fee becomes one band per kilometre.

-- A delivery area in GeoJSON Polygon coordinates: rings of [longitude, latitude] positions, the first
-- the outline and any further ones holes. A store may have several areas.
create table store_service_areas (
  id uuid primary key default gen_random_uuid(),
  store_id uuid not null references stores (id) on delete cascade,
  rings jsonb not null check (jsonb_typeof(rings) = 'array' and jsonb_array_length(rings) >= 1)
);
create index store_service_areas_store on store_service_areas (store_id);

-- The price and ride time of a delivery by straight-line distance from the store: the band with the
-- smallest up_to_m that reaches the point applies; beyond the last band (still inside the area), the last.
create table store_delivery_bands (
  store_id uuid not null references stores (id) on delete cascade,
  up_to_m integer not null check (up_to_m > 0),
  fee_cents integer not null check (fee_cents >= 0),
  ride_minutes integer not null check (ride_minutes >= 0),
  primary key (store_id, up_to_m)
);

insert into store_service_areas (store_id, rings)
select s.id, jsonb_build_array(jsonb_agg(
         jsonb_build_array(
           round((s.longitude + s.service_radius_m * cos(radians(step * 11.25))
                  / (111320 * cos(radians(s.latitude))))::numeric, 6),
           round((s.latitude + s.service_radius_m * sin(radians(step * 11.25)) / 111320)::numeric, 6))
         order by step))
from stores s cross join generate_series(0, 32) as step
group by s.id;

insert into store_delivery_bands (store_id, up_to_m, fee_cents, ride_minutes)
select s.id, km * 1000, s.delivery_fee_cents + s.delivery_fee_per_km_cents * km, km * 3 + 5
from stores s cross join lateral generate_series(1, ceil(s.service_radius_m / 1000.0)::int) as km;

alter table stores
  drop column service_radius_m,
  drop column delivery_fee_cents,
  drop column delivery_fee_per_km_cents;

-- Spans: several a day; end_time before start_time runs past midnight and belongs to the weekday it
-- starts on. service_type null is the store's own hours; a service type with spans of its own keeps
-- those (within the store's), otherwise it follows the store.
alter table store_hours drop constraint store_hours_pkey;
alter table store_hours drop constraint store_hours_check;
alter table store_hours
  add column id uuid primary key default gen_random_uuid(),
  add column service_type text check (service_type in ('delivery', 'takeout')),
  add constraint store_hours_span check (end_time <> start_time);
create index store_hours_store on store_hours (store_id);

-- Days (in the store's time zone) the store does not open: spans starting that day are off.
create table store_closed_days (
  store_id uuid not null references stores (id) on delete cascade,
  day date not null,
  reason text not null,
  primary key (store_id, day)
);
