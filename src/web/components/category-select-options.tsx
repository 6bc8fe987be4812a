import type { CategoryOption } from '../lib/category-tree';
import { indentedLabel } from '../lib/category-tree';

/** <option>s for a category tree, children indented under their parents. */
export function CategorySelectOptions({ options, disabledIds }: { options: readonly CategoryOption[]; disabledIds?: ReadonlySet<string> }) {
  return options.map((option) => (
    <option key={option.id} value={option.id} disabled={disabledIds?.has(option.id)}>
      {indentedLabel(option)}
    </option>
  ));
}
