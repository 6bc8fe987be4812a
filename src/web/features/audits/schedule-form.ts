import type { AuditCadence, ScheduleInput } from '../../../shared/audits.contracts';
import type { Location } from '../../../shared/network.contracts';
import type { TemplateSummary } from './get-audit-templates';

/** The schedule form's values: selects hold strings, so "announced" is 'yes' | 'no' until it becomes the contract's boolean. */
export interface ScheduleValues {
  locationId: string;
  templateId: string;
  auditorId: string;
  scheduledFor: string;
  cadence: AuditCadence;
  announced: 'yes' | 'no';
}

export const SCHEDULE_LABELS = {
  locationId: 'store',
  templateId: 'template',
  auditorId: 'auditor',
  scheduledFor: 'date',
  cadence: 'cadence',
  announced: 'announced',
};

export const CADENCE_LABELS: Record<AuditCadence, string> = {
  once: 'Once',
  monthly: 'Every month',
  quarterly: 'Every quarter',
};

export function scheduleDefaults(today: string): ScheduleValues {
  return { locationId: '', templateId: '', auditorId: '', scheduledFor: today, cadence: 'once', announced: 'yes' };
}

export function scheduleInput(v: ScheduleValues): ScheduleInput {
  return {
    locationId: v.locationId,
    templateId: v.templateId,
    auditorId: v.auditorId,
    scheduledFor: v.scheduledFor,
    cadence: v.cadence,
    announced: v.announced === 'yes',
  };
}

/** A location is audited with its own brand's templates (the server refuses another brand's). */
export function templatesFor(templates: readonly TemplateSummary[], location: Pick<Location, 'brandId'> | undefined): TemplateSummary[] {
  return location ? templates.filter((t) => t.brand.id === location.brandId) : [];
}

/** The template to preselect: the chosen one while it still fits the store, else the store's only one. */
export function fittingTemplateId(current: string, fitting: readonly TemplateSummary[]): string {
  if (fitting.some((t) => t.id === current)) return current;
  return fitting.length === 1 ? fitting[0].id : '';
}
