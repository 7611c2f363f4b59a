import { withCheckDigits } from '../../contract/cpf.ts';

/** The demo customer; the main address is inside Brasa Grill Centro's delivery area. */
export const demoCustomer = {
  email: 'cliente@exemplo.com.br',
  password: 'Cliente@123',
  name: 'Maria Oliveira',
  phone_number: '+5511987654321',
  document: withCheckDigits('390533447'),
  birthday: '1990-05-14',
  addresses: [
    {
      label: 'casa',
      postal_code: '01014-000',
      street: 'Rua Boa Vista',
      number: '280',
      complement: 'Apto 52',
      reference_point: 'Perto do Pateo do Collegio',
      district: 'Centro Histórico',
      city: 'São Paulo',
      state: 'SP',
      latitude: -23.5456,
      longitude: -46.6332,
      is_main: true,
    },
    {
      label: 'trabalho',
      postal_code: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: '12º andar',
      reference_point: null,
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      latitude: -23.5614,
      longitude: -46.6559,
      is_main: false,
    },
  ],
};
