import { FilterSelect } from './ui/filter-select';

/**
 * "Category" of a list whose categories are a fixed list of names (blog posts, marketing assets): each name is its
 * own value and label, the first choice "All categories". A product list's category tree is CategoryFilterSelect.
 */
export function CategoryNameFilterSelect<C extends string>({
  id,
  categories,
  value,
  onChange,
}: {
  id: string;
  categories: readonly C[];
  value: C | null;
  onChange: (category: C | null) => void;
}) {
  return (
    <FilterSelect
      id={id}
      label="Category"
      allLabel="All categories"
      value={value}
      options={categories.map((c) => ({ value: c, label: c }))}
      onChange={onChange}
    />
  );
}
