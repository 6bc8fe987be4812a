/**
 * The one money module (issue 12 §4), shared by server and web. Amounts are whole centavos (integers) everywhere:
 * in the database, in contracts, in arithmetic. Pesos appear only at the edges: a form field the person types in
 * (converted with {@link pesosToCentavos}), a CSV cell ({@link centavosToPesoText}) and the page ({@link formatPeso}).
 *
 * Rounding rule: wherever an amount is not whole (a peso amount with more than two decimals, a percentage of an
 * amount), it is rounded to the nearest centavo, halves away from zero ("commercial" rounding: ₱0.005 → ₱0.01,
 * −₱0.005 → −₱0.01). Rates are integer basis points (1 bp = 0.01 %; 6 % = 600 bp), so a share of an amount is exact
 * integer arithmetic before that one rounding.
 */

const PESO = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' });

/** Rounds to the nearest integer, halves away from zero (Math.round sends −0.5 to −0). */
function roundHalfAway(n: number): number {
  const r = Math.sign(n) * Math.round(Math.abs(n));
  return r === 0 ? 0 : r;
}

/** "₱1,234.50" (en-PH, always two decimals). */
export function formatPeso(centavos: number): string {
  return PESO.format(centavos / 100);
}

/** "₱1,234" when the amount is whole pesos, else "₱1,234.50" (thresholds and limits in sentences). */
export function formatPesoShort(centavos: number): string {
  return formatPeso(centavos).replace(/\.00$/, '');
}

/**
 * Pesos (as typed or parsed) to whole centavos, rounded to the centavo, halves away from zero. The product is first
 * cut to 9 significant decimals so binary noise (1.005 × 100 = 100.49999…) does not decide the rounding.
 */
export function pesosToCentavos(pesos: number): number {
  return roundHalfAway(Number((pesos * 100).toFixed(9)));
}

/** Centavos to pesos as a number (for charts and inputs; never for arithmetic). */
export function centavosToPesos(centavos: number): number {
  return centavos / 100;
}

/** Centavos as a plain peso amount with two decimals and no symbol or grouping: "1234.50", "-0.05" (CSV, form fields). */
export function centavosToPesoText(centavos: number): string {
  assertCentavos(centavos);
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The sum of whole-centavo amounts; refuses fractions so a stray peso value cannot slip into a total. */
export function sumCentavos(amounts: Iterable<number>): number {
  let total = 0;
  for (const a of amounts) {
    assertCentavos(a);
    total += a;
  }
  return total;
}

/**
 * `basisPoints` (1 bp = 0.01 %) of an amount, in whole centavos, rounded half away from zero:
 * `percentOf(1_000_00, 600)` (6 % of ₱1,000) is 60_00; `percentOf(12_345, 200)` (2 % of ₱123.45 = 246.9) is 247.
 */
export function percentOf(centavos: number, basisPoints: number): number {
  assertCentavos(centavos);
  if (!Number.isInteger(basisPoints)) throw new RangeError(`Basis points must be whole: ${basisPoints}`);
  const product = centavos * basisPoints; // exact: |product| stays far below 2^53 for any amount the app holds
  const whole = Math.trunc(product / 10_000);
  const rest = product - whole * 10_000;
  const r = Math.abs(rest) * 2 >= 10_000 ? whole + Math.sign(product) : whole;
  return r === 0 ? 0 : r;
}

/** Basis points as the percent a person reads or types: 600 → 6, 250 → 2.5. */
export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

/** A percent as typed (at most two decimals kept) to basis points: 6 → 600, 2.5 → 250. */
export function percentToBasisPoints(percent: number): number {
  return roundHalfAway(Number((percent * 100).toFixed(9)));
}

function assertCentavos(n: number): void {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not a whole number of centavos: ${n}`);
}
