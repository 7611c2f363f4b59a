/** Where the app keeps its storage: localforage's database for the brand, and its one store. */
export function storageLocation(company: string, brand: string) {
  return { name: `${company}-${brand}`, storeName: 'app' };
}

export type StorageLocation = ReturnType<typeof storageLocation>;
