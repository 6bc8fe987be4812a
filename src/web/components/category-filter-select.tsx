import { useMemo } from 'react';
import type { Category } from '../../shared/catalog.contracts';
import { categoryOptions } from '../lib/category-tree';
import { CategorySelectOptions } from './category-select-options';
import { FilterSelect } from './ui/filter-select';

/** "Category" of a product list: the tree indented, its first choice "All categories". */
export function CategoryFilterSelect({
  id,
  categories,
  value,
  onChange,
  className,
}: {
  id: string;
  categories: readonly Category[] | undefined;
  value: string | null;
  onChange: (categoryId: string | null) => void;
  className: string;
}) {
  const options = useMemo(() => categoryOptions(categories ?? []), [categories]);
  return (
    <FilterSelect className={className} id={id} label="Category" allLabel="All categories" value={value} onChange={onChange}>
      <CategorySelectOptions options={options} />
    </FilterSelect>
  );
}
