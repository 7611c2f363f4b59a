import type * as z from 'zod/mini';

/**
 * The schema a lazy one stands for, built now: for `z.extend` and `z.omit`, which take the object
 * itself. Called inside another `z.lazy`, it builds nothing before that one's first use.
 */
export const built = <T extends z.ZodMiniType>(schema: z.ZodMiniLazy<T>): T => schema._zod.innerType;
