import { useState } from 'react';
import { toast } from 'sonner';
import {
  TRAINING_FILE_LESSON_KINDS,
  TRAINING_LESSON_KIND_LABELS,
  TRAINING_LESSON_KINDS,
  ZLessonInput,
  type AuthoringLesson,
  type AuthoringProgram,
  type TrainingLessonKind,
} from '../../../../shared/training.contracts';
import {
  DOCUMENT_RULES,
  EnumSelectField,
  FileField,
  FormDialog,
  IMAGE_RULES,
  labelledOptions,
  TextareaField,
  TextField,
  useAppForm,
  saveLabels,
  useChosenFile,
  whileOpen,
} from '../../../components/form';
import { useCreateLesson, useUpdateLesson } from '../lesson-writes';
import { useUploadLessonFile } from '../upload-lesson-file';

interface LessonFormValues {
  title: string;
  kind: TrainingLessonKind;
  body: string;
  videoUrl: string;
  estimatedMinutes: string;
}
type LessonOut = ReturnType<typeof ZLessonInput.parse>;

const LABELS = { title: 'title', kind: 'kind', body: 'lesson text', videoUrl: 'video link', estimatedMinutes: 'estimated minutes' };
const KIND_OPTIONS = labelledOptions(TRAINING_LESSON_KINDS, TRAINING_LESSON_KIND_LABELS);
const toInput = (v: LessonFormValues) => ({ ...v, videoUrl: v.kind === 'video' ? v.videoUrl.trim() || null : null });

/**
 * Add a lesson to a module (lesson null) or edit one: its kind decides what it holds — Markdown text, a video link, or
 * an image or document uploaded once the lesson is saved (with progress). When only the upload fails, the dialog
 * stays open on the saved lesson so the file can be tried again.
 */
export const LessonDialog = whileOpen(LessonForm);

/** A new lesson goes to the end of its module. */
function lastLesson(program: AuthoringProgram, moduleId: string): AuthoringLesson | null {
  const lessons = program.modules.find((m) => m.id === moduleId)?.lessons ?? [];
  return [...lessons].sort((x, y) => x.position - y.position).at(-1) ?? null;
}

function LessonForm({ moduleId, lesson, onClose }: { moduleId: string; lesson: AuthoringLesson | null; onClose: () => void }) {
  const create = useCreateLesson();
  const update = useUpdateLesson();
  const upload = useUploadLessonFile();
  const fileUpload = useChosenFile('Choose a file to upload.');
  const file = fileUpload.file;
  const [saved, setSaved] = useState<AuthoringLesson | null>(lesson);
  const form = useAppForm<LessonFormValues, LessonOut>(
    ZLessonInput,
    lesson
      ? {
          title: lesson.title,
          kind: lesson.kind,
          body: lesson.body,
          videoUrl: lesson.videoUrl ?? '',
          estimatedMinutes: String(lesson.estimatedMinutes),
        }
      : { title: '', kind: 'text', body: '', videoUrl: '', estimatedMinutes: '5' },
    { labels: LABELS, toInput },
  );
  const kind = form.watch('kind');
  const takesFile = TRAINING_FILE_LESSON_KINDS.includes(kind);

  const submit = form.submit(async (input) => {
    const hasFile = saved?.file && saved.kind === input.kind;
    if (takesFile && !file && !hasFile) {
      fileUpload.setMissing(true);
      return;
    }
    let current: AuthoringLesson | null;
    if (saved) {
      const program = await update.mutateAsync({ id: saved.id, patch: input });
      current = program.modules.flatMap((m) => m.lessons).find((l) => l.id === saved.id) ?? saved;
    } else {
      current = lastLesson(await create.mutateAsync({ moduleId, body: input }), moduleId);
    }
    setSaved(current);
    const verb = lesson ? 'saved' : 'added';
    if (current && takesFile) {
      const uploaded = await fileUpload.uploadAfterSave((chosen, onProgress) =>
        upload.mutateAsync({ id: current.id, file: chosen, onProgress }),
      );
      if (!uploaded) {
        toast.error(`Lesson ${verb}, but the file was not uploaded`, { description: input.title });
        return;
      }
    }
    toast.success(`Lesson ${verb}`, { description: input.title });
    onClose();
  }, 'The lesson could not be saved.');

  const rules = kind === 'image' ? IMAGE_RULES : DOCUMENT_RULES;
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={lesson ? `Edit lesson: ${lesson.title}` : 'Add lesson'}
      className="sm:max-w-3xl"
      onSubmit={submit}
      {...saveLabels(saved !== null, 'Add lesson', fileUpload.progress !== null)}
      pending={form.formState.isSubmitting || upload.isPending}
    >
      <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <TextField control={form.control} name="title" label="Title" maxLength={160} />
        <EnumSelectField control={form.control} name="kind" label="Kind" options={KIND_OPTIONS} />
        <TextField control={form.control} name="estimatedMinutes" label="Minutes" inputMode="numeric" />
      </div>
      {kind === 'video' ? (
        <TextField
          control={form.control}
          name="videoUrl"
          label="Video link"
          type="url"
          placeholder="https://www.youtube.com/watch?v=…"
          hint="Learners open the video in a new tab."
        />
      ) : null}
      {takesFile ? (
        <FileField
          label={saved?.file && saved.kind === kind ? 'Replace file' : kind === 'image' ? 'Image' : 'Document'}
          hint={
            (saved?.file && saved.kind === kind ? `Now: ${saved.file.name}. ` : '') +
            (kind === 'image' ? 'JPG or PNG, at most 5 MB.' : 'PDF, Word, JPG or PNG, at most 5 MB.') +
            ' Uploaded once the lesson is saved.'
          }
          rules={rules}
          {...fileUpload.picker}
        />
      ) : null}
      <TextareaField
        control={form.control}
        name="body"
        label={kind === 'text' ? 'Lesson text (Markdown)' : 'Caption or notes (Markdown, optional)'}
        rows={kind === 'text' ? 12 : 4}
        maxLength={50_000}
        hint="Markdown: # heading, **bold**, - list, [link](https://…). HTML is shown as text."
      />
    </FormDialog>
  );
}
