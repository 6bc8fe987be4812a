import { useId, useMemo, useState } from 'react';
import { ChevronDown, FolderTree, Pencil } from 'lucide-react';
import { toast } from 'sonner';
import { ZCategoryInput, type Category } from '../../../../shared/catalog.contracts';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { buildCategoryTree, categoryOptions, type CategoryNode } from '../../../lib/category-tree';
import { useCreateCategory } from '../create-category';
import { useUpdateCategory } from '../update-category';
import { CategorySelectOptions } from '../../../components/category-select-options';
import { EnumSelectField, FormBody, TextField, useAppForm } from '../../../components/form';

const LABELS = { name: 'name', parentId: 'parent category' };
/** '' in the select is "top level": null in the contract. */
const toCategoryInput = (values: { name: string; parentId: string }) => ({ name: values.name, parentId: values.parentId || null });

/**
 * Categories: add one (name, optional parent) and rename. Collapsed by default; its fields mount
 * only when opened, so they never compete with the product form's "Name" and "Category".
 */
export function CategoriesSection({ categories }: { categories: readonly Category[] }) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div>
          <CardTitle className="flex items-center gap-2 text-lg">
            <FolderTree aria-hidden className="size-5" />
            Categories
          </CardTitle>
          <p className="text-sm text-muted-foreground">Group products for filtering; a category can sit inside another.</p>
        </div>
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={contentId} onClick={() => setOpen((o) => !o)}>
          <ChevronDown aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
          {open ? 'Hide categories' : 'Manage categories'}
        </Button>
      </CardHeader>
      {open ? (
        <CardContent id={contentId} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <AddCategoryForm categories={categories} />
          <CategoryList categories={categories} />
        </CardContent>
      ) : null}
    </Card>
  );
}

function AddCategoryForm({ categories }: { categories: readonly Category[] }) {
  const create = useCreateCategory();
  const options = useMemo(() => categoryOptions(categories), [categories]);
  const form = useAppForm(ZCategoryInput, { name: '', parentId: '' }, { labels: LABELS, toInput: toCategoryInput });

  const submit = form.submit(async (input) => {
    const category = await create.mutateAsync(input);
    toast.success('Category added', { description: category.name });
    // The parent stays chosen: siblings are often added one after another.
    form.resetField('name', { defaultValue: '' });
  }, 'The category could not be added.');

  return (
    <FormBody
      onSubmit={submit}
      formError={form.formError}
      className="grid content-start gap-3"
      label="Add a category"
      footer={
        <div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Adding…' : 'Add category'}
          </Button>
        </div>
      }
    >
      <h3 className="order-first font-semibold">Add a category</h3>
      <TextField control={form.control} name="name" label="Category name" maxLength={80} />
      <EnumSelectField
        control={form.control}
        name="parentId"
        label="Parent category"
        hint="Optional: leave at top level or nest it."
        placeholder="None (top level)"
      >
        <CategorySelectOptions options={options} />
      </EnumSelectField>
    </FormBody>
  );
}

function CategoryList({ categories }: { categories: readonly Category[] }) {
  const tree = useMemo(() => buildCategoryTree(categories), [categories]);
  return (
    <div className="grid content-start gap-2">
      <h3 className="font-semibold">All categories</h3>
      {tree.length === 0 ? (
        <p className="text-sm text-muted-foreground">No categories yet.</p>
      ) : (
        <ul className="grid gap-1" aria-label="Categories">
          {tree.map((node) => (
            <CategoryItem key={node.id} node={node} />
          ))}
        </ul>
      )}
    </div>
  );
}

function CategoryItem({ node }: { node: CategoryNode }) {
  const [renaming, setRenaming] = useState(false);
  return (
    <li>
      {renaming ? (
        <RenameCategory category={node} onDone={() => setRenaming(false)} />
      ) : (
        <div className="flex items-center justify-between gap-2 rounded-md px-2 py-1 hover:bg-muted">
          <span className="text-sm">{node.name}</span>
          <Button variant="ghost" size="sm" aria-label={`Rename ${node.name}`} onClick={() => setRenaming(true)}>
            <Pencil aria-hidden />
            Rename
          </Button>
        </div>
      )}
      {node.children.length > 0 ? (
        <ul className="ml-4 grid gap-1 border-l border-border pl-2">
          {node.children.map((child) => (
            <CategoryItem key={child.id} node={child} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function RenameCategory({ category, onDone }: { category: Category; onDone: () => void }) {
  const update = useUpdateCategory();
  // PATCH takes the full CategoryInput: the parent stays as it is.
  const form = useAppForm(
    ZCategoryInput,
    { name: category.name, parentId: category.parentId ?? '' },
    { labels: LABELS, toInput: toCategoryInput },
  );

  const submit = form.submit(async (input) => {
    if (input.name === category.name) return onDone();
    const renamed = await update.mutateAsync({ id: category.id, input });
    toast.success('Category renamed', { description: renamed.name });
    onDone();
  }, 'The category could not be renamed.');

  return (
    <FormBody
      onSubmit={submit}
      formError={form.formError}
      className="grid gap-2 rounded-md border border-border p-2"
      label={`Rename ${category.name}`}
      footer={
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
        </div>
      }
    >
      <TextField
        control={form.control}
        name="name"
        label={`New name for ${category.name}`}
        maxLength={80}
        autoFocus
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDone();
        }}
      />
    </FormBody>
  );
}
