import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dialCodeTable, serializeDialCodes } from '../../scripts/generate-dial-codes.ts';

describe('dial-codes.json', () => {
  it('matches the libphonenumber-js metadata (run scripts/generate-dial-codes.ts if not)', () => {
    const committed = readFileSync(new URL('./dial-codes.json', import.meta.url), 'utf8');
    expect(committed).toBe(serializeDialCodes(dialCodeTable()));
  });
});
