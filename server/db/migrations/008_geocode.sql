-- The offline stand-in for a geocoding service: a handful of São Paulo streets with their CEP.
create table geocode_places (
  postal_code text primary key,
  street text not null,
  district text not null,
  city text not null,
  state text not null,
  latitude double precision not null,
  longitude double precision not null
);
