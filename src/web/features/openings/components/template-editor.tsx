import { Info } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  OPENING_ITEM_KIND_LABELS,
  OPENING_OWNER_SIDE_LABELS,
  OPENING_SYSTEM_LINK_LABELS,
  type OpeningTemplate,
  type OpeningTemplateItemData,
} from '../../../../shared/openings.contracts';
import { formatDateTime } from '../../../../shared/time';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form';
import { SectionCard } from '../../../components/section-card';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useSaveOpeningTemplate } from '../save-opening-template';
import {
  addDraftItem,
  draftFromTemplate,
  draftSections,
  draftToInput,
  dueOffsetText,
  moveDraftItem,
  removeDraftItem,
  removeDraftSection,
  renameDraftSection,
  replaceDraftItem,
  type TemplateDraftItem,
} from '../template-draft';
import { RenameSectionDialog } from './rename-section-dialog';
import { TemplateItemDialog } from './template-item-dialog';

type Editing = { item: TemplateDraftItem | null; section: string } | null;

/**
 * One brand's opening template as a draft: sections of items, each added, edited, moved or removed locally, then
 * saved in one PUT (the server replaces the whole list). Only openings started after the save use it: the server
 * copies a template into a project when the opening starts, and never touches a project's items afterwards.
 */
export function TemplateEditor({
  template,
  canEdit,
  onDirtyChange,
}: {
  template: OpeningTemplate;
  canEdit: boolean;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [items, setItemsState] = useState(() => draftFromTemplate(template));
  const [dirty, setDirtyState] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [removingSection, setRemovingSection] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = useSaveOpeningTemplate();
  useLeaveGuard(dirty);

  const setDirty = (next: boolean) => {
    setDirtyState(next);
    onDirtyChange(next);
  };
  const change = (next: TemplateDraftItem[]) => {
    setItemsState(next);
    setSaveError(null);
    setDirty(true);
  };
  const discard = () => {
    setItemsState(draftFromTemplate(template));
    setSaveError(null);
    setDirty(false);
  };
  const submit = () =>
    save.mutate(
      { brandId: template.brandId, input: draftToInput(items) },
      {
        onSuccess: (saved) => {
          setItemsState(draftFromTemplate(saved));
          setDirty(false);
          toast.success('Template saved', { description: `${saved.brandName}: openings started from now on use it.` });
        },
        onError: (e) => setSaveError(errorMessage(e, 'The template could not be saved.')),
      },
    );
  const keep = (data: OpeningTemplateItemData) =>
    change(editing?.item ? replaceDraftItem(items, editing.item.key, data) : addDraftItem(items, data));

  const sections = draftSections(items);
  return (
    <div className="grid gap-6">
      <Alert variant="info">
        <Info aria-hidden className="mt-0.5 shrink-0" />
        <div className="grid gap-1">
          <AlertTitle>Changes apply to openings started after you save</AlertTitle>
          <AlertDescription>
            An opening copies its brand’s template when it starts. Openings already under way keep their own checklist: saving here adds,
            changes or removes nothing on them.
            {template.isDefault
              ? ' This brand has no template of its own yet: this is the Philippine checklist its first opening would copy in.'
              : template.updatedAt
                ? ` Last saved ${formatDateTime(template.updatedAt)}.`
                : ''}
          </AlertDescription>
        </div>
      </Alert>

      {sections.length === 0 ? <p className="text-muted-foreground">No items. Add a section to start the checklist.</p> : null}
      {sections.map((section) => {
        const inSection = items.filter((i) => i.section === section);
        return (
          <SectionCard key={section} title={section} contentClassName="grid gap-0 py-0 sm:py-0">
            <ul aria-label={section}>
              {inSection.map((item, index) => (
                <TemplateItemRow
                  key={item.key}
                  item={item}
                  canEdit={canEdit}
                  first={index === 0}
                  last={index === inSection.length - 1}
                  onEdit={() => setEditing({ item, section })}
                  onMove={(by) => change(moveDraftItem(items, item.key, by))}
                  onRemove={() => change(removeDraftItem(items, item.key))}
                />
              ))}
            </ul>
            {canEdit ? (
              <div className="flex flex-wrap gap-2 border-t border-border py-3">
                <Button size="sm" variant="outline" onClick={() => setEditing({ item: null, section })}>
                  Add item<span className="sr-only"> to {section}</span>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setRenaming(section)}>
                  Rename section<span className="sr-only"> {section}</span>
                </Button>
                <Button size="sm" variant="ghost" className="text-destructive" onClick={() => setRemovingSection(section)}>
                  Remove section<span className="sr-only"> {section}</span>
                </Button>
              </div>
            ) : null}
          </SectionCard>
        );
      })}

      {canEdit ? (
        <div className="flex flex-wrap items-center gap-3 border-t border-border bg-background py-3 sm:sticky sm:bottom-0">
          <Button variant="outline" onClick={() => setEditing({ item: null, section: '' })}>
            Add a section
          </Button>
          <div className="ms-auto flex flex-wrap items-center gap-3">
            <span className="text-sm text-muted-foreground" data-testid="template-state">
              {dirty ? 'Unsaved changes' : 'No unsaved changes'} · {items.length} {items.length === 1 ? 'item' : 'items'}
            </span>
            <Button variant="ghost" onClick={discard} disabled={!dirty || save.isPending}>
              Discard changes
            </Button>
            <Button onClick={submit} disabled={(!dirty && !template.isDefault) || items.length === 0 || save.isPending}>
              {save.isPending ? 'Saving…' : 'Save template'}
            </Button>
          </div>
          <div className="basis-full">
            <FormError message={saveError} testId="template-save-error" />
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Only the franchisor edits opening templates; you can read them here.</p>
      )}

      <TemplateItemDialog
        open={editing !== null}
        item={editing?.item ?? null}
        section={editing?.section ?? ''}
        sections={sections}
        onSave={keep}
        onClose={() => setEditing(null)}
      />
      <RenameSectionDialog
        open={renaming !== null}
        section={renaming ?? ''}
        onRename={(to) => renaming && change(renameDraftSection(items, renaming, to))}
        onClose={() => setRenaming(null)}
      />
      <ConfirmDialog
        open={removingSection !== null}
        onOpenChange={(open) => !open && setRemovingSection(null)}
        title={`Remove ${removingSection ?? 'the section'}?`}
        description="Its items leave the draft. Nothing is saved until you save the template."
        confirmLabel="Remove section"
        onConfirm={() => {
          if (removingSection) change(removeDraftSection(items, removingSection));
          setRemovingSection(null);
        }}
      />
    </div>
  );
}

