import type { UnavailableReason } from '../../contract/schemas/catalog.ts';

/**
 * The reason a 412 carries (spec §8), as the unavailable-service modal knows them. Its schema comes
 * with the client, which a 412 means is already downloaded.
 */
export async function reasonOf(code: string | undefined): Promise<UnavailableReason> {
  const { unavailableReason } = await import('../../contract/schemas/catalog.ts');
  return unavailableReason.options.find((reason) => reason === code) ?? 'UNAVAILABLE_TODAY';
}
