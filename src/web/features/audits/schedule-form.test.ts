import { describe, expect, it } from 'vitest';
import { ZScheduleInput } from '../../../shared/audits.contracts';
import { fittingTemplateId, scheduleDefaults, scheduleInput, templatesFor } from './schedule-form';
import type { TemplateSummary } from './get-audit-templates';

const t = (id: string, brandId: string): TemplateSummary => ({
  id,
  brand: { id: brandId, name: brandId },
  name: id,
  currentVersion: 1,
  updatedAt: '',
});
const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('the schedule form', () => {
  it('maps its values to the contract (announced yes/no becomes a boolean)', () => {
    const input = scheduleInput({
      ...scheduleDefaults('2026-12-02'),
      locationId: uuid(1),
      templateId: uuid(2),
      auditorId: uuid(3),
      announced: 'no',
      cadence: 'quarterly',
    });
    expect(input).toEqual({
      locationId: uuid(1),
      templateId: uuid(2),
      auditorId: uuid(3),
      scheduledFor: '2026-12-02',
      cadence: 'quarterly',
      announced: false,
    });
    expect(ZScheduleInput.safeParse(input).success).toBe(true);
    expect(ZScheduleInput.safeParse(scheduleInput(scheduleDefaults('2026-12-02'))).success).toBe(false);
  });

  it("offers only the store's brand's templates and keeps a choice only while it fits", () => {
    const all = [t('a', 'b1'), t('b', 'b2'), t('c', 'b2')];
    expect(templatesFor(all, { brandId: 'b2' }).map((x) => x.id)).toEqual(['b', 'c']);
    expect(templatesFor(all, undefined)).toEqual([]);
    expect(fittingTemplateId('c', templatesFor(all, { brandId: 'b2' }))).toBe('c');
    expect(fittingTemplateId('c', templatesFor(all, { brandId: 'b1' }))).toBe('a');
    expect(fittingTemplateId('a', templatesFor(all, { brandId: 'b2' }))).toBe('');
  });
});
