import { pinheirosPlace, savedPaulista } from '../geolocation/geolocation.fixtures.ts';
import type { SavedAddress } from '../geolocation/geolocation.types.ts';

/** Test data for the address book: the main address and a second one. */
export const mainAddress: SavedAddress = savedPaulista;

export const secondAddress: SavedAddress = {
  ...pinheirosPlace,
  id: 'address-2',
  number: '300',
  complement: '',
  referencePoint: 'perto do metrô',
  isMain: false,
};

export const bothAddresses = [mainAddress, secondAddress];

/** The list once the second address became the main one. */
export const secondMadeMain = [
  { ...secondAddress, isMain: true },
  { ...mainAddress, isMain: false },
];

export const offline = { key: 'network' };
