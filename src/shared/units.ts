/**
 * Units of measure as products store them (catalog `unit`): one singular word, lower case ('bottle', 'pack',
 * 'box', 'case', 'sack') or an abbreviation ('kg', 'L'). Shared by server messages and web labels.
 */

/** Measures and abbreviations that read the same for any count ("2 kg", "3 dozen"). */
const SAME_IN_PLURAL = new Set(['kg', 'g', 'mg', 'l', 'ml', 'lb', 'lbs', 'oz', 'pc', 'pcs', 'dozen']);

/** The unit for `count` of it: "bottle" → "bottles", "box" → "boxes", "kg" and "L" stay; one of it stays singular. */
export function unitFor(count: number, unit: string): string {
  if (count === 1 || !/^[A-Za-z]+$/.test(unit) || SAME_IN_PLURAL.has(unit.toLowerCase()) || unit === unit.toUpperCase()) {
    return unit;
  }
  if (/(s|x|z|ch|sh)$/i.test(unit)) return `${unit}es`;
  if (/[^aeiou]y$/i.test(unit)) return `${unit.slice(0, -1)}ies`;
  return `${unit}s`;
}

/** "2 bottles", "1 box", "1,000 packs", "5 kg". */
export function formatQuantity(count: number, unit: string): string {
  return `${count.toLocaleString('en-PH')} ${unitFor(count, unit)}`;
}
