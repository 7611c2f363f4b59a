-- The receipt of a PIX payment is sent when the bank says it was paid: it keeps the payer's language.
alter table table_payments add column payer_locale text not null default 'pt-BR';
