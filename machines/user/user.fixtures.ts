import type { AccountUser, UserAddress } from './user.types.ts';

/** Test data for the account machines. */
export const address: UserAddress = {
  id: 'address-1',
  postal_code: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  is_main: true,
};

export const completeUser: AccountUser = {
  id: 'user-1',
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone_number: '+5511987654321',
  document: '52998224725',
  address: [address],
};

export const newUser: AccountUser = {
  id: 'user-2',
  name: 'Bruno Lima',
  email: 'bruno@example.com',
  phone_number: '+5511912345678',
  document: '11144477735',
  address: [],
};
