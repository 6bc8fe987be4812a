import { useWatch } from 'react-hook-form';
import {
  OPENING_ITEM_KIND_LABELS,
  OPENING_ITEM_KINDS,
  OPENING_OWNER_SIDE_LABELS,
  OPENING_OWNER_SIDES,
  OPENING_SYSTEM_LINK_LABELS,
  OPENING_SYSTEM_LINKS,
  ZOpeningTemplateItemEdit,
  type OpeningItemKind,
  type OpeningOwnerSide,
  type OpeningSystemLink,
  type OpeningTemplateItemData,
} from '../../../../shared/openings.contracts';
import {
  CheckboxField,
  CountField,
  EnumSelectField,
  FormDialog,
  TextareaField,
  TextField,
  labelledOptions,
  useAppForm,
  whileOpen,
} from '../../../components/form';
import type { TemplateDraftItem } from '../template-draft';

interface Values {
  section: string;
  title: string;
  description: string;
  ownerSide: OpeningOwnerSide;
  kind: OpeningItemKind;
  systemLink: OpeningSystemLink | '';
  /** Typed as text; the contract makes it a whole number of days. */
  dueOffsetDays: string;
  critical: boolean;
}
const LABELS = {
  section: 'section',
  title: 'title',
  description: 'description',
  ownerSide: 'owner side',
  kind: 'kind',
  systemLink: 'linked step',
  dueOffsetDays: 'due offset',
  critical: 'critical',
};
const SIDE_OPTIONS = labelledOptions(OPENING_OWNER_SIDES, OPENING_OWNER_SIDE_LABELS);
const KIND_OPTIONS = labelledOptions(OPENING_ITEM_KINDS, OPENING_ITEM_KIND_LABELS);
const LINK_OPTIONS = labelledOptions(OPENING_SYSTEM_LINKS, OPENING_SYSTEM_LINK_LABELS);

const toValues = (item: TemplateDraftItem | null, section: string): Values =>
  item
    ? { ...item, systemLink: item.systemLink ?? '', dueOffsetDays: String(item.dueOffsetDays) }
    : {
        section,
        title: '',
        description: '',
        ownerSide: 'franchisee',
        kind: 'task',
        systemLink: '',
        dueOffsetDays: '-30',
        critical: false,
      };

/**
 * Adds or edits one template item (nothing is saved until the editor's Save): the same contract the server checks the
 * whole template with, so a system item without its linked step is refused here with the server's message.
 */
function TemplateItemForm({
  item,
  section,
  sections,
  onSave,
  onClose,
}: {
  /** null: a new item. */
  item: TemplateDraftItem | null;
  /** The section a new item goes in ('' for a new section). */
  section: string;
  sections: string[];
  onSave: (item: OpeningTemplateItemData) => void;
  onClose: () => void;
}) {
  const form = useAppForm<Values, OpeningTemplateItemData>(ZOpeningTemplateItemEdit, toValues(item, section), {
    labels: LABELS,
    // Only a system item names a step; switching the kind away drops a step chosen before.
    toInput: (v) => ({ ...v, systemLink: v.kind === 'system' ? v.systemLink || null : null }),
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const submit = form.submit(async (data) => {
    onSave(data);
    onClose();
  }, 'The item could not be kept.');
  const listId = 'opening-template-sections';
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={item ? `Edit ${item.title}` : section ? `Add an item to ${section}` : 'Add a section'}
      description="Kept in the draft; Save template applies it to openings started afterwards."
      className="sm:max-w-2xl"
      onSubmit={submit}
      submitLabel={item ? 'Keep changes' : 'Add item'}
      pendingLabel="Keeping…"
    >
      <TextField
        control={form.control}
        name="section"
        label="Section"
        maxLength={80}
        list={listId}
        hint={item || !section ? 'A new name starts a new section.' : undefined}
      />
      <datalist id={listId}>
        {sections.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <TextField control={form.control} name="title" label="Title" maxLength={160} />
      <TextareaField control={form.control} name="description" label="Description" rows={2} maxLength={1000} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <EnumSelectField control={form.control} name="ownerSide" label="Owner side" options={SIDE_OPTIONS} />
        <EnumSelectField control={form.control} name="kind" label="Kind" options={KIND_OPTIONS} />
      </div>
      {kind === 'system' ? (
        <EnumSelectField
          control={form.control}
          name="systemLink"
          label="Linked step"
          placeholder="Choose the step that completes it"
          options={LINK_OPTIONS}
        />
      ) : null}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <CountField
          control={form.control}
          name="dueOffsetDays"
          label="Due, in days from the target date"
          hint="−45 is 45 days before the target opening date; 0 is the day itself."
          signed
        />
        <CheckboxField
          control={form.control}
          name="critical"
          label="Critical"
          note="The store cannot open until it is done."
          className="flex items-start gap-2 pt-7 text-sm"
        />
      </div>
    </FormDialog>
  );
}
export const TemplateItemDialog = whileOpen(TemplateItemForm);
