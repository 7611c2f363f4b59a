-- Profile pictures as files of their own: the user's `image` is the URL of one, not the bytes inline
-- in every read of the user. A new picture gets a new id (the URL is cached for good); erasing the
-- account (or the picture) deletes the row.
create table profile_images (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references users (id) on delete cascade,
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp', 'image/gif')),
  bytes bytea not null,
  created_at timestamptz not null default now()
);

insert into profile_images (user_id, content_type, bytes)
select id, substring(image from '^data:([a-z/]+);base64,'), decode(substring(image from ',(.*)$'), 'base64')
from users
where image ~ '^data:image/(jpeg|png|webp|gif);base64,';

alter table users drop column image;
