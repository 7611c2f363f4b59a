import { isValidCpf } from '../../contract/cpf.ts';
import { digitsOf } from '../shared/contact.ts';
import type { ValidationErrorKey } from '../shared/error-key.ts';
import { parseBirthday } from './birthday.ts';

/** Spec §5 "Personal data collected: fullname, birthdate, cpf, terms, notifications." */
export interface PersonalData {
  name: string;
  /** As typed: dd/mm/yy or dd/mm/yyyy. */
  birthday: string;
  cpf: string;
  acceptedTerms: boolean;
  acceptedNotifications: boolean;
}

/** What the draft keeps: the trimmed name, the ISO birthday and the cpf digits. */
export interface CleanPersonalData {
  name: string;
  birthday: string;
  document: string;
  accepted_terms: boolean;
  accepted_notifications: boolean;
}

export type PersonalDataCheck =
  | { ok: true; data: CleanPersonalData }
  | { ok: false; error: ValidationErrorKey };

export function checkPersonalData(data: PersonalData, today?: string): PersonalDataCheck {
  const name = data.name.trim().replace(/\s+/g, ' ');
  if (name === '') return { ok: false, error: 'nameRequired' };
  const birthday = parseBirthday(data.birthday, today);
  if (birthday === undefined) return { ok: false, error: 'invalidBirthday' };
  if (!isValidCpf(data.cpf)) return { ok: false, error: 'invalidCpf' };
  if (data.acceptedTerms !== true) return { ok: false, error: 'termsRequired' };
  return {
    ok: true,
    data: {
      name,
      birthday,
      document: digitsOf(data.cpf),
      accepted_terms: true,
      accepted_notifications: data.acceptedNotifications,
    },
  };
}
