import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ArrowRight, Award, CheckCircle2, Circle, ClipboardCheck, Lock } from 'lucide-react';
import type { LearnerModule, QuizResult } from '../../../../shared/training.contracts';
import { paths } from '../../../../shared/routes';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useCompleteLesson } from '../complete-lesson';
import { minutesText } from '../training-format';
import { ModuleStatePill } from './module-state-pill';
import { ModuleQuiz } from './module-quiz';
import { LessonContent } from './lesson-view';
import { ProgressBar } from './progress-bar';
import { BackToTrainingButton } from './back-to-training-button';

export const QUIZ_STEP = 'quiz';

/** Which step to show when the URL names none: the first unread lesson, else the quiz if not passed, else the summary. */
export function defaultStep(m: LearnerModule): string | null {
  const unread = m.lessons.find((l) => !l.completed);
  if (unread) return unread.id;
  if (m.quiz && !m.quizPassed) return QUIZ_STEP;
  return null;
}

/**
 * A module for its learner: a stepper of its lessons (read ones ticked) and its quiz, the current lesson's content,
 * "Mark as read & continue" (which records progress and moves on), the quiz after the last lesson, and a success
 * panel with the next module once the module is complete. `step` is a lesson id, "quiz" or null (the default).
 */
export function ModulePlayer({
  module: m,
  step,
  onStep,
}: {
  module: LearnerModule;
  step: string | null;
  onStep: (step: string | null) => void;
}) {
  const complete = useCompleteLesson();
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<QuizResult | null>(null);
  const [quizRound, setQuizRound] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const allRead = m.lessons.every((l) => l.completed);
  const known = step === QUIZ_STEP ? (m.quiz ? step : null) : m.lessons.some((l) => l.id === step) ? step : null;
  const current = known ?? defaultStep(m);
  const lessonIndex = m.lessons.findIndex((l) => l.id === current);
  const lesson = lessonIndex >= 0 ? m.lessons[lessonIndex] : null;

  // A new step moves focus to its heading (not on the first load, where the page's own focus handling applies).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
    setError(null);
  }, [current]);

  const after = (index: number) => (index + 1 < m.lessons.length ? m.lessons[index + 1].id : m.quiz ? QUIZ_STEP : 'summary');
  const go = (next: string) => onStep(next === 'summary' ? null : next);

  const markRead = async () => {
    if (!lesson) return;
    setError(null);
    try {
      if (!lesson.completed) await complete.mutateAsync(lesson.id);
      go(after(lessonIndex));
    } catch (e) {
      setError(errorMessage(e, 'This lesson could not be marked as read. Please try again.'));
    }
  };

  const steps = m.lessons.length + (m.quiz ? 1 : 0);
  return (
    <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
      <nav aria-label="Lessons of this module" className="grid content-start gap-3">
        <Card className="grid gap-3 p-4">
          <div className="flex items-center justify-between gap-2">
            <ModuleStatePill state={m.state} />
            <span className="text-sm text-muted-foreground">{minutesText(m.estimatedMinutes)}</span>
          </div>
          <ProgressBar percent={m.percent} label={`Progress of ${m.title}`} />
          <ol className="grid gap-1">
            {m.lessons.map((l, i) => (
              <li key={l.id}>
                <button
                  type="button"
                  onClick={() => go(l.id)}
                  aria-current={l.id === current ? 'step' : undefined}
                  className={cn(
                    'flex w-full items-start gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-muted',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    l.id === current && 'bg-muted font-semibold',
                  )}
                  data-testid="lesson-step"
                  data-read={String(l.completed)}
                >
                  {l.completed ? (
                    <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-green-700" />
                  ) : (
                    <Circle aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                  )}
                  <span className="min-w-0">
                    {i + 1}. {l.title}
                    <span className="sr-only">{l.completed ? ' (read)' : ' (not read yet)'}</span>
                  </span>
                </button>
              </li>
            ))}
            {m.quiz ? (
              <li>
                <button
                  type="button"
                  onClick={() => go(QUIZ_STEP)}
                  aria-current={current === QUIZ_STEP ? 'step' : undefined}
                  className={cn(
                    'flex w-full items-start gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-muted',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    current === QUIZ_STEP && 'bg-muted font-semibold',
                  )}
                  data-testid="quiz-step"
                >
                  {m.quizPassed ? (
                    <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-green-700" />
                  ) : allRead ? (
                    <ClipboardCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                  ) : (
                    <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                  )}
                  <span>
                    Quiz
                    <span className="sr-only">{m.quizPassed ? ' (passed)' : allRead ? '' : ' (read every lesson first)'}</span>
                  </span>
                </button>
              </li>
            ) : null}
          </ol>
        </Card>
      </nav>

      <div className="grid min-w-0 content-start gap-4">
        {m.state === 'completed' && current === null ? <ModuleDone module={m} /> : null}
        {m.state === 'completed' && current === QUIZ_STEP && result?.passed ? <ModuleDone module={m} /> : null}

        {lesson ? (
          <Card className="grid gap-4 p-4 sm:p-6" data-testid="lesson" data-lesson-title={lesson.title}>
            <div className="grid gap-1">
              <p className="text-sm text-muted-foreground">
                Lesson {lessonIndex + 1} of {m.lessons.length} · {minutesText(lesson.estimatedMinutes)}
                {lesson.completed ? ' · Read' : ''}
              </p>
              <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold tracking-tight focus:outline-none">
                {lesson.title}
              </h2>
            </div>
            <LessonContent lesson={lesson} />
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-4">
              <Button variant="outline" disabled={lessonIndex === 0} onClick={() => go(m.lessons[lessonIndex - 1].id)}>
                <ArrowLeft aria-hidden />
                Previous
              </Button>
              <Button onClick={() => void markRead()} disabled={complete.isPending}>
                {complete.isPending
                  ? 'Saving…'
                  : lesson.completed
                    ? lessonIndex + 1 < m.lessons.length || m.quiz
                      ? 'Next'
                      : 'Finish'
                    : 'Mark as read & continue'}
                <ArrowRight aria-hidden />
              </Button>
            </div>
          </Card>
        ) : null}

        {current === QUIZ_STEP && m.quiz ? (
          <Card className="grid gap-4 p-4 sm:p-6" data-testid="quiz">
            <div className="grid gap-1">
              <p className="text-sm text-muted-foreground">
                Step {steps} of {steps} · {m.quiz.questions.length} questions · pass mark {m.quiz.passMarkPercent}%
              </p>
              <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold tracking-tight focus:outline-none">
                Quiz: {m.title}
              </h2>
            </div>
            {allRead ? (
              <ModuleQuiz
                key={quizRound}
                module={m}
                result={result}
                onResult={setResult}
                onRetry={() => {
                  setResult(null);
                  setQuizRound((n) => n + 1);
                  headingRef.current?.focus();
                }}
              />
            ) : (
              <Alert variant="info">
                <Lock aria-hidden />
                <AlertDescription>
                  Read every lesson of this module before taking the quiz.{' '}
                  <button
                    type="button"
                    className="font-medium underline underline-offset-4"
                    onClick={() => go(m.lessons.find((l) => !l.completed)?.id ?? m.lessons[0].id)}
                  >
                    Go to the next unread lesson
                  </button>
                </AlertDescription>
              </Alert>
            )}
          </Card>
        ) : null}
      </div>
    </div>
  );
}

/** The module is complete: say so plainly, and offer the next module (or the way back, and the certificate). */
function ModuleDone({ module: m }: { module: LearnerModule }) {
  return (
    <Alert variant="success" data-testid="module-complete">
      <Award aria-hidden />
      <div className="grid gap-2">
        <AlertTitle>Module completed</AlertTitle>
        <AlertDescription>
          You have completed {m.title}
          {m.bestScorePercent !== null ? ` with a best quiz score of ${m.bestScorePercent}%` : ''}.
        </AlertDescription>
        <div className="flex flex-wrap gap-2">
          {m.nextModule ? (
            <Button size="sm" asChild>
              <Link to={paths.trainingModule(m.nextModule.id)} data-testid="next-module">
                Next module: {m.nextModule.title}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          ) : null}
          <BackToTrainingButton />
        </div>
      </div>
    </Alert>
  );
}
