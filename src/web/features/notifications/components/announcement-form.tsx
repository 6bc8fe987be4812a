import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { NOTIFICATION_PRIORITIES } from '../../../../shared/notifications.contracts';
import { Button } from '../../../components/ui/button';
import { Field, FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import {
  ANNOUNCEMENT_LABELS,
  announcementResolver,
  EMPTY_ANNOUNCEMENT,
  type AnnouncementFormValues,
  type AnnouncementPayload,
} from '../announcement-form-values';
import { useCreateAnnouncement } from '../create-announcement';
import { PRIORITY_APPEARANCE } from '../notification-appearance';
import { AudienceFields } from './audience-fields';

export function recipientsText(count: number): string {
  return `to ${count} ${count === 1 ? 'recipient' : 'recipients'}`;
}

/** Head office writes an announcement; the server turns it into a notification per recipient. */
export function AnnouncementForm() {
  const create = useCreateAnnouncement();
  const form = useForm<AnnouncementFormValues, unknown, AnnouncementPayload>({
    resolver: announcementResolver,
    defaultValues: EMPTY_ANNOUNCEMENT,
  });
  const { errors, isSubmitted } = form.formState;

  const submit = form.handleSubmit((payload) =>
    create.mutate(payload, {
      onSuccess: (announcement) => {
        toast.success('Announcement sent', { description: recipientsText(announcement.recipientCount) });
        form.reset(EMPTY_ANNOUNCEMENT);
      },
      onError: (error) => applyServerFieldErrors(error, form.setError, ANNOUNCEMENT_LABELS),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Send announcement">
      {create.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-destructive-soft px-4 py-3 text-sm text-destructive">
          {errorMessage(create.error, 'Failed to send announcement.')}
        </p>
      ) : null}
      <FormField id="announcement-title" label="Title" maxLength={120} error={errors.title?.message} {...form.register('title')} />
      <Field id="announcement-message" label="Message" error={errors.message?.message}>
        {(aria) => <Textarea rows={4} maxLength={2000} {...aria} {...form.register('message')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="announcement-priority" label="Priority" error={errors.priority?.message}>
          {(aria) => (
            <Select {...aria} {...form.register('priority')}>
              {NOTIFICATION_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {PRIORITY_APPEARANCE[p].label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          id="announcement-category"
          label="Category"
          error={errors.category?.message}
          hint="Marketing reaches only people who switched marketing on."
        >
          {(aria) => (
            <Select {...aria} {...form.register('category')}>
              <option value="announcement">Announcement</option>
              <option value="marketing">Marketing</option>
            </Select>
          )}
        </Field>
      </div>
      <FormField
        id="announcement-action-url"
        label="Action URL"
        placeholder="/orders"
        hint="Optional. A page in this app that View opens, such as /orders."
        error={errors.actionUrl?.message}
        {...form.register('actionUrl')}
      />
      <AudienceFields control={form.control} register={form.register} setValue={form.setValue} errors={errors} revalidate={isSubmitted} />
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Sending…' : 'Send announcement'}
        </Button>
      </div>
    </form>
  );
}
