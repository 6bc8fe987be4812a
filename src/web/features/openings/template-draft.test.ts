import { describe, expect, it } from 'vitest';
import type { OpeningTemplateItemData } from '../../../shared/openings.contracts';
import {
  addDraftItem,
  draftSections,
  draftToInput,
  dueOffsetText,
  moveDraftItem,
  removeDraftSection,
  renameDraftSection,
  replaceDraftItem,
  type TemplateDraftItem,
} from './template-draft';

const item = (section: string, title: string): TemplateDraftItem => ({
  key: title,
  section,
  title,
  description: '',
  ownerSide: 'franchisee',
  kind: 'task',
  systemLink: null,
  dueOffsetDays: -10,
  critical: false,
});
const data = (section: string, title: string): OpeningTemplateItemData => {
  const { key: _key, ...rest } = item(section, title);
  return rest;
};
const titles = (items: TemplateDraftItem[]) => items.map((i) => i.title);
const base = [item('Permits', 'Barangay'), item('Permits', 'Sanitary'), item('Site', 'Lease')];

describe('the template draft', () => {
  it('adds an item at the end of its own section, and a new section last', () => {
    expect(titles(addDraftItem(base, data('Permits', 'Fire')))).toEqual(['Barangay', 'Sanitary', 'Fire', 'Lease']);
    expect(titles(addDraftItem(base, data('Launch', 'Kit')))).toEqual(['Barangay', 'Sanitary', 'Lease', 'Kit']);
    expect(draftSections(addDraftItem(base, data('Launch', 'Kit')))).toEqual(['Permits', 'Site', 'Launch']);
  });

  it('edits in place, and moves an item given another section to the end of that section', () => {
    expect(titles(replaceDraftItem(base, 'Barangay', data('Permits', 'Barangay clearance')))).toEqual([
      'Barangay clearance',
      'Sanitary',
      'Lease',
    ]);
    expect(titles(replaceDraftItem(base, 'Barangay', data('Site', 'Barangay')))).toEqual(['Sanitary', 'Lease', 'Barangay']);
  });

  it('moves within a section only, and renames or removes a whole section', () => {
    expect(titles(moveDraftItem(base, 'Sanitary', -1))).toEqual(['Sanitary', 'Barangay', 'Lease']);
    expect(titles(moveDraftItem(base, 'Sanitary', 1))).toEqual(titles(base));
    expect(draftSections(renameDraftSection(base, 'Permits', 'Clearances'))).toEqual(['Clearances', 'Site']);
    expect(titles(removeDraftSection(base, 'Permits'))).toEqual(['Lease']);
  });

  it('sends the items without their keys, and says the offset in words', () => {
    expect(draftToInput(base).items[0]).not.toHaveProperty('key');
    expect([dueOffsetText(-45), dueOffsetText(0), dueOffsetText(1)]).toEqual([
      '45 days before the target date',
      'On the target date',
      '1 day after the target date',
    ]);
  });
});
