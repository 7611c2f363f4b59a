import type { ServiceType } from '../../contract/schemas/catalog.ts';
import type { Position } from '../catalog/polygon.ts';

/** weekday 0 = Sunday; times are São Paulo local time; an end before the start runs past midnight. */
type Hours = Array<[weekday: number, start: string, end: string]>;

export interface SeedStore {
  code: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  /** Delivery areas, GeoJSON Polygon coordinates: the outline, then any holes. */
  areas: Position[][][];
  /** [up to metres, fee in cents, ride minutes], nearest band first. */
  bands: Array<[upToM: number, feeCents: number, rideMinutes: number]>;
  prepMinutes: number;
  hours: Hours;
  /** Services with narrower hours than the store's. */
  serviceHours: Partial<Record<ServiceType, Hours>>;
  /** `YYYY-MM-DD` days the store stays closed. */
  closedDays: Array<[day: string, reason: string]>;
  /** Table codes with their seats; the last `outdoor` tables are on the terrace. */
  tables: { seats: number[]; outdoor: number };
}

const days = (weekdays: number[], ...spans: Array<[string, string]>): Hours =>
  weekdays.flatMap((weekday) => spans.map(([start, end]): Hours[number] => [weekday, start, end]));

const holidays: SeedStore['closedDays'] = [
  ['2026-12-25', 'Natal'],
  ['2027-01-01', 'Confraternização Universal'],
  ['2027-12-25', 'Natal'],
  ['2028-01-01', 'Confraternização Universal'],
];

export const demoStores: SeedStore[] = [
  {
    code: 'centro',
    name: 'Brasa Grill Centro',
    address: 'Rua Quinze de Novembro, 150 – Centro Histórico, São Paulo – SP, 01013-000',
    latitude: -23.54771,
    longitude: -46.63431,
    // Centro, República, Santa Ifigênia, Luz, Bom Retiro, Brás, Liberdade, Bela Vista up to the
    // Paulista, Santa Cecília and Vila Buarque; not the Parque Dom Pedro II (park and bus terminal).
    areas: [
      [
        [
          [-46.658, -23.528],
          [-46.64, -23.518],
          [-46.62, -23.523],
          [-46.608, -23.54],
          [-46.612, -23.556],
          [-46.626, -23.57],
          [-46.642, -23.572],
          [-46.654, -23.563],
          [-46.659, -23.548],
          [-46.658, -23.528],
        ],
        [
          [-46.63, -23.544],
          [-46.6255, -23.544],
          [-46.6255, -23.5515],
          [-46.63, -23.5515],
          [-46.63, -23.544],
        ],
      ],
    ],
    bands: [
      [1500, 490, 10],
      [3000, 690, 15],
      [5000, 990, 25],
    ],
    prepMinutes: 20,
    hours: [
      ...days([0], ['11:00', '17:00']),
      ...days([1, 2, 3, 4], ['11:00', '15:00'], ['18:00', '23:00']),
      ...days([5, 6], ['11:00', '15:00'], ['18:00', '02:00']),
    ],
    serviceHours: {
      delivery: [
        ...days([0], ['11:30', '16:30']),
        ...days([1, 2, 3, 4], ['11:30', '14:30'], ['18:30', '22:30']),
        ...days([5, 6], ['11:30', '14:30'], ['18:30', '01:30']),
      ],
    },
    closedDays: holidays,
    tables: { seats: [2, 2, 4, 4, 4, 4, 6, 4, 6, 8, 2, 4], outdoor: 2 },
  },
  {
    code: 'pinheiros',
    name: 'Brasa Grill Pinheiros',
    address: 'Rua dos Pinheiros, 758 – Pinheiros, São Paulo – SP, 05422-001',
    latitude: -23.56641,
    longitude: -46.68337,
    // Pinheiros, Vila Madalena, Alto de Pinheiros up to the river, Sumarezinho, Perdizes, Pacaembu,
    // Jardins and Cerqueira César from the Paulista down to the Faria Lima and Itaim's north.
    areas: [
      [
        [
          [-46.662, -23.54],
          [-46.656, -23.55],
          [-46.652, -23.558],
          [-46.656, -23.57],
          [-46.67, -23.584],
          [-46.69, -23.59],
          [-46.6995, -23.58],
          [-46.7035, -23.5725],
          [-46.7125, -23.564],
          [-46.7185, -23.553],
          [-46.71, -23.542],
          [-46.7, -23.537],
          [-46.68, -23.533],
          [-46.662, -23.54],
        ],
      ],
    ],
    bands: [
      [2000, 590, 12],
      [4000, 790, 18],
      [6000, 1090, 28],
    ],
    prepMinutes: 25,
    // Closed on Mondays.
    hours: [
      ...days([0], ['11:30', '17:00']),
      ...days([2, 3, 4], ['11:30', '15:00'], ['18:00', '23:30']),
      ...days([5, 6], ['11:30', '15:00'], ['18:00', '02:00']),
    ],
    serviceHours: {},
    closedDays: [['2026-12-24', 'Véspera de Natal'], ...holidays],
    tables: { seats: [4, 4, 4, 4, 2, 2, 6, 6], outdoor: 0 },
  },
];
