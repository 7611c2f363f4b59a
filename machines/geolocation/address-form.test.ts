import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS, checkAddressForm, emptyForm, formOfPlace, newAddressOf } from './address-form.ts';
import { paulistaPlace } from './geolocation.fixtures.ts';

const filled = { ...formOfPlace(paulistaPlace), number: '1578' };

describe('the address form', () => {
  it('starts from the place: street and district filled, the number left to type', () => {
    expect(formOfPlace(paulistaPlace)).toEqual({
      ...emptyForm,
      street: 'Avenida Paulista',
      district: 'Bela Vista',
    });
  });

  it('passes with a number, and complement and reference point are optional', () => {
    expect(checkAddressForm(filled)).toEqual({});
  });

  it('requires the number, the street and the district', () => {
    expect(checkAddressForm({ ...filled, number: '  ' })).toEqual({ number: 'required' });
    expect(checkAddressForm({ ...filled, street: '', district: '' })).toEqual({
      street: 'required',
      district: 'required',
    });
  });

  it('bounds every field', () => {
    const long = (field: keyof typeof ADDRESS_LIMITS) => 'x'.repeat(ADDRESS_LIMITS[field] + 1);
    expect(
      checkAddressForm({
        street: long('street'),
        number: long('number'),
        district: long('district'),
        complement: long('complement'),
        referencePoint: long('referencePoint'),
      }),
    ).toEqual({
      street: 'tooLong',
      number: 'tooLong',
      district: 'tooLong',
      complement: 'tooLong',
      referencePoint: 'tooLong',
    });
    expect(checkAddressForm({ ...filled, complement: ` ${'x'.repeat(ADDRESS_LIMITS.complement)} ` })).toEqual(
      {},
    );
  });

  it('makes the address to save from the place and the trimmed form', () => {
    expect(newAddressOf(paulistaPlace, { ...filled, number: ' 1578 ', complement: ' apto 12 ' })).toEqual({
      ...paulistaPlace,
      number: '1578',
      complement: 'apto 12',
      referencePoint: '',
    });
  });

  it('lets the visitor correct the street and district of the place', () => {
    const corrected = newAddressOf(paulistaPlace, {
      ...filled,
      street: 'Alameda Santos',
      district: 'Jardins',
    });
    expect(corrected).toMatchObject({ street: 'Alameda Santos', district: 'Jardins', city: 'São Paulo' });
  });
});
