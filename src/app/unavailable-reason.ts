import { type UnavailableReason, unavailableReason } from '../../contract/schemas/catalog.ts';

/** The reason a 412 carries (spec §8), as the unavailable-service modal knows them. */
export const reasonOf = (code: string | undefined): UnavailableReason =>
  unavailableReason.options.find((reason) => reason === code) ?? 'UNAVAILABLE_TODAY';
