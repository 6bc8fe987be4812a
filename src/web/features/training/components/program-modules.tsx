import { useState, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, CheckCircle2, FileText, Image, Pencil, Plus, Trash2, Video } from 'lucide-react';
import { toast } from 'sonner';
import {
  TRAINING_LESSON_KIND_LABELS,
  type AuthoringLesson,
  type AuthoringModule,
  type AuthoringProgram,
  type AuthoringQuestion,
} from '../../../../shared/training.contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TableEmpty } from '../../../components/data-table/table-states';
import { SubSection } from '../../../components/sub-section';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useDeleteLesson, useOrderLessons } from '../lesson-writes';
import { useDeleteModule, useOrderModules } from '../module-writes';
import { useDeleteQuestion } from '../question-writes';
import { authoringLessonFileUrl } from '../training-files';
import { minutesText, moved } from '../training-format';
import { LessonDialog } from './lesson-dialog';
import { ModuleDialog } from './module-dialog';
import { PrerequisitesEditor } from './prerequisites-editor';
import { QuestionDialog } from './question-dialog';

type Editing =
  | { kind: 'module'; module: AuthoringModule | null }
  | { kind: 'lesson'; moduleId: string; lesson: AuthoringLesson | null }
  | { kind: 'question'; moduleId: string; question: AuthoringQuestion | null }
  | null;
type Deleting =
  | { kind: 'module'; id: string; title: string }
  | { kind: 'lesson'; id: string; title: string }
  | { kind: 'question'; id: string; title: string }
  | null;

const KIND_ICONS = { text: FileText, image: Image, video: Video, document: FileText } as const;

/**
 * The programme's modules in order: move up and down, add, edit and delete; each opens to its lessons (ordered, any
 * kind), its quiz questions (answer key shown) and its prerequisites. Without `canWrite` (admin, archived) it reads.
 */
