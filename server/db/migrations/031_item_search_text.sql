-- Search compares folded texts: lower-cased, decomposed (NFD) and without combining marks, as the
-- API folds a query (`foldSearchWords`); no `unaccent` extension, which a plain PostgreSQL server may
-- lack. Folding every item at every search cost more than the rest of the search (translate() over
-- the demo menu: ~15 ms), so items keep their folded texts.
create function fold_text(value text) returns text
  language sql immutable strict parallel safe
  return regexp_replace(normalize(lower(value), NFD), '[\u0300-\u036f]', '', 'g');

-- A text in every locale ({"pt-BR": …, "en-US": …}), each folded.
create function fold_texts(texts jsonb) returns jsonb
  language sql immutable strict parallel safe
  return (select coalesce(jsonb_object_agg(key, fold_text(value)), '{}') from jsonb_each_text(texts));

alter table items
  add column folded_name jsonb not null generated always as (fold_texts(name)) stored,
  add column folded_description jsonb not null generated always as (fold_texts(description)) stored;