function TemplateItemRow({
  item,
  canEdit,
  first,
  last,
  onEdit,
  onMove,
  onRemove,
}: {
  item: TemplateDraftItem;
  canEdit: boolean;
  first: boolean;
  last: boolean;
  onEdit: () => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <li
      className="grid gap-2 border-b border-border py-3 last:border-b-0 sm:grid-cols-[1fr_auto] sm:items-start sm:gap-4"
      data-testid="template-item"
      data-title={item.title}
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{item.title}</span>
          {item.critical ? (
            <span className="rounded bg-red-50 px-1.5 text-xs font-medium text-red-800 ring-1 ring-inset ring-red-200">Critical</span>
          ) : null}
        </div>
        {item.description ? <p className="text-sm text-muted-foreground">{item.description}</p> : null}
        <p className="text-xs text-muted-foreground">
          {OPENING_OWNER_SIDE_LABELS[item.ownerSide]} · {OPENING_ITEM_KIND_LABELS[item.kind]} · {dueOffsetText(item.dueOffsetDays)}
        </p>
        {item.systemLink ? <p className="text-xs text-muted-foreground">{OPENING_SYSTEM_LINK_LABELS[item.systemLink]}.</p> : null}
      </div>
      {canEdit ? (
        <div className="flex flex-wrap items-center gap-1 sm:justify-end">
          <Button size="sm" variant="ghost" onClick={() => onMove(-1)} disabled={first} aria-label={`Move ${item.title} up`}>
            ↑
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onMove(1)} disabled={last} aria-label={`Move ${item.title} down`}>
            ↓
          </Button>
          <Button size="sm" variant="outline" onClick={onEdit}>
            Edit<span className="sr-only"> {item.title}</span>
          </Button>
          <Button size="sm" variant="ghost" className="text-destructive" onClick={onRemove}>
            Remove<span className="sr-only"> {item.title}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}
