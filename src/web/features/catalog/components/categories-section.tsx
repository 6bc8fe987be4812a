import { useId, useMemo, useState, type FormEvent } from 'react';
import { ChevronDown, FolderTree, Pencil } from 'lucide-react';
import { toast } from 'sonner';
import { ZCategoryInput, type Category } from '../../../../shared/catalog.contracts';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { errorMessage, fieldErrorsOf } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { buildCategoryTree, categoryOptions, type CategoryNode } from '../../../lib/category-tree';
import { useCreateCategory } from '../create-category';
import { useUpdateCategory } from '../update-category';
import { CategorySelectOptions } from '../../../components/category-select-options';
import { Field } from '../../../components/ui/form-field';

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
  const id = useId();
  const create = useCreateCategory();
  const options = useMemo(() => categoryOptions(categories), [categories]);
  const [name, setName] = useState('');
  const [parentId, setParentId] = useState('');
  const [errors, setErrors] = useState<{ name?: string; parentId?: string; form?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCategoryInput.safeParse({ name, parentId: parentId || null });
    if (!parsed.success) {
      setErrors({ name: parsed.error.issues.find((i) => i.path[0] === 'name')?.message ?? 'Invalid name. Please check your input.' });
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (category) => {
        toast.success('Category added', { description: category.name });
        setName('');
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        setErrors({
          name: fields.name?.[0],
          parentId: fields.parentId?.[0],
          form: errorMessage(error, 'The category could not be added.'),
        });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid content-start gap-3" aria-label="Add a category">
      <h3 className="font-semibold">Add a category</h3>
      {errors.form && !errors.name && !errors.parentId ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <Field id={`${id}-name`} label="Category name" error={errors.name}>
        {(aria) => <Input {...aria} maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <Field id={`${id}-parent`} label="Parent category" error={errors.parentId} hint="Optional: leave at top level or nest it.">
        {(aria) => (
          <Select {...aria} value={parentId} onChange={(e) => setParentId(e.target.value)}>
            <option value="">None (top level)</option>
            <CategorySelectOptions options={options} />
          </Select>
        )}
      </Field>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add category'}
        </Button>
      </div>
    </form>
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
  const id = useId();
  const update = useUpdateCategory();
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // PATCH takes the full CategoryInput: keep the parent as it is.
    const parsed = ZCategoryInput.safeParse({ name, parentId: category.parentId });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid name. Please check your input.');
      return;
    }
    if (parsed.data.name === category.name) return onDone();
    update.mutate(
      { id: category.id, input: parsed.data },
      {
        onSuccess: (renamed) => {
          toast.success('Category renamed', { description: renamed.name });
          onDone();
        },
        onError: (e) => setError(fieldErrorsOf(e).name?.[0] ?? errorMessage(e, 'The category could not be renamed.')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-2 rounded-md border border-border p-2" aria-label={`Rename ${category.name}`}>
      <Field id={`${id}-name`} label={`New name for ${category.name}`} error={error ?? undefined}>
        {(aria) => (
          <Input
            {...aria}
            maxLength={80}
            value={name}
            autoFocus
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') onDone();
            }}
          />
        )}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
