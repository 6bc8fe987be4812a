import { Link } from 'react-router';
import { AlertTriangle, Award, CheckCircle2, Clock, Download, Lock, PlayCircle } from 'lucide-react';
import type { LearnerModuleSummary, LearnerProgram } from '../../../../shared/training.contracts';
import { paths } from '../../../../shared/routes';
import { formatCalendarDate, formatDate } from '../../../../shared/time';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { certificateUrl } from '../training-files';
import { lockedText, minutesText, resumeLabel } from '../training-format';
import { ModuleStatePill } from './module-state-pill';
import { ProgressBar } from './progress-bar';

/**
 * Where a module opens: at the lesson the learner left off, when it is this one and a lesson is still unread; with
 * every lesson read the module page opens on its quiz by itself.
 */
function moduleHref(moduleId: string, lessonId?: string | null, allRead = false) {
  return lessonId && !allRead ? `${paths.trainingModule(moduleId)}?lesson=${encodeURIComponent(lessonId)}` : paths.trainingModule(moduleId);
}

const allReadOf = (program: LearnerProgram, moduleId: string) => {
  const m = program.modules.find((x) => x.id === moduleId);
  return m ? m.lessonsCompleted >= m.lessonCount : false;
};

/** One programme of the learner: progress, the Start/Resume button, the certificate at 100 %, and its modules in order. */
export function LearnerProgramCard({ program }: { program: LearnerProgram }) {
  const label = resumeLabel(program);
  const headingId = `training-program-${program.id}`;
  return (
    <Card className="grid gap-5 p-4 sm:p-6" aria-labelledby={headingId} role="region" data-testid="training-program">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <p className="text-sm font-medium text-muted-foreground">{program.brandName}</p>
          <h2 id={headingId} className="text-xl font-semibold tracking-tight">
            {program.title}
          </h2>
          {program.description ? <p className="max-w-prose text-sm text-muted-foreground">{program.description}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {label && program.resume ? (
            <Button asChild size="lg">
              <Link
                to={moduleHref(program.resume.moduleId, program.resume.lessonId, allReadOf(program, program.resume.moduleId))}
                data-testid="training-resume"
              >
                <PlayCircle aria-hidden />
                {label}
                <span className="sr-only">: {program.resume.moduleTitle}</span>
              </Link>
            </Button>
          ) : null}
          {program.certificateAvailable ? (
            <Button asChild size="lg" variant={label ? 'outline' : 'default'}>
              <a href={certificateUrl(program.id)} download data-testid="training-certificate">
                <Download aria-hidden />
                Download certificate
              </a>
            </Button>
          ) : null}
        </div>
      </div>

      <div className="grid gap-2">
        <ProgressBar percent={program.percent} label={`Progress of ${program.title}`} />
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span data-testid="training-program-percent" data-percent={program.percent}>
            {program.percent}% complete · {program.modulesCompleted} of {program.modulesTotal} modules
          </span>
          {program.completedAt ? (
            <span className="inline-flex items-center gap-1 font-medium text-green-800 dark:text-green-300">
              <Award aria-hidden className="size-4" />
              Completed {formatDate(program.completedAt)}
              {program.certificateNumber ? ` · Certificate ${program.certificateNumber}` : ''}
            </span>
          ) : program.overdue ? (
            <span className="inline-flex items-center gap-1 font-medium text-red-800 dark:text-red-300" data-testid="training-overdue">
              <AlertTriangle aria-hidden className="size-4" />
              Overdue: was due {formatCalendarDate(program.dueOn)}
            </span>
          ) : (
            <span>Due {formatCalendarDate(program.dueOn)}</span>
          )}
        </div>
        {program.resume && label === 'Resume' ? (
          <p className="text-sm">
            Next up: <span className="font-medium">{program.resume.moduleTitle}</span>
            {program.resume.lessonTitle ? ` · ${program.resume.lessonTitle}` : ''}
          </p>
        ) : null}
      </div>

      <ol className="grid gap-3" aria-label={`Modules of ${program.title}`}>
        {program.modules.map((m) => (
          <ModuleItem key={m.id} module={m} resumeLessonId={program.resume?.moduleId === m.id ? program.resume.lessonId : null} />
        ))}
      </ol>
    </Card>
  );
}

function ModuleItem({ module: m, resumeLessonId }: { module: LearnerModuleSummary; resumeLessonId: string | null }) {
  const locked = m.state === 'locked';
  const action = m.state === 'completed' ? 'Review' : m.state === 'in_progress' ? 'Continue' : 'Open';
  return (
    <li
      className={cn('grid gap-2 rounded-lg border border-border p-3 sm:p-4', locked ? 'bg-muted/50' : 'bg-card')}
      data-testid="training-module"
      data-module-title={m.title}
      data-state={m.state}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-start gap-3">
          <span
            aria-hidden
            className={cn(
              'grid size-8 shrink-0 place-items-center rounded-full text-sm font-semibold',
              m.state === 'completed'
                ? 'bg-green-100 text-green-900'
                : locked
                  ? 'bg-slate-200 text-slate-700'
                  : 'bg-primary text-primary-foreground',
            )}
          >
            {m.state === 'completed' ? <CheckCircle2 className="size-5" /> : locked ? <Lock className="size-4" /> : m.position}
          </span>
          <div className="grid min-w-0 gap-0.5">
            <h3 className="font-semibold">
              <span className="sr-only">Module {m.position}: </span>
              {m.title}
            </h3>
            {m.description ? <p className="text-sm text-muted-foreground">{m.description}</p> : null}
          </div>
        </div>
        <ModuleStatePill state={m.state} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 pl-11 text-sm text-muted-foreground">
        <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-3.5" />
            {minutesText(m.estimatedMinutes)}
          </span>
          <span>
            {m.lessonsCompleted}/{m.lessonCount} lessons
          </span>
          {m.hasQuiz ? (
            <span>
              Quiz{m.passMarkPercent !== null ? ` · pass mark ${m.passMarkPercent}%` : ''}
              {m.bestScorePercent !== null ? ` · best ${m.bestScorePercent}%` : ''}
            </span>
          ) : null}
        </span>
        {locked ? (
          <span className="inline-flex items-center gap-1 font-medium text-foreground" data-testid="training-module-locked">
            <Lock aria-hidden className="size-3.5" />
            {lockedText(m.lockedBy)}
          </span>
        ) : (
          <Button asChild size="sm" variant={m.state === 'completed' ? 'outline' : 'default'}>
            <Link to={moduleHref(m.id, resumeLessonId, m.lessonsCompleted >= m.lessonCount)}>
              {action}
              <span className="sr-only"> {m.title}</span>
            </Link>
          </Button>
        )}
      </div>
      {m.state === 'in_progress' ? <ProgressBar percent={m.percent} label={`Progress of ${m.title}`} className="pl-11" /> : null}
    </li>
  );
}
