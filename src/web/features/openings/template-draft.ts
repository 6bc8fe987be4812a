import type { OpeningTemplate, OpeningTemplateInput, OpeningTemplateItemData } from '../../../shared/openings.contracts';

/**
 * The template editor's working copy: the brand's items in template order, each with a key of its own (the server's
 * ids change on every save, and new items have none). Sections are not stored apart: a section is the items that
 * name it, in the order its first item appears, as the checklist shows them (opening-format bySection).
 */
export type TemplateDraftItem = Omit<OpeningTemplateItemData, 'description'> & { key: string; description: string };

let counter = 0;
const newKey = () => `new-${++counter}`;

export function draftFromTemplate(template: OpeningTemplate): TemplateDraftItem[] {
  return template.items.map(({ id, ...item }) => ({ ...item, key: id }));
}

/** The section names in order of first appearance. */
export function draftSections(items: readonly TemplateDraftItem[]): string[] {
  return [...new Set(items.map((i) => i.section))];
}

const withDescription = (item: OpeningTemplateItemData) => ({ ...item, description: item.description ?? '' });

/** Puts an item at the end of its section (a new section goes last). */
function insertInSection(items: readonly TemplateDraftItem[], item: TemplateDraftItem): TemplateDraftItem[] {
  const last = items.map((i) => i.section).lastIndexOf(item.section);
  return last < 0 ? [...items, item] : [...items.slice(0, last + 1), item, ...items.slice(last + 1)];
}

export function addDraftItem(items: readonly TemplateDraftItem[], item: OpeningTemplateItemData): TemplateDraftItem[] {
  return insertInSection(items, { ...withDescription(item), key: newKey() });
}

/** Replaces an item in place; one moved to another section goes to the end of that section. */
export function replaceDraftItem(items: readonly TemplateDraftItem[], key: string, item: OpeningTemplateItemData): TemplateDraftItem[] {
  const old = items.find((i) => i.key === key);
  if (!old) return [...items];
  const next = { ...withDescription(item), key };
  if (old.section === next.section) return items.map((i) => (i.key === key ? next : i));
  return insertInSection(
    items.filter((i) => i.key !== key),
    next,
  );
}

export function removeDraftItem(items: readonly TemplateDraftItem[], key: string): TemplateDraftItem[] {
  return items.filter((i) => i.key !== key);
}

export function removeDraftSection(items: readonly TemplateDraftItem[], section: string): TemplateDraftItem[] {
  return items.filter((i) => i.section !== section);
}

/** Renames a section; a name another section already has merges the two (the items keep their order). */
export function renameDraftSection(items: readonly TemplateDraftItem[], from: string, to: string): TemplateDraftItem[] {
  return items.map((i) => (i.section === from ? { ...i, section: to } : i));
}

/** Moves an item one place up (-1) or down (1) within its section; at the section's edge nothing moves. */
export function moveDraftItem(items: readonly TemplateDraftItem[], key: string, by: -1 | 1): TemplateDraftItem[] {
  const at = items.findIndex((i) => i.key === key);
  if (at < 0) return [...items];
  const section = items[at].section;
  let to = at + by;
  while (to >= 0 && to < items.length && items[to].section !== section) to += by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[at], next[to]] = [next[to], next[at]];
  return next;
}

/** The body of PUT /api/openings/templates/:brandId: the items in order, without the editor's keys. */
export function draftToInput(items: readonly TemplateDraftItem[]): OpeningTemplateInput {
  return { items: items.map(({ key: _key, ...item }) => item) };
}

/** "45 days before the target date", "On the target date", "3 days after the target date". */
export function dueOffsetText(days: number): string {
  if (days === 0) return 'On the target date';
  const n = Math.abs(days);
  return `${n} ${n === 1 ? 'day' : 'days'} ${days < 0 ? 'before' : 'after'} the target date`;
}
