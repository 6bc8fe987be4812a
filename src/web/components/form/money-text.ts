import { centavosToPesoText, pesosToCentavos } from '../../../shared/money';

/**
 * What a peso box holds, read as centavos. People type "1,250", "1250.5", "₱ 99.99"; the form works in whole
 * centavos (shared/money.ts). Text that is not a peso amount, or has more than two decimals (which would be
 * rounded silently), is a problem the field reports in place: nothing typed is thrown away.
 */
export type PesoText = { kind: 'blank' } | { kind: 'amount'; centavos: number } | { kind: 'problem'; message: string };

export const NOT_AN_AMOUNT = 'Enter an amount in pesos, e.g. 2500.';
export const TOO_MANY_DECIMALS = 'Use at most 2 decimal places.';

export function readPesoText(text: string): PesoText {
  const cleaned = text.replace(/[₱,\s]/g, '');
  if (cleaned === '') return { kind: 'blank' };
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return { kind: 'problem', message: NOT_AN_AMOUNT };
  if (/\.\d{3,}$/.test(cleaned)) return { kind: 'problem', message: TOO_MANY_DECIMALS };
  const pesos = Number(cleaned);
  if (!Number.isFinite(pesos)) return { kind: 'problem', message: NOT_AN_AMOUNT };
  return { kind: 'amount', centavos: pesosToCentavos(pesos) };
}

/**
 * The form value for a peso box: centavos, null when blank, NaN when the text is not an amount (so the contract's
 * own "Invalid …" message is reported and the submit is refused).
 */
export function pesoTextToValue(text: string): number | null {
  const read = readPesoText(text);
  return read.kind === 'blank' ? null : read.kind === 'amount' ? read.centavos : Number.NaN;
}

/** The text a peso box shows for a form value: "1250.50", '' for null; NaN never reaches here from outside. */
export function valueToPesoText(centavos: number | null | undefined): string {
  return typeof centavos === 'number' && Number.isSafeInteger(centavos) ? centavosToPesoText(centavos) : '';
}

/** Whether the typed text already stands for `value` (so an outside change is not echoed back over the typing). */
export function textMatchesValue(text: string, value: number | null | undefined): boolean {
  const read = pesoTextToValue(text);
  if (value === undefined || value === null) return read === null;
  if (Number.isNaN(value)) return read !== null && Number.isNaN(read);
  return read === value;
}
