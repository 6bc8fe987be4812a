import type { DefaultValues } from 'react-hook-form';
import type { Address, AddressInput } from '../../../shared/addresses.contracts';
import type { FieldLabels } from '../../lib/form-errors';

/** The select's order: most addresses are where stock goes. */
export const ADDRESS_TYPES_IN_ORDER = ['shipping', 'billing', 'both'] as const satisfies readonly Address['type'][];

export const ADDRESS_TYPE_LABELS: Record<Address['type'], string> = {
  shipping: 'Shipping',
  billing: 'Billing',
  both: 'Both',
};

/** Field keys → names in "Invalid {field}…" messages; also the fields server errors may land on. */
export const ADDRESS_LABELS: FieldLabels<AddressInput> = {
  type: 'address type',
  recipientName: 'recipient name',
  company: 'company',
  line1: 'address line 1',
  line2: 'address line 2',
  city: 'city',
  province: 'province',
  postalCode: 'postal code',
  phone: 'phone',
  deliveryInstructions: 'delivery instructions',
  nickname: 'nickname',
  locationId: 'location',
  makeDefault: 'make default',
};

/** A blank form; the province stays unset so the select shows its "Choose…" prompt. */
export function emptyAddressForm(type: Address['type'] = 'shipping', locationId = ''): DefaultValues<AddressInput> {
  return {
    type,
    recipientName: '',
    company: '',
    line1: '',
    line2: '',
    city: '',
    postalCode: '',
    phone: '',
    deliveryInstructions: '',
    nickname: '',
    locationId,
    makeDefault: false,
  };
}

/** An existing address as form values (nulls become empty inputs). */
export function addressToForm(a: Address): DefaultValues<AddressInput> {
  return {
    type: a.type,
    recipientName: a.recipientName,
    company: a.company ?? '',
    line1: a.line1,
    line2: a.line2 ?? '',
    city: a.city,
    province: a.province as AddressInput['province'],
    postalCode: a.postalCode,
    phone: a.phone,
    deliveryInstructions: a.deliveryInstructions ?? '',
    nickname: a.nickname ?? '',
    locationId: a.location?.id ?? '',
    // Editing never takes a default away; "Make default" only adds one.
    makeDefault: false,
  };
}
