import { z } from 'zod';
import { ZLine, ZOptionalLine, ZOptionalMultiline, listOf } from './http';
import { PH_PROVINCES } from './ph-provinces';

/** Address book contracts. */

export const ADDRESS_TYPES = ['shipping', 'billing', 'both'] as const;
export { PH_PROVINCES } from './ph-provinces';

export const ZAddressInput = z.object({
  type: z.enum(ADDRESS_TYPES, { error: 'Choose billing, shipping or both.' }),
  recipientName: ZLine(120).min(1, 'Recipient name is required.'),
  company: ZOptionalLine(120),
  line1: ZLine(200).min(1, 'Address line 1 is required.'),
  line2: ZOptionalLine(200),
  city: ZLine(80).min(1, 'City is required.'),
  province: z.enum(PH_PROVINCES, { error: 'Choose a Philippine province.' }),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Postal code must be 4 digits.'),
  phone: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^(\+63|0)\d{10}$/, 'Phone must be +63 or 0 followed by 10 digits.')),
  deliveryInstructions: ZOptionalMultiline(500),
  nickname: ZOptionalLine(60),
  /** The user's own location this address serves; '' or null: none. Omitted on an edit: unchanged. */
  locationId: z
    .union([z.string().uuid('Choose one of your locations.'), z.literal(''), z.null()], { error: 'Choose one of your locations.' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  makeDefault: z.boolean().optional(),
});
export type AddressInput = z.input<typeof ZAddressInput>;
export type AddressData = z.output<typeof ZAddressInput>;

export const ZAddress = z.object({
  id: z.string(),
  type: z.enum(ADDRESS_TYPES),
  recipientName: z.string(),
  company: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  deliveryInstructions: z.string().nullable(),
  nickname: z.string().nullable(),
  /** The location this address is linked to (null: none); the name is null when the user can no longer see it. */
  location: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  isDefaultShipping: z.boolean(),
  isDefaultBilling: z.boolean(),
  createdAt: z.string(),
});
export type Address = z.infer<typeof ZAddress>;
export const ZAddressList = listOf(ZAddress);
export const ZSetDefault = z.object({ kind: z.enum(['shipping', 'billing']) });
