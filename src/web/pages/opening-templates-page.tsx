import { useId, useState } from 'react';
import { parseAsUuid, useListUrlState } from '../components/data-table/url-state';
import { LoadError } from '../components/feedback/load-error';
import { LoadingScreen } from '../components/feedback/loading-screen';
import { PageHeader } from '../components/page-header';
import { Label } from '../components/ui/label';
import { Select } from '../components/ui/select';
import type { PageProps } from '../app/route-table';
import { useCan } from '../app/use-auth-state';
import { StarterInventoryEditor } from '../features/openings/components/starter-inventory-editor';
import { TemplateEditor } from '../features/openings/components/template-editor';
import { useOpeningBrands } from '../features/openings/get-opening-brands';
import { useOpeningTemplate } from '../features/openings/get-opening-template';
import { paths } from '../../shared/routes';
import { BackLink } from './detail-header';

const parsers = { brand: parseAsUuid };

/**
 * /openings/templates (head office): a brand's opening checklist template, section by section; the franchisor edits
 * and saves it (openings.templates), admin reads it; below it, the brand's starter inventory per package, saved a
 * package at a time. ?brand= keeps the chosen brand across a reload.
 */
export function OpeningTemplatesPage({ title }: PageProps) {
  const id = useId();
  const { state, update } = useListUrlState(parsers);
  const brands = useOpeningBrands();
  const canEdit = useCan('openings.templates');
  const [templateDirty, setDirty] = useState(false);
  const [starterDirty, setStarterDirty] = useState(false);
  const dirty = templateDirty || starterDirty;
  const brandId = state.brand ?? brands.data?.[0]?.id ?? null;
  const template = useOpeningTemplate(brandId);
  return (
    <section>
      <BackLink to={paths.openings}>Store openings</BackLink>
      <PageHeader
        title={title}
        description="The checklist each new store of a brand starts from: sections of items, whose side they are, when they are due and which are critical."
      />
      <div className="mb-6 flex flex-wrap items-end gap-3">
        <div className="grid w-72 gap-2">
          <Label htmlFor={`${id}-brand`}>Brand</Label>
          {/* Locked while the draft has changes: switching would drop them without a word. */}
          <Select id={`${id}-brand`} value={brandId ?? ''} disabled={dirty} onChange={(e) => update({ brand: e.target.value || null })}>
            {(brands.data ?? []).map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </Select>
        </div>
        {dirty ? <p className="pb-2 text-sm text-muted-foreground">Save or discard the changes before choosing another brand.</p> : null}
      </div>
      {brands.isError ? (
        <LoadError error={brands.error} fallback="The brands could not be loaded." onRetry={() => void brands.refetch()} />
      ) : !brandId ? (
        brands.isPending ? (
          <LoadingScreen message="Loading the brands…" fullPage={false} />
        ) : (
          <p className="text-muted-foreground">No active brand.</p>
        )
      ) : template.isPending ? (
        <LoadingScreen message="Loading the template…" fullPage={false} />
      ) : template.isError ? (
        <LoadError error={template.error} fallback="The template could not be loaded." onRetry={() => void template.refetch()} />
      ) : (
        // Keyed by brand, so another brand starts a new draft; a save refreshes the draft itself (keying by the save
        // time would unmount the editor before its save callbacks ran).
        <TemplateEditor key={template.data.brandId} template={template.data} canEdit={canEdit} onDirtyChange={setDirty} />
      )}
      {/* Its own key (a sibling of the template editor's, which is the bare brand id): another brand starts new forms. */}
      {brandId ? (
        <StarterInventoryEditor key={`starter-${brandId}`} brandId={brandId} canEdit={canEdit} onDirtyChange={setStarterDirty} />
      ) : null}
    </section>
  );
}
