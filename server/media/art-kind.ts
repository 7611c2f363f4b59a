/** The food illustrations the media endpoints can draw; categories, items and banners name one. */
export const artKinds = [
  'burger',
  'steak',
  'skewer',
  'pastel',
  'feijoada',
  'fries',
  'salad',
  'drink',
  'dessert',
  'table',
] as const;
export type ArtKind = (typeof artKinds)[number];
