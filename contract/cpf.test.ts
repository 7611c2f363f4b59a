import { describe, expect, it } from 'vitest';
import { formatCpf, isValidCpf } from './cpf.ts';

describe('CPF check digits', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '390.533.447-05'])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    ['a wrong first check digit', '529.982.247-35'],
    ['a wrong second check digit', '529.982.247-26'],
    ['repeated digits', '111.111.111-11'],
    ['too few digits', '529.982.247-2'],
    ['too many digits', '529.982.247-255'],
    ['nothing', ''],
  ])('refuses %s', (_, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
});

describe('a CPF as people write it', () => {
  it('punctuates 11 digits and leaves anything else as it is', () => {
    expect(formatCpf('39053344705')).toBe('390.533.447-05');
    expect(formatCpf('390.533.447-05')).toBe('390.533.447-05');
    expect(formatCpf('123')).toBe('123');
  });
});
