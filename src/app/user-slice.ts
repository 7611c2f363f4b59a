import * as z from 'zod/mini';
import type { SliceDefinition } from './persistence.ts';

const text = z.optional(z.nullable(z.string()));

/** The user's shape as the user machine keeps it (`AccountUser`), checked when read back. */
const storedAddress = z.lazy(() =>
  z.object({
    id: z.string(),
    postal_code: z.optional(z.string()),
    street: z.optional(z.string()),
    number: z.optional(z.string()),
    complement: text,
    reference_point: text,
    district: z.optional(z.string()),
    city: z.optional(z.string()),
    state: z.optional(z.string()),
    latitude: z.optional(z.number()),
    longitude: z.optional(z.number()),
    is_main: z.optional(z.boolean()),
  }),
);

const storedUser = z.lazy(() =>
  z.object({
    id: z.string(),
    name: text,
    email: text,
    birthday: text,
    phone_number: text,
    document: text,
    image: text,
    accepted_terms_at: text,
    accepted_pg_terms_at: text,
    accepted_notifications: z.optional(z.boolean()),
    can_update_email: z.optional(z.boolean()),
    password_set: z.optional(z.boolean()),
    push_token: text,
    address: z.array(storedAddress),
  }),
);

/**
 * Spec §3 "User store — persisted: user, type, tutorial seen, terms accepted, favorites, analytics id",
 * and the notifications offer turned down (optional: a slice stored before it still reads).
 */
export const userSlice = {
  key: 'user',
  version: 1,
  schema: z.lazy(() =>
    z.object({
      user: z.nullable(storedUser),
      type: z.enum(['guest', 'registered', 'b2c']),
      tutorialSeen: z.boolean(),
      tableTermsAccepted: z.boolean(),
      favorites: z.array(z.string()),
      analyticsId: z.optional(z.string()),
      pushOfferDeclined: z.optional(z.boolean()),
    }),
  ),
} satisfies SliceDefinition<z.ZodMiniType>;
