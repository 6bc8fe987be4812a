import { z } from 'zod';

/** An email a form may leave blank: '' and null are stored as null (a location's or a supplier's contact). */
export const ZOptionalEmail = z
  .string()
  .trim()
  .max(254)
  .email('Invalid email. Please check your input.')
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null));
