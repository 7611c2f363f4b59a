-- The same place saved twice by one user (street, number and complement at one CEP, whatever the
-- case) is refused by the database too, so two requests racing each other cannot both save it.
create unique index addresses_same_place on addresses (
  user_id, postal_code, lower(street), lower(number), lower(coalesce(complement, ''))
);
