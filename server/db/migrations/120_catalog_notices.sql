-- The catalog a process keeps (server/catalog/catalog-cache.ts) is dropped on every change: each
-- statement that writes a table the catalog reads announces it on the channel `catalog_changed`, sent by
-- PostgreSQL when the writing transaction commits (never for one rolled back) to every API process.
create function notify_catalog_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('catalog_changed', '');
  return null;
end
$$;

do $$
declare
  catalog_table text;
begin
  foreach catalog_table in array array[
    'stores', 'store_services', 'store_hours', 'store_closed_days', 'store_service_areas',
    'store_delivery_bands', 'store_disabled_items', 'categories', 'items', 'option_groups',
    'option_choices', 'item_option_groups'
  ] loop
    execute format(
      'create trigger catalog_changed after insert or update or delete or truncate on %I
       for each statement execute function notify_catalog_changed()',
      catalog_table
    );
  end loop;
end
$$;
