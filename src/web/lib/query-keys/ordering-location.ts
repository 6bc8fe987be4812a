/**
 * The ordering location lives in the spec's "franchises" cache family (list, detail, locations).
 * Changing it switches the cart and the catalogue, so those families are named here too: the
 * selection mutation invalidates them by key without importing the other features.
 */
export const orderingLocationKeys = {
  ordering: ['franchises', 'locations', 'ordering'] as const,
};

/** Families that depend on the selected location (cart per location; catalogue per brand). */
export const LOCATION_DEPENDENT_KEYS = [['cart'], ['products']] as const;