export function ProgramModules({ program, canWrite }: { program: AuthoringProgram; canWrite: boolean }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(program.modules.length === 1 ? [program.modules[0].id] : []));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const orderModules = useOrderModules();
  const orderLessons = useOrderLessons();
  const deleteModule = useDeleteModule();
  const deleteLesson = useDeleteLesson();
  const deleteQuestion = useDeleteQuestion();
  const modules = [...program.modules].sort((a, b) => a.position - b.position);

  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const run = async (what: string, action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (e) {
      toast.error(`${what} failed`, { description: errorMessage(e, 'Please try again.') });
    }
  };
  const moveModule = (index: number, delta: -1 | 1) =>
    run('Moving the module', () =>
      orderModules.mutateAsync({ programId: program.id, body: { ids: moved(modules, index, delta).map((m) => m.id) } }),
    );
  const moveLesson = (m: AuthoringModule, index: number, delta: -1 | 1) => {
    const lessons = [...m.lessons].sort((a, b) => a.position - b.position);
    return run('Moving the lesson', () =>
      orderLessons.mutateAsync({ moduleId: m.id, body: { ids: moved(lessons, index, delta).map((l) => l.id) } }),
    );
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const { kind, id } = deleting;
    try {
      if (kind === 'module') await deleteModule.mutateAsync(id);
      else if (kind === 'lesson') await deleteLesson.mutateAsync(id);
      else await deleteQuestion.mutateAsync(id);
      toast.success(`${kind === 'module' ? 'Module' : kind === 'lesson' ? 'Lesson' : 'Question'} deleted`, { description: deleting.title });
      setDeleting(null);
    } catch (e) {
      setDeleting(null);
      toast.error('Not deleted', { description: errorMessage(e, 'Please try again.') });
    }
  };
  const busy = orderModules.isPending || orderLessons.isPending;

  return (
    <div className="grid gap-4">
      {modules.length === 0 ? <TableEmpty>No modules yet.{canWrite ? ' Add the first one.' : ''}</TableEmpty> : null}
      <ol className="grid gap-3">
        {modules.map((m, index) => {
          const expanded = open.has(m.id);
          const lessons = [...m.lessons].sort((a, b) => a.position - b.position);
          const questions = [...m.questions].sort((a, b) => a.position - b.position);
          const panelId = `training-module-panel-${m.id}`;
          return (
            <li key={m.id} className="rounded-lg border border-border bg-card" data-testid="authoring-module" data-title={m.title}>
              <div className="flex flex-wrap items-center justify-between gap-2 p-3 sm:p-4">
                <button
                  type="button"
                  className="flex min-w-48 flex-1 items-start gap-2 rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(m.id)}
                >
                  {expanded ? (
                    <ChevronDown aria-hidden className="mt-0.5 size-5 shrink-0" />
                  ) : (
                    <ChevronRight aria-hidden className="mt-0.5 size-5 shrink-0" />
                  )}
                  <span className="grid min-w-0">
                    <span className="font-semibold">
                      {m.position}. {m.title}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {minutesText(m.estimatedMinutes)} · {m.lessons.length} {m.lessons.length === 1 ? 'lesson' : 'lessons'} ·{' '}
                      {m.questions.length} {m.questions.length === 1 ? 'question' : 'questions'}
                      {m.passMarkPercent !== null ? ` · pass mark ${m.passMarkPercent}%` : ''}
                      {m.prerequisiteIds.length > 0 ? ` · requires ${m.prerequisiteIds.length}` : ''}
                    </span>
                  </span>
                </button>
                {canWrite ? (
                  <div className="flex flex-wrap gap-1">
                    <IconButton label={`Move ${m.title} up`} disabled={index === 0 || busy} onClick={() => void moveModule(index, -1)}>
                      <ArrowUp aria-hidden />
                    </IconButton>
                    <IconButton
                      label={`Move ${m.title} down`}
                      disabled={index === modules.length - 1 || busy}
                      onClick={() => void moveModule(index, 1)}
                    >
                      <ArrowDown aria-hidden />
                    </IconButton>
                    <IconButton label={`Edit ${m.title}`} onClick={() => setEditing({ kind: 'module', module: m })}>
                      <Pencil aria-hidden />
                    </IconButton>
                    <IconButton label={`Delete ${m.title}`} onClick={() => setDeleting({ kind: 'module', id: m.id, title: m.title })}>
                      <Trash2 aria-hidden />
                    </IconButton>
                  </div>
                ) : null}
              </div>
              {expanded ? (
                <div id={panelId} className="grid gap-5 border-t border-border p-3 sm:p-4">
                  {m.description ? <p className="text-sm text-muted-foreground">{m.description}</p> : null}
                  <SubSection
                    title="Lessons"
                    action={
                      canWrite ? (
                        <Button size="sm" variant="outline" onClick={() => setEditing({ kind: 'lesson', moduleId: m.id, lesson: null })}>
                          <Plus aria-hidden />
                          Add lesson<span className="sr-only"> to {m.title}</span>
                        </Button>
                      ) : null
                    }
                  >
                    {lessons.length === 0 ? (
                      <p className="text-sm text-muted-foreground">
                        No lessons yet. A module needs at least one before the programme can be published.
                      </p>
                    ) : (
                      <ol className="grid gap-2">
                        {lessons.map((l, li) => {
                          const Icon = KIND_ICONS[l.kind];
                          const needsFile = (l.kind === 'image' || l.kind === 'document') && !l.file;
                          return (
                            <li
                              key={l.id}
                              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2"
                              data-testid="authoring-lesson"
                            >
                              <div className="flex min-w-0 items-start gap-2">
                                <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                                <div className="grid min-w-0">
                                  <span className="text-sm font-medium">
                                    {li + 1}. {l.title}
                                  </span>
                                  <span className="text-xs text-muted-foreground">
                                    {TRAINING_LESSON_KIND_LABELS[l.kind]} · {minutesText(l.estimatedMinutes)}
                                    {l.file ? (
                                      <>
                                        {' · '}
                                        <a
                                          href={authoringLessonFileUrl(l.id)}
                                          download={l.file.name}
                                          className="text-primary underline underline-offset-4"
                                        >
                                          {l.file.name}
                                        </a>
                                      </>
                                    ) : null}
                                    {needsFile ? <span className="font-medium text-red-800 dark:text-red-300"> · file missing</span> : null}
                                  </span>
                                </div>
                              </div>
                              {canWrite ? (
                                <div className="flex flex-wrap gap-1">
                                  <IconButton
                                    label={`Move ${l.title} up`}
                                    disabled={li === 0 || busy}
                                    onClick={() => void moveLesson(m, li, -1)}
                                  >
                                    <ArrowUp aria-hidden />
                                  </IconButton>
                                  <IconButton
                                    label={`Move ${l.title} down`}
                                    disabled={li === lessons.length - 1 || busy}
                                    onClick={() => void moveLesson(m, li, 1)}
                                  >
                                    <ArrowDown aria-hidden />
                                  </IconButton>
                                  <IconButton
                                    label={`Edit lesson ${l.title}`}
                                    onClick={() => setEditing({ kind: 'lesson', moduleId: m.id, lesson: l })}
                                  >
                                    <Pencil aria-hidden />
                                  </IconButton>
                                  <IconButton
                                    label={`Delete lesson ${l.title}`}
                                    onClick={() => setDeleting({ kind: 'lesson', id: l.id, title: l.title })}
                                  >
                                    <Trash2 aria-hidden />
                                  </IconButton>
                                </div>
                              ) : null}
                            </li>
                          );
                        })}
                      </ol>
                    )}
                  </SubSection>

                  <SubSection
                    title="Quiz"
                    action={
                      canWrite ? (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setEditing({ kind: 'question', moduleId: m.id, question: null })}
                        >
                          <Plus aria-hidden />
                          Add question<span className="sr-only"> to {m.title}</span>
                        </Button>
                      ) : null
                    }
                  >
                    {questions.length === 0 ? (
                      <p className="text-sm text-muted-foreground">No quiz: the module is complete once its lessons are read.</p>
                    ) : (
                      <ol className="grid gap-2">
                        {questions.map((q, qi) => (
                          <li key={q.id} className="grid gap-1 rounded-md border border-border px-3 py-2" data-testid="authoring-question">
                            <div className="flex flex-wrap items-start justify-between gap-2">
                              <span className="min-w-0 text-sm font-medium">
                                {qi + 1}. {q.prompt}
                              </span>
                              {canWrite ? (
                                <div className="flex gap-1">
                                  <IconButton
                                    label={`Edit question ${qi + 1}`}
                                    onClick={() => setEditing({ kind: 'question', moduleId: m.id, question: q })}
                                  >
                                    <Pencil aria-hidden />
                                  </IconButton>
                                  <IconButton
                                    label={`Delete question ${qi + 1}`}
                                    onClick={() => setDeleting({ kind: 'question', id: q.id, title: q.prompt })}
                                  >
                                    <Trash2 aria-hidden />
                                  </IconButton>
                                </div>
                              ) : null}
                            </div>
                            <ul className="grid gap-0.5 text-sm">
                              {q.options.map((o, oi) => (
                                <li
                                  key={oi}
                                  className={cn(
                                    'flex items-start gap-1.5',
                                    oi === q.correctIndex ? 'font-medium text-green-800 dark:text-green-300' : 'text-muted-foreground',
                                  )}
                                >
                                  {oi === q.correctIndex ? (
                                    <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
                                  ) : (
                                    <span aria-hidden className="size-4 shrink-0" />
                                  )}
                                  <span>
                                    {o}
                                    {oi === q.correctIndex ? <span className="sr-only"> (correct answer)</span> : null}
                                  </span>
                                </li>
                              ))}
                            </ul>
                          </li>
                        ))}
                      </ol>
                    )}
                    {questions.length > 0 && m.passMarkPercent === null ? (
                      <p className="text-sm font-medium text-red-800 dark:text-red-300">
                        Set the pass mark of this module’s quiz (Edit module).
                      </p>
                    ) : null}
                  </SubSection>

                  <SubSection title="Prerequisites">
                    <PrerequisitesEditor key={m.prerequisiteIds.join()} module={m} modules={modules} canWrite={canWrite} />
                  </SubSection>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {canWrite ? (
        <div>
          <Button onClick={() => setEditing({ kind: 'module', module: null })}>
            <Plus aria-hidden />
            Add module
          </Button>
        </div>
      ) : null}

      <ModuleDialog
        open={editing?.kind === 'module'}
        programId={program.id}
        module={editing?.kind === 'module' ? editing.module : null}
        onClose={() => setEditing(null)}
      />
      <LessonDialog
        open={editing?.kind === 'lesson'}
        moduleId={editing?.kind === 'lesson' ? editing.moduleId : ''}
        lesson={editing?.kind === 'lesson' ? editing.lesson : null}
        onClose={() => setEditing(null)}
      />
      <QuestionDialog
        open={editing?.kind === 'question'}
        moduleId={editing?.kind === 'question' ? editing.moduleId : ''}
        question={editing?.kind === 'question' ? editing.question : null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => (next ? undefined : setDeleting(null))}
        title={`Delete this ${deleting?.kind ?? 'item'}?`}
        description={
          deleting?.kind === 'module'
            ? `${deleting.title}, with its lessons, quiz and learners’ progress, will be deleted.`
            : `${deleting?.title ?? ''} will be deleted.`
        }
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={deleteModule.isPending || deleteLesson.isPending || deleteQuestion.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

function IconButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button variant="ghost" size="icon" className="size-9" aria-label={label} title={label} onClick={onClick} disabled={disabled}>
      {children}
    </Button>
  );
}
