/** weekday 0 = Sunday; times are São Paulo local time. */
type Hours = Array<[weekday: number, start: string, end: string]>;

export interface SeedStore {
  code: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  serviceRadiusM: number;
  deliveryFeeCents: number;
  deliveryFeePerKmCents: number;
  prepMinutes: number;
  hours: Hours;
  /** Table codes with their seats; the last `outdoor` tables are on the terrace. */
  tables: { seats: number[]; outdoor: number };
}

const everyDay = (start: string, end: string): Hours => [0, 1, 2, 3, 4, 5, 6].map((day) => [day, start, end]);

export const demoStores: SeedStore[] = [
  {
    code: 'centro',
    name: 'Brasa Grill Centro',
    address: 'Rua Quinze de Novembro, 150 – Centro Histórico, São Paulo – SP, 01013-000',
    latitude: -23.54771,
    longitude: -46.63431,
    serviceRadiusM: 4500,
    deliveryFeeCents: 590,
    deliveryFeePerKmCents: 120,
    prepMinutes: 20,
    hours: [[0, '11:00', '17:00'], ...everyDay('11:00', '23:00').slice(1)],
    tables: { seats: [2, 2, 4, 4, 4, 4, 6, 4, 6, 8, 2, 4], outdoor: 2 },
  },
  {
    code: 'pinheiros',
    name: 'Brasa Grill Pinheiros',
    address: 'Rua dos Pinheiros, 758 – Pinheiros, São Paulo – SP, 05422-001',
    latitude: -23.56641,
    longitude: -46.68337,
    serviceRadiusM: 5000,
    deliveryFeeCents: 690,
    deliveryFeePerKmCents: 100,
    prepMinutes: 25,
    hours: [...everyDay('11:30', '23:00').slice(0, 5), [5, '11:30', '23:59'], [6, '11:30', '23:59']],
    tables: { seats: [4, 4, 4, 4, 2, 2, 6, 6], outdoor: 0 },
  },
];
