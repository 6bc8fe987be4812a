import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { CheckCircle2, RotateCcw, XCircle } from 'lucide-react';
import { TRAINING_MESSAGES, type LearnerModule, type QuizAttemptState, type QuizResult } from '../../../../shared/training.contracts';
import { FormError, useAppForm } from '../../../components/form';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSubmitQuiz } from '../submit-quiz';
import { quizResolver } from '../quiz-resolver';

/** Whole seconds until `iso` (0 once passed or when null), ticking every second until then. */
function useSecondsUntil(iso: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const until = Date.parse(iso);
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= until) window.clearInterval(timer);
    };
    // At once (the clock may be older than this deadline), then every second.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [iso]);
  return iso ? Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000)) : 0;
}

/** Why no attempt is possible right now (the day's attempts used, or the cool-down), else null. */
function waitMessage(attempts: QuizAttemptState, seconds: number): string | null {
  if (attempts.limitReached) return TRAINING_MESSAGES.quizDailyLimit(attempts.perDay);
  return seconds > 0 ? TRAINING_MESSAGES.quizCoolDown(seconds) : null;
}

/**
 * The module's quiz: one radio group per question, every question required (the message sits under its question and
 * focus goes to the first one missing). The server grades it; until the quiz is passed the result is the score only
 * (which questions were wrong after the day's last attempt, issue 32), and once passed, per question, whether it was
 * right and which option was. Attempts are limited per day and spaced by a cool-down, both shown here.
 */
export function ModuleQuiz({
  module: m,
  result,
  onResult,
  onRetry,
}: {
  module: LearnerModule;
  result: QuizResult | null;
  onResult: (result: QuizResult) => void;
  onRetry: () => void;
}) {
  const quiz = m.quiz!;
  const submit = useSubmitQuiz();
  const resolver = useMemo(() => quizResolver(quiz.questions.length), [quiz.questions.length]);
  const form = useAppForm(resolver, { answers: quiz.questions.map(() => null) });
  const answers = form.watch('answers');
  const missing = quiz.questions.filter((_, qi) => form.formState.errors.answers?.[qi]).length;
  const baseId = useId();

  const send = form.submit(
    async ({ answers: chosen }) => onResult(await submit.mutateAsync({ moduleId: m.id, answers: chosen })),
    'Your answers could not be submitted. Please try again.',
  );

  const graded = result?.results ? new Map(result.results.map((r) => [r.questionId, r])) : null;
  const attempts = result?.attempts ?? quiz.attempts;
  const seconds = useSecondsUntil(attempts.nextAttemptAt);
  const wait = waitMessage(attempts, seconds);

  return (
    <div className="grid gap-5">
      {result ? <QuizOutcome result={result} wait={wait} onRetry={onRetry} /> : null}
      {result ? null : (
        <div className="grid gap-1 text-sm text-muted-foreground">
          <p>
            Answer all {quiz.questions.length} questions. You need {quiz.passMarkPercent}% to pass.
            {quiz.lastAttempt
              ? ` Your last attempt scored ${quiz.lastAttempt.scorePercent}% (${quiz.lastAttempt.passed ? 'passed' : 'not passed'}).`
              : ''}
          </p>
          {m.state === 'completed' ? null : (
            <p data-testid="quiz-rules">
              {TRAINING_MESSAGES.quizRules(attempts.perDay, attempts.cooldownSeconds)} Attempts today: {attempts.usedToday} of{' '}
              {attempts.perDay}.
            </p>
          )}
        </div>
      )}
      {!result && wait ? (
        <p role="status" className="text-sm font-medium text-amber-800 dark:text-amber-300" data-testid="quiz-wait">
          {wait}
        </p>
      ) : null}
      <form noValidate aria-label="Quiz" className="grid gap-5" onSubmit={(event) => void send(event)}>
        <FormError message={form.formError} />
        {quiz.questions.map((q, qi) => {
          const errorId = `${baseId}-q${qi}-error`;
          const grade = graded?.get(q.id);
          const error = form.formState.errors.answers?.[qi]?.message;
          const invalid = Boolean(error);
          return (
            <fieldset
              key={q.id}
              className={cn(
                'grid gap-2 rounded-lg border p-4',
                grade
                  ? grade.correct
                    ? 'border-green-300 bg-green-50 dark:bg-green-950/30'
                    : 'border-red-300 bg-red-50 dark:bg-red-950/30'
                  : 'border-border',
                invalid && 'border-destructive',
              )}
              aria-describedby={invalid ? errorId : undefined}
              aria-invalid={invalid || undefined}
              data-testid="quiz-question"
              data-correct={grade ? String(grade.correct) : undefined}
            >
              <legend className="float-left w-full font-medium">
                {qi + 1}. {q.prompt}
              </legend>
              {grade ? (
                <p
                  className={cn(
                    'inline-flex items-center gap-1 text-sm font-medium',
                    grade.correct ? 'text-green-800 dark:text-green-300' : 'text-red-800 dark:text-red-300',
                  )}
                >
                  {grade.correct ? <CheckCircle2 aria-hidden className="size-4" /> : <XCircle aria-hidden className="size-4" />}
                  {grade.correct
                    ? 'Correct'
                    : grade.correctIndex === null
                      ? 'Incorrect'
                      : `Incorrect. The right answer: ${q.options[grade.correctIndex] ?? ''}`}
                </p>
              ) : null}
              <div className="grid gap-1">
                {q.options.map((option, oi) => (
                  <label key={oi} className={cn('flex items-start gap-3 rounded-md px-2 py-2 text-sm', !result && 'hover:bg-muted')}>
                    <input
                      type="radio"
                      value={oi}
                      {...form.register(`answers.${qi}`)}
                      disabled={result !== null || submit.isPending}
                      className="mt-0.5 size-4 shrink-0 accent-primary"
                    />
                    <span>
                      {option}
                      {result && answers[qi] === String(oi) ? (
                        <span className="ml-2 text-xs font-semibold uppercase tracking-wide">Your answer</span>
                      ) : null}
                    </span>
                  </label>
                ))}
              </div>
              {invalid ? (
                <p id={errorId} className="text-sm text-destructive" data-testid="quiz-question-error">
                  {error}
                </p>
              ) : null}
            </fieldset>
          );
        })}
        {result ? null : (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" size="lg" disabled={submit.isPending || wait !== null}>
              {submit.isPending ? 'Submitting…' : 'Submit answers'}
            </Button>
            {missing > 0 ? (
              <p role="alert" className="text-sm text-destructive">
                Answer every question before submitting ({missing} left).
              </p>
            ) : null}
          </div>
        )}
      </form>
    </div>
  );
}

