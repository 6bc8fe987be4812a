import type { Outcome, Probe, ProbeResponse, SuiteCheck, SuiteDefinition } from '../suite-kit';
import { fail, pass, skip, verdict } from '../suite-kit';
import { roleHas } from '../../../../shared/roles';
import { computeTotals, type Cart, type CartLine } from '../../../../shared/cart.contracts';
import type { Product } from '../../../../shared/catalog.contracts';

export const EMPTY_CART = 'Your cart is empty.';
const NO_CART = 'Your role does not order, so it has no cart: the cart API refusing you is checked above.';

interface Loaded {
  res: ProbeResponse;
  cart: Cart | null;
  /** Each line's product as the catalogue serves it to you (null: not found or not offered to you). */
  products: Map<string, Product | null>;
}

/** Your cart as the API serves it, checked line by line against the catalogue and re-added. */
export const cartSuite: SuiteDefinition = async () => {
  let loaded: Promise<Loaded> | null = null;
  const load = (p: Probe) => (loaded ??= loadCart(p));
  /** Runs `check` on a cart with lines; other cases answer alike for every line check. */
  const onLines = (check: (lines: CartLine[], l: Loaded) => Outcome) => async (p: Probe) => {
    if (!roleHas(p.actor!.role, 'orders.place')) return skip(NO_CART);
    const l = await load(p);
    if (!l.cart) return fail(`Your cart could not be loaded (${l.res.status}).`, l.res.evidence);
    if (l.cart.lines.length === 0) return pass(EMPTY_CART, l.res.evidence);
    return check(l.cart.lines, l);
  };

  const checks: SuiteCheck[] = [
    {
      name: 'Your cart loads (or is refused as the matrix says)',
      run: async (p) => {
        const role = p.actor!.role;
        if (!roleHas(role, 'orders.place')) {
          const res = await p.call({ url: '/api/cart' });
          return verdict(
            res.status === 403,
            `${role} cannot order, and the cart API answers 403.`,
            `${role} cannot order, yet the cart API answered ${res.status}.`,
            res.evidence,
          );
        }
        const { res, cart } = await load(p);
        if (!cart) return fail(`GET /api/cart answered ${res.status}.`, res.evidence);
        return pass(
          cart.lines.length ? `Your cart has ${cart.lines.length} line(s) for ${cart.location?.name ?? 'no location'}.` : EMPTY_CART,
          res.evidence,
        );
      },
    },
    {
      name: 'Every product in your cart exists and is active',
      run: onLines((lines, l) => {
        const bad = lines.filter((line) => !l.products.get(line.productId)?.active).map((line) => `${line.name} (${line.sku})`);
        return verdict(
          bad.length === 0,
          `All ${lines.length} product(s) are in the catalogue and active.`,
          `Not in your catalogue or no longer active: ${bad.join(', ')}.`,
          l.res.evidence,
        );
      }),
    },
    {
      name: 'Quantities follow each product’s minimum, maximum and stock',
      run: onLines((lines, l) => {
        const problems = lines.flatMap((line) => quantityProblems(line, l.products.get(line.productId) ?? null));
        return verdict(
          problems.length === 0,
          `All ${lines.length} quantities are allowed and in stock.`,
          problems.join(' '),
          l.res.evidence,
        );
      }),
    },
    {
      name: 'Line totals and the cart total add up',
      run: onLines((lines, l) => {
        const problems = lines
          .filter((line) => line.lineTotalCentavos !== line.unitPriceCentavos * line.quantity)
          .map((line) => `${line.name}: ${line.quantity} × ${line.unitPriceCentavos} ≠ ${line.lineTotalCentavos}.`);
        const priced = lines.filter((line) => {
          const product = l.products.get(line.productId);
          return product && product.priceCentavos !== line.unitPriceCentavos;
        });
        problems.push(...priced.map((line) => `${line.name}: the cart's unit price ${line.unitPriceCentavos} is not the catalogue's.`));
        const expected = computeTotals(lines.reduce((sum, line) => sum + line.unitPriceCentavos * line.quantity, 0));
        const s = l.cart!.summary;
        for (const key of ['subtotalCentavos', 'vatCentavos', 'shippingCentavos', 'totalCentavos'] as const) {
          if (s[key] !== expected[key]) problems.push(`${key}: the API says ${s[key]}, re-added ${expected[key]}.`);
        }
        return verdict(
          problems.length === 0,
          `${lines.length} line(s) re-added: subtotal ${expected.subtotalCentavos}, VAT ${expected.vatCentavos}, shipping ${expected.shippingCentavos}, total ${expected.totalCentavos} centavos, as the API says.`,
          problems.join(' '),
          l.res.evidence,
        );
      }),
    },
  ];
  return checks;
};

function quantityProblems(line: CartLine, product: Product | null): string[] {
  if (!product) return [];
  const problems: string[] = [];
  if (line.quantity < product.minOrderQty) problems.push(`${line.name}: ${line.quantity} is below the minimum ${product.minOrderQty}.`);
  if (product.maxOrderQty !== null && line.quantity > product.maxOrderQty)
    problems.push(`${line.name}: ${line.quantity} is above the maximum ${product.maxOrderQty}.`);
  if (product.active && line.quantity > product.availability.available)
    problems.push(`${line.name}: ${line.quantity} wanted, ${product.availability.available} available.`);
  return problems;
}

async function loadCart(p: Probe): Promise<Loaded> {
  const res = await p.call({ url: '/api/cart' });
  const cart = res.status === 200 ? (res.json as Cart) : null;
  const products = new Map<string, Product | null>();
  for (const line of cart?.lines ?? []) {
    const product = await p.call({ url: `/api/catalog/products/${line.productId}` });
    products.set(line.productId, product.status === 200 ? (product.json as Product) : null);
  }
  return { res, cart, products };
}
