/** Bills already running when the demo starts: centro tables 7 and 9 (item slug → quantity). */
export const openBills: Array<{
  store: string;
  table: string;
  items: Array<[slug: string, quantity: number]>;
}> = [
  {
    store: 'centro',
    table: '7',
    items: [
      ['picanha-na-brasa', 1],
      ['pastel-de-queijo', 1],
      ['batata-frita', 1],
      ['chopp-pilsen', 3],
      ['caipirinha-de-limao', 1],
      ['refrigerante', 2],
    ],
  },
  {
    store: 'centro',
    table: '9',
    items: [
      ['brasa-classico', 2],
      ['cheddar-bacon', 1],
      ['smash-duplo', 1],
      ['batata-cheddar-bacon', 1],
      ['suco-de-laranja', 2],
      ['chopp-pilsen', 2],
      ['petit-gateau', 2],
    ],
  },
];
