import { toast } from 'sonner';
import { NOTIFICATION_PRIORITIES } from '../../../../shared/notifications.contracts';
import { EnumSelectField, FormBody, FormFooter, TextField, TextareaField, useAppForm } from '../../../components/form';
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

const PRIORITY_OPTIONS = NOTIFICATION_PRIORITIES.map((p) => ({ value: p, label: PRIORITY_APPEARANCE[p].label }));
const CATEGORY_OPTIONS = [
  { value: 'announcement', label: 'Announcement' },
  { value: 'marketing', label: 'Marketing' },
];

/** Head office writes an announcement; the server turns it into a notification per recipient. */
export function AnnouncementForm() {
  const create = useCreateAnnouncement();
  // The audience is three fields on the form and one choice in the contract: its own resolver maps them.
  const form = useAppForm<AnnouncementFormValues, AnnouncementPayload>(announcementResolver, EMPTY_ANNOUNCEMENT, {
    labels: ANNOUNCEMENT_LABELS,
  });
  const { control } = form;
  const { errors, isSubmitted } = form.formState;

  const submit = form.submit(async (payload) => {
    const announcement = await create.mutateAsync(payload);
    toast.success('Announcement sent', { description: recipientsText(announcement.recipientCount) });
    form.reset(EMPTY_ANNOUNCEMENT);
  }, 'Failed to send announcement.');

  return (
    <FormBody
      onSubmit={submit}
      formError={form.formError}
      label="Send announcement"
      footer={<FormFooter submitLabel="Send announcement" pendingLabel="Sending…" pending={create.isPending} />}
    >
      <TextField control={control} name="title" id="announcement-title" label="Title" maxLength={120} />
      <TextareaField control={control} name="message" id="announcement-message" label="Message" rows={4} maxLength={2000} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <EnumSelectField control={control} name="priority" id="announcement-priority" label="Priority" options={PRIORITY_OPTIONS} />
        <EnumSelectField
          control={control}
          name="category"
          id="announcement-category"
          label="Category"
          hint="Marketing reaches only people who switched marketing on."
          options={CATEGORY_OPTIONS}
        />
      </div>
      <TextField
        control={control}
        name="actionUrl"
        id="announcement-action-url"
        label="Action URL"
        placeholder="/orders"
        hint="Optional. A page in this app that View opens, such as /orders."
      />
      <AudienceFields control={control} register={form.register} setValue={form.setValue} errors={errors} revalidate={isSubmitted} />
    </FormBody>
  );
}
