-- The language of the app that saved the push subscription: pushes are written in it.
alter table users add column push_locale text not null default 'pt-BR' check (push_locale in ('pt-BR', 'en-US'));
