/**
 * Writes src/lib/dial-codes.json (ISO 3166 region → calling code) from libphonenumber-js metadata, so
 * the app ships a ~1 KiB table instead of the library's metadata. Run: `npx tsx scripts/generate-dial-codes.ts`.
 */
import { writeFileSync } from 'node:fs';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

export function dialCodeTable(): Record<string, string> {
  const table: Record<string, string> = {};
  for (const iso of [...getCountries()].sort()) table[iso] = getCountryCallingCode(iso);
  return table;
}

export function serializeDialCodes(table: Record<string, string>): string {
  return `${JSON.stringify(table, null, 2)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = new URL('../src/lib/dial-codes.json', import.meta.url);
  writeFileSync(target, serializeDialCodes(dialCodeTable()));
  console.log(`Wrote ${Object.keys(dialCodeTable()).length} dial codes to ${target.pathname}`);
}
