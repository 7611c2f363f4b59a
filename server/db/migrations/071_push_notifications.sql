-- Web push (spec §1, §9): what each customer was last told, so a sweep tells every change once.
-- The VAPID keys live in app_secrets (kept by a reset: subscriptions made with them stay valid).
alter table orders add column notified_status text;
alter table table_sessions add column settled_notified_at timestamptz;
