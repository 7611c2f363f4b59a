-- The card vault and the charges are the payment provider's now (psp-sandbox/, or a real one): the
-- API keeps what the provider said a token stands for and who may use it, and names charges by the
-- provider's ids. A refund asked for and not yet answered is retried by the reconciliation.
alter table order_payments drop constraint order_payments_psp_charge_id_fkey;
alter table table_payments drop constraint table_payments_psp_charge_id_fkey;
drop table psp_charges;
alter table order_payments alter column psp_charge_id type text;
alter table table_payments alter column psp_charge_id type text;
alter table psp_tokens drop column behaviour;
alter table order_payments add column refund_requested_at timestamptz;
alter table table_payments add column refund_requested_at timestamptz;

-- Webhooks applied, by the provider's event id: a retried one is acknowledged and not applied again.
create table psp_events (
  id text primary key,
  type text not null,
  reference text not null,
  received_at timestamptz not null default now()
);

-- What the reconciliation asks the provider about.
create index order_payments_unsettled on order_payments (created_at) where status = 'PENDING';
create index table_payments_charging on table_payments (charge_started_at)
  where status = 'PENDING' and charge_started_at is not null;
