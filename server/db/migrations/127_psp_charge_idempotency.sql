-- A charge asked for again with its key (a retry after a lost answer) is the first charge, not a second.
alter table psp_charges add column idempotency_key text unique;
