import { describe, expect, it } from 'vitest';
import { checkPersonalData, type PersonalData } from './personal-data.ts';

const typed: PersonalData = {
  name: '  Ana   Souza ',
  birthday: '31/05/90',
  cpf: '529.982.247-25',
  acceptedTerms: true,
  acceptedNotifications: false,
};

describe('"Personal data collected: fullname, birthdate, cpf, terms, notifications."', () => {
  it('cleans what was typed for the draft', () => {
    expect(checkPersonalData(typed)).toEqual({
      ok: true,
      data: {
        name: 'Ana Souza',
        birthday: '1990-05-31',
        document: '52998224725',
        accepted_terms: true,
        accepted_notifications: false,
      },
    });
  });

  it.each([
    ['nameRequired', { name: '  ' }],
    ['invalidBirthday', { birthday: '31/02/90' }],
    ['invalidCpf', { cpf: '529.982.247-26' }],
    ['termsRequired', { acceptedTerms: false }],
  ])('refuses with %s', (error, change) => {
    expect(checkPersonalData({ ...typed, ...change })).toEqual({ ok: false, error });
  });
});
