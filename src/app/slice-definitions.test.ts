import { describe, expect, it } from 'vitest';
import * as definitions from './slice-definitions.ts';

describe('the persisted slices’ definitions', () => {
  // They download at every start, beside the storage read; a new visitor has nothing stored to check.
  it('build each schema when a stored value is first checked, not when they load', () => {
    for (const slice of Object.values(definitions))
      expect(slice.schema._zod.def.type, slice.key).toBe('lazy');
  });
});
