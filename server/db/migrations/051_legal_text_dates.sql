-- The day each version of a legal text took effect, shown beside its version (spec §4 profile steps 5 and 6).
alter table legal_texts add column published_at date;
update legal_texts set published_at = case
  when version ~ '^\d{4}-\d{2}-\d{2}$' then version::date
  else current_date
end;
alter table legal_texts alter column published_at set not null;
alter table legal_texts alter column published_at set default current_date;
