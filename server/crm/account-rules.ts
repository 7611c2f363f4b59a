import * as z from 'zod/mini';
import { cpfDigits, isValidCpf } from '../../contract/cpf.ts';
import { strongPassword } from '../../contract/schemas/auth.ts';
import { HttpError } from '../http/http-error.ts';
import { hashPassword } from './passwords.ts';

/** The scrypt hash of a password that meets the policy; 422 WEAK_PASSWORD otherwise. */
export function newPasswordHash(password: string): Promise<string> {
  if (!z.safeParse(strongPassword, password).success) {
    throw new HttpError(422, 'password needs at least 8 characters with letters and digits', 'WEAK_PASSWORD');
  }
  return hashPassword(password);
}

/** The 11 digits of a valid CPF; 422 INVALID_DOCUMENT otherwise. */
export function validCpf(document: string): string {
  const digits = cpfDigits(document);
  if (!isValidCpf(digits)) throw new HttpError(422, 'invalid CPF', 'INVALID_DOCUMENT');
  return digits;
}

export const invalidCode = () => new HttpError(400, 'invalid_code', 'INVALID_CODE');