function QuizOutcome({ result, wait, onRetry }: { result: QuizResult; wait: string | null; onRetry: () => void }) {
  // The result appears above the questions, away from the submit button: bring it into view and focus.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className="rounded-lg focus:outline-none focus-visible:outline-2 focus-visible:outline-ring">
      <Alert variant={result.passed ? 'success' : 'destructive'} data-testid="quiz-result" data-passed={String(result.passed)}>
        {result.passed ? <CheckCircle2 aria-hidden /> : <XCircle aria-hidden />}
        <div className="grid gap-2">
          <AlertTitle>
            {result.passed ? 'Passed' : 'Not passed'}: you scored {result.scorePercent}% ({result.correctCount} of {result.questionCount}{' '}
            correct)
          </AlertTitle>
          <AlertDescription>
            {result.passed
              ? `The pass mark is ${result.passMarkPercent}%.`
              : result.results
                ? `The pass mark is ${result.passMarkPercent}%. Review the lessons for the questions marked incorrect.`
                : `The pass mark is ${result.passMarkPercent}%. Review the lessons, then try again.`}
          </AlertDescription>
          {result.passed ? null : (
            <p className="text-sm" data-testid="quiz-attempts">
              Attempts today: {result.attempts.usedToday} of {result.attempts.perDay}.
            </p>
          )}
          {!result.passed && wait ? (
            <p role="status" className="text-sm font-medium" data-testid="quiz-wait">
              {wait}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {result.passed || result.attempts.limitReached ? null : (
              <Button size="sm" onClick={onRetry} disabled={wait !== null}>
                <RotateCcw aria-hidden />
                Retry the quiz
              </Button>
            )}
          </div>
        </div>
      </Alert>
    </div>
  );
}
