import type { FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';
import { TextareaField } from './textarea-field';

/** The contracts' limit for a reason or note given with a decision (ZMultiline(500) in shared/*.contracts.ts). */
const REASON_MAX_LENGTH = 500;

/**
 * The reason (or comment) given with a decision — cancelling, rejecting, disabling: three rows, the contracts'
 * 500-character limit. `required` marks it for the browser and for screen readers (`aria-required`); the contract
 * still says why a blank one is refused.
 */
export function ReasonField<T extends FieldValues>({
  required,
  'aria-required': ariaRequired = required,
  ...field
}: FieldProps<T> & {
  required?: boolean;
  /** Required only for some choices (disabling an account): said to screen readers, the contract decides. */
  'aria-required'?: boolean;
}) {
  return <TextareaField {...field} rows={3} maxLength={REASON_MAX_LENGTH} required={required} aria-required={ariaRequired} />;
}
