-- A login starts a family of refresh tokens, rotated on every use. Access tokens name their family,
-- so revoking it (logout, reuse of a spent refresh token, a password change) ends them at once.
create table refresh_families (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- However often it is rotated, no token of the family outlives this.
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index refresh_families_user on refresh_families (user_id);

insert into refresh_families (id, user_id, created_at, expires_at, revoked_at)
  select family_id, (array_agg(user_id))[1], min(created_at), max(expires_at),
    case when bool_and(revoked_at is not null) then max(revoked_at) end
  from refresh_tokens group by family_id;

alter table refresh_tokens add constraint refresh_tokens_family
  foreign key (family_id) references refresh_families (id) on delete cascade;

-- A token spent moments ago (two tabs refreshing at once) answers the pair it was traded for again:
-- kept encrypted with a key derived from the spent token, which only its holder has.
alter table refresh_tokens add column successor bytea;
