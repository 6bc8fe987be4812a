import { useEffect } from 'react';
import { toast } from 'sonner';
import { AUDIT_CADENCES, ZScheduleInput, type ScheduleInput } from '../../../../shared/audits.contracts';
import { formatCalendarDate, manilaToday } from '../../../../shared/time';
import { DateField, EnumSelectField, FormBody, FormFooter, useAppForm } from '../../../components/form';
import { useAllLocations } from '../../../lib/queries/get-locations';
import { useAuditTemplates } from '../get-audit-templates';
import { useAuditors } from '../get-auditors';
import { useScheduleAudit } from '../schedule-audit';
import {
  CADENCE_LABELS,
  SCHEDULE_LABELS,
  fittingTemplateId,
  scheduleDefaults,
  scheduleInput,
  templatesFor,
  type ScheduleValues,
} from '../schedule-form';

const CADENCE_OPTIONS = AUDIT_CADENCES.map((c) => ({ value: c, label: CADENCE_LABELS[c] }));
const ANNOUNCED_OPTIONS = [
  { value: 'yes', label: 'Announced: the franchisee sees it coming' },
  { value: 'no', label: 'Unannounced: hidden until the report' },
];

/** Head office schedules an audit of a store: its brand's template, a date, a cadence, an auditor, announced or not. */
export function ScheduleAuditForm({ onScheduled }: { onScheduled?: (auditId: string) => void }) {
  const schedule = useScheduleAudit();
  const locations = useAllLocations();
  const templates = useAuditTemplates();
  const auditors = useAuditors();
  const form = useAppForm<ScheduleValues, ScheduleInput>(ZScheduleInput, scheduleDefaults(manilaToday()), {
    labels: SCHEDULE_LABELS,
    toInput: scheduleInput,
  });
  const locationId = form.watch('locationId');
  const templateId = form.watch('templateId');
  const openLocations = (locations.data ?? []).filter((l) => l.status === 'open' || l.status === 'opening');
  const fitting = templatesFor(
    templates.data ?? [],
    openLocations.find((l) => l.id === locationId),
  );
  const fit = fittingTemplateId(templateId, fitting);
  // Another store may need another brand's template: keep the choice only while it fits.
  useEffect(() => {
    if (fit !== templateId) form.setValue('templateId', fit);
  }, [fit, templateId, form]);

  const submit = form.submit(async (input) => {
    const a = await schedule.mutateAsync(input);
    toast.success('Audit scheduled', {
      description: `${a.location.name} on ${formatCalendarDate(a.scheduledFor)}, ${a.auditor?.name ?? ''}.`,
    });
    form.reset(scheduleDefaults(manilaToday()));
    onScheduled?.(a.id);
  }, 'The audit could not be scheduled.');

  return (
    <FormBody
      onSubmit={submit}
      formError={form.formError}
      label="Schedule an audit"
      className="grid max-w-2xl gap-4"
      footer={<FormFooter submitLabel="Schedule audit" pendingLabel="Scheduling…" pending={schedule.isPending} />}
    >
      <EnumSelectField control={form.control} name="locationId" label="Store" placeholder="Choose a store" required>
        {openLocations.map((l) => (
          <option key={l.id} value={l.id}>
            {l.code} {l.name} ({l.brandName}, {l.city})
          </option>
        ))}
      </EnumSelectField>
      <EnumSelectField
        control={form.control}
        name="templateId"
        label="Template"
        placeholder={locationId ? (fitting.length ? 'Choose a template' : 'This brand has no template yet') : 'Choose a store first'}
        required
        disabled={!locationId}
      >
        {fitting.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name} (version {t.currentVersion})
          </option>
        ))}
      </EnumSelectField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <DateField control={form.control} name="scheduledFor" label="Date" min={manilaToday()} required />
        <EnumSelectField
          control={form.control}
          name="cadence"
          label="Cadence"
          options={CADENCE_OPTIONS}
          hint="Approving an audit schedules the next one."
        />
      </div>
      <EnumSelectField control={form.control} name="auditorId" label="Auditor" placeholder="Choose an auditor" required>
        {(auditors.data ?? []).map((u) => (
          <option key={u.id} value={u.id}>
            {u.fullName || u.email} ({u.role})
          </option>
        ))}
      </EnumSelectField>
      <EnumSelectField control={form.control} name="announced" label="Announced" options={ANNOUNCED_OPTIONS} />
    </FormBody>
  );
}
