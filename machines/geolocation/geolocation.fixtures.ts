import type { GeoPoint, Place, SavedAddress } from './geolocation.types.ts';

/** Test data for the geolocation wizard and its locate step. */
export const paulistaPosition: GeoPoint = { latitude: -23.5614, longitude: -46.6559 };

export const paulistaPlace: Place = {
  postalCode: '01310-100',
  street: 'Avenida Paulista',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  latitude: -23.5613,
  longitude: -46.6562,
};

export const pinheirosPlace: Place = {
  postalCode: '05422-001',
  street: 'Rua dos Pinheiros',
  district: 'Pinheiros',
  city: 'São Paulo',
  state: 'SP',
  latitude: -23.5663,
  longitude: -46.6847,
};

export const savedPaulista: SavedAddress = {
  ...paulistaPlace,
  id: 'address-1',
  number: '1578',
  complement: 'apto 12',
  referencePoint: '',
  isMain: true,
};

export const paulistaForm = {
  street: 'Avenida Paulista',
  number: '1578',
  district: 'Bela Vista',
  complement: 'apto 12',
  referencePoint: '',
};
