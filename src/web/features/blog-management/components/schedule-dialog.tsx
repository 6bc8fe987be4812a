import { toast } from 'sonner';
import { ZBlogScheduleForm, type BlogPostEditable } from '../../../../shared/blog.contracts';
import { manilaToday } from '../../../../shared/time';
import { DateField, FormDialog, TextField, useAppForm } from '../../../components/form';
import { usePublishPost } from '../post-writes';
import { defaultSchedule, isAhead, publishAtOf, scheduledText } from '../schedule';

interface ScheduleValues {
  date: string;
  time: string;
}

/** Schedule a saved post: a Manila date and time, sent as the ISO instant; mounted only while open. */
export function ScheduleDialog({ post, onClose }: { post: BlogPostEditable | null; onClose: () => void }) {
  return post ? <ScheduleForm post={post} onClose={onClose} /> : null;
}

function ScheduleForm({ post, onClose }: { post: BlogPostEditable; onClose: () => void }) {
  const publish = usePublishPost();
  const form = useAppForm<ScheduleValues, ScheduleValues>(ZBlogScheduleForm, defaultSchedule(), {
    labels: { date: 'date', time: 'time' },
  });
  const submit = form.submit(async (data) => {
    const publishAt = publishAtOf(data);
    if (!isAhead(publishAt)) {
      form.setError('time', { type: 'custom', message: 'Choose a time in the future, or use Publish now.' }, { shouldFocus: true });
      return;
    }
    const saved = await publish.mutateAsync({ id: post.id, publishAt });
    toast.success('Post scheduled', { description: saved.publishedAt ? scheduledText(saved.publishedAt) : saved.title });
    onClose();
  }, 'The post could not be scheduled.');
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title="Schedule this post"
      description="It goes live on the public blog at this time (Manila time)."
      onSubmit={submit}
      submitLabel="Schedule"
      pendingLabel="Scheduling…"
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <DateField control={form.control} name="date" label="Date" min={manilaToday()} />
        <TextField control={form.control} name="time" label="Time (Manila)" type="time" />
      </div>
    </FormDialog>
  );
}
