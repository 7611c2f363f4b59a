import type { MenuItem, OptionGroup, TableMenu, TableOrderInput } from './table-order.types.ts';

/** Test data for the table-order machine. */
export const picanha: MenuItem = {
  id: 'picanha',
  name: 'Picanha na brasa',
  description: 'Com farofa e vinagrete',
  image: '/media/items/picanha',
  priceCents: 8990,
  available: true,
};
export const guarana: MenuItem = { ...picanha, id: 'guarana', name: 'Guaraná', priceCents: 790 };
export const soldOut: MenuItem = { ...picanha, id: 'costela', name: 'Costela', available: false };

export const menu: TableMenu = {
  serviceId: 'service-takeout',
  sections: [
    { id: 'grill', name: 'Na brasa', items: [picanha, soldOut] },
    { id: 'drinks', name: 'Bebidas', items: [guarana] },
  ],
};

/** Picanha: doneness required (one), up to two extras. */
export const doneness: OptionGroup = {
  id: 'doneness',
  name: 'Ponto da carne',
  min: 1,
  max: 1,
  available: true,
  choices: [
    { id: 'rare', name: 'Mal passada', priceCents: 0, available: true },
    { id: 'medium', name: 'Ao ponto', priceCents: 0, available: true },
    { id: 'well', name: 'Bem passada', priceCents: 0, available: false },
  ],
};
export const extras: OptionGroup = {
  id: 'extras',
  name: 'Acompanhamentos extras',
  min: 0,
  max: 2,
  available: true,
  choices: [
    { id: 'rice', name: 'Arroz', priceCents: 900, available: true },
    { id: 'fries', name: 'Fritas', priceCents: 1200, available: true },
    { id: 'salad', name: 'Salada', priceCents: 1000, available: true },
  ],
};
export const picanhaOptions = [doneness, extras];

export const diner: TableOrderInput = {
  sessionId: 'session-1',
  userSessionId: 'seat-1',
  seatToken: 'seat-token-1',
  storeId: 'centro',
  position: undefined,
};
