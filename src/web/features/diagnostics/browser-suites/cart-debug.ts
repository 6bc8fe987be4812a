import { computeTotals, type Cart } from '../../../../shared/cart.contracts';
import type { CheckResult } from '../../../../shared/diagnostics.contracts';
import { fail, pass, redactedJson, skip, timed, verdict, type Probe, type ProbeResponse } from './check-kit';

/**
 * cart-debug: the steps of loading the signed-in user's cart in this browser, each timed with its request and
 * response: the session, the cart (or, for a role without orders.place, the API's refusal), each product in it as the
 * catalogue has it now, and the totals worked out again from the lines.
 */

/** Products looked up one by one: enough to see a pattern without a hundred requests. */
export const MAX_PRODUCTS_CHECKED = 20;

interface SessionAnswer {
  user: { role: string } | null;
  permissions: { granted?: string[] } | null;
}

const isCart = (json: unknown): json is Cart =>
  typeof json === 'object' && json !== null && Array.isArray((json as Cart).lines) && typeof (json as Cart).summary === 'object';

/** What the totals should be for these lines (DESIGN 5), beside what the cart says. */
export function totalsMismatch(cart: Cart): string[] {
  const lineErrors = cart.lines
    .filter((l) => l.lineTotalCentavos !== l.unitPriceCentavos * l.quantity)
    .map((l) => `${l.sku}: line total ${l.lineTotalCentavos} ≠ ${l.quantity} × ${l.unitPriceCentavos}`);
  const want = { ...computeTotals(cart.lines.reduce((sum, l) => sum + l.unitPriceCentavos * l.quantity, 0)), itemCount: cart.lines.length };
  const got = cart.summary as Record<string, number>;
  const fieldErrors = (Object.keys(want) as (keyof typeof want)[])
    .filter((k) => got[k] !== want[k])
    .map((k) => `${k} ${got[k]} ≠ ${want[k]}`);
  const canCheckout = cart.lines.length > 0 && cart.lines.every((l) => l.issues.length === 0);
  const checkoutErrors = cart.canCheckout === canCheckout ? [] : [`canCheckout is ${cart.canCheckout}, the lines say ${canCheckout}`];
  return [...lineErrors, ...fieldErrors, ...checkoutErrors];
}

export async function cartDebugChecks(probe: Probe): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  let session: SessionAnswer | null = null;
  results.push(
    await timed('Session: GET /api/session', async () => {
      const res = await probe({ url: '/api/session' });
      const answer = res.json as SessionAnswer | undefined;
      if (res.status !== 200 || !answer?.user)
        return fail(`Expected a signed-in session, got ${res.status}${answer && !answer.user ? ' (signed out)' : ''}.`, res.evidence);
      session = answer;
      return pass(`Signed in as ${answer.user.role} (${res.ms} ms).`, res.evidence);
    }),
  );
  const signedIn = session as SessionAnswer | null;
  if (!signedIn?.user) return results;
  const mayOrder = signedIn.permissions?.granted?.includes('orders.place') ?? signedIn.user.role === 'franchisee';

  let cart: Cart | null = null;
  results.push(
    await timed('Cart: GET /api/cart', async () => {
      const res = await probe({ url: '/api/cart' });
      if (!mayOrder)
        return verdict(
          res.status === 403,
          `Refused with 403: ${signedIn.user?.role} has no cart (orders.place), as the permission matrix says.`,
          `Expected 403 for ${signedIn.user?.role} (no orders.place), got ${res.status}.`,
          res.evidence,
        );
      if (res.status !== 200 || !isCart(res.json)) return fail(`Expected the cart, got ${res.status}.`, res.evidence);
      cart = res.json;
      const where = cart.location ? ` for ${cart.location.name}` : ' (no ordering location chosen)';
      return pass(`${cart.lines.length} line(s)${where}, loaded in ${res.ms} ms.`, res.evidence);
    }),
  );
  const loaded = cart as Cart | null;

  results.push(
    await timed('Products in the cart: GET /api/catalog/products/:id', async () => {
      if (!mayOrder) return skip(`${signedIn.user?.role} has no cart.`);
      if (!loaded) return skip('The cart did not load.');
      if (loaded.lines.length === 0) return skip('The cart is empty: no products to load.');
      const lines = loaded.lines.slice(0, MAX_PRODUCTS_CHECKED);
      const answers: { sku: string; res: ProbeResponse }[] = [];
      for (const line of lines)
        answers.push({ sku: line.sku, res: await probe({ url: `/api/catalog/products/${encodeURIComponent(line.productId)}` }) });
      const problems: string[] = [];
      lines.forEach((line, i) => {
        const { res } = answers[i];
        const product = res.json as { priceCentavos?: number; active?: boolean } | undefined;
        const flagged = line.issues.some((x) => x.code === 'INACTIVE' || x.code === 'NOT_AVAILABLE_FOR_BRAND');
        if (res.status === 404 || product?.active === false) {
          if (!flagged) problems.push(`${line.sku} is no longer orderable but its line has no issue`);
        } else if (res.status !== 200) problems.push(`${line.sku}: ${res.status}`);
        else if (product?.priceCentavos !== line.unitPriceCentavos)
          problems.push(`${line.sku}: the catalogue's price ${product?.priceCentavos} ≠ the line's ${line.unitPriceCentavos}`);
      });
      const evidence = {
        request: `GET /api/catalog/products/:id × ${lines.length}`,
        response: redactedJson(answers.map(({ sku, res }) => ({ sku, status: res.status, ms: res.ms }))),
      };
      const slowest = Math.max(...answers.map((a) => a.res.ms));
      return problems.length > 0
        ? fail(`${problems.join('; ')}.`, evidence)
        : pass(`${lines.length} product(s) match their lines (slowest ${slowest} ms).`, evidence);
    }),
  );

  results.push(
    await timed('Totals recomputed from the lines', () => {
      if (!mayOrder) return skip(`${signedIn.user?.role} has no cart.`);
      if (!loaded) return skip('The cart did not load.');
      const problems = totalsMismatch(loaded);
      const evidence = {
        request: 'computeTotals(Σ quantity × unit price)',
        response: redactedJson({ summary: loaded.summary, canCheckout: loaded.canCheckout }),
      };
      return problems.length > 0
        ? fail(`${problems.join('; ')}.`, evidence)
        : pass(`Subtotal, VAT, shipping, total and item count agree (${loaded.lines.length} line(s)).`, evidence);
    }),
  );
  return results;
}
