-- A code e-mailed or texted to an account whose sign-ins many clients failed: the password alone no longer opens it.
alter table verification_codes drop constraint verification_codes_purpose_check;
alter table verification_codes add constraint verification_codes_purpose_check
  check (purpose in ('register', 'recovery', 'sign-in'));
