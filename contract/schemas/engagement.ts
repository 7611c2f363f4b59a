import * as z from 'zod/mini';
import { count, line, maxLength, requiredLine } from './limits.ts';

/** The marketing SDK's data centers; spec §9: DC_2 unless the brand says otherwise. */
export const dataCenter = z.enum(['DC_1', 'DC_2', 'DC_3', 'DC_4', 'DC_5', 'DC_6']);
export type DataCenter = z.infer<typeof dataCenter>;
export const DEFAULT_DATA_CENTER: DataCenter = 'DC_2';

/** Which analytics adapters the brand configures (spec §7): the GA4 data layer, the engagement SDK. */
export const analyticsConfig = z.lazy(() =>
  z.object({
    data_layer: z.boolean(),
    engagement: z.nullable(z.object({ app_id: z.string(), data_center: dataCenter })),
  }),
);
export type AnalyticsConfig = z.infer<typeof analyticsConfig>;

/** Spec §7 "Engagement events" (banner and support clicks named as the SDK's dashboards show them). */
export const engagementName = z.enum([
  'LOGIN',
  'REGISTER_STARTED',
  'SEARCH',
  'ADDRESS_REGISTERED',
  'PRODUCT_VIEWED',
  'PRODUCT_OPENED',
  'CATEGORY_VIEWED',
  'PRODUCT_FAVORITED',
  'CREDIT_CARD_ADDED',
  'BANNER_CLICKED',
  'SUPPORT_CLICKED',
  'ADDED_TO_CART',
  'REMOVED_FROM_CART',
  'PAYMENT_FAILED',
  'ORDER_COMPLETED',
  'REPURCHASE_COMPLETED',
]);
export type EngagementName = z.infer<typeof engagementName>;

/** Counts and prices in reais; what a database integer holds either way. */
const propertyNumber = z.lazy(() => z.number().check(z.minimum(-(2 ** 31 - 1)), z.maximum(2 ** 31 - 1)));
const propertyValue = z.lazy(() => z.union([line(maxLength.addressLine), propertyNumber, z.boolean()]));

/** What the engagement adapter sends: a batch of one browser's events, as the SDK batches them. */
export const engagementBatch = z.lazy(() =>
  z.object({
    app_id: requiredLine(maxLength.short),
    data_center: dataCenter,
    /** The analytics unique id of spec §3, kept in the user store. */
    unique_id: requiredLine(maxLength.id),
    user_id: z.optional(requiredLine(maxLength.id)),
    events: z
      .array(
        z.object({
          name: engagementName,
          properties: z.record(requiredLine(maxLength.id), propertyValue).check(
            z.refine((properties) => Object.keys(properties).length <= 30, {
              message: 'at most 30 properties',
            }),
          ),
          /** When it happened in the browser (ISO 8601). */
          occurred_at: z.iso.datetime(),
        }),
      )
      .check(z.minLength(1), z.maxLength(100)),
  }),
);
export type EngagementBatch = z.infer<typeof engagementBatch>;

export const engagementAccepted = z.lazy(() => z.object({ accepted: count(100) }));

const receivedEngagementEvent = z.lazy(() =>
  z.object({
    name: engagementName,
    unique_id: z.string(),
    user_id: z.nullable(z.string()),
    data_center: dataCenter,
    properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    occurred_at: z.string(),
  }),
);
export type ReceivedEngagementEvent = z.infer<typeof receivedEngagementEvent>;

/** Dev-only: the events the reference API received, oldest first. */
export const receivedEngagementEvents = z.lazy(() => z.object({ events: z.array(receivedEngagementEvent) }));
