-- The business clock the dev tools move (server/clock.ts): its offset from the wall clock, in the
-- database so that every API process on it reads the same time. No row: the wall clock. `version`
-- grows with every change, so a process never takes an older offset for a newer one.
create table business_clock (
  only_row boolean primary key default true check (only_row),
  offset_ms bigint not null,
  version bigint not null
);
