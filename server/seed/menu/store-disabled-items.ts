/** Dishes a store has taken off its own menu (sold out, no equipment), by store code; the brand keeps them. */
export const storeDisabledItems: Record<string, readonly string[]> = {
  centro: ['costela-fogo-de-chao', 'cerveja-ipa'],
  pinheiros: ['feijoada-completa', 'churros'],
};
