import { describe, expect, it } from 'vitest';
import { formatLocation } from './formatted-location.ts';

const paulista = {
  street: 'Avenida Paulista',
  number: '1578',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

describe('formatted location', () => {
  it('joins street, number, district, city and state with commas', () => {
    expect(formatLocation(paulista)).toBe('Avenida Paulista, 1578, Bela Vista, São Paulo, SP');
  });

  it('skips empty parts (a place before its number is typed, a CEP without a district)', () => {
    expect(formatLocation({ ...paulista, number: '' })).toBe('Avenida Paulista, Bela Vista, São Paulo, SP');
    expect(formatLocation({ ...paulista, number: '  ', district: '' })).toBe(
      'Avenida Paulista, São Paulo, SP',
    );
    expect(formatLocation({ street: '', number: '', district: '', city: '', state: '' })).toBe('');
  });

  it('trims each part', () => {
    expect(formatLocation({ ...paulista, street: ' Avenida Paulista ' })).toBe(
      'Avenida Paulista, 1578, Bela Vista, São Paulo, SP',
    );
  });
});
