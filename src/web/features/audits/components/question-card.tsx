import { useEffect, useId, useMemo, useState } from 'react';
import { CameraPhotoButton } from './camera-photo-button';
import type { StoredQuestion } from '../../../../shared/audits.contracts';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { answerText, answerVerdict, questionHint, readNumberAnswer, type AnswerValue, type GivenAnswer } from '../audit-answers';

export interface QuestionPhoto {
  key: string;
  /** A stored photo's address, or the picture still waiting on the device. */
  src: string | Blob;
  pending: boolean;
}

interface Props {
  question: StoredQuestion;
  number: number;
  given: GivenAnswer | undefined;
  previous: (AnswerValue & { comment: string | null }) | undefined;
  photos: readonly QuestionPhoto[];
  /** The server's message about this question (a refused answer, or what submitting still needs). */
  error: string | null;
  readOnly: boolean;
  onAnswer: (answer: AnswerValue, comment: string | null) => void;
  onPhoto: (file: File) => void;
}

interface Option {
  label: string;
  answer: AnswerValue;
}

function optionsOf(q: StoredQuestion): Option[] {
  const na: Option[] = q.allowNa ? [{ label: 'N/A', answer: { na: true, value: null } }] : [];
  switch (q.kind) {
    case 'yes_no':
      return [{ label: 'Yes', answer: { na: false, value: 'yes' } }, { label: 'No', answer: { na: false, value: 'no' } }, ...na];
    case 'score':
      return [...Array.from({ length: (q.maxScore ?? 0) + 1 }, (_, i) => ({ label: String(i), answer: { na: false, value: i } })), ...na];
    case 'choice':
      return [...(q.choices ?? []).map((c, i) => ({ label: c.label, answer: { na: false, value: i } })), ...na];
    case 'number':
      return na;
  }
}

const same = (a: AnswerValue | undefined, b: AnswerValue) => Boolean(a) && a!.na === b.na && (b.na || a!.value === b.value);

function BlobImage({ blob, alt }: { blob: Blob; alt: string }) {
  const url = useMemo(() => URL.createObjectURL(blob), [blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img src={url} alt={alt} className="size-20 rounded-md border border-border object-cover" />;
}

/**
 * One question of the audit, for a thumb on a phone: the prompt and what it needs, the last audit's answer, one tap
 * per answer (each tap is saved at once, on the device first), a comment saved when the box is left, and photos from
 * the camera.
 */
export function QuestionCard({ question: q, number, given, previous, photos, error, readOnly, onAnswer, onPhoto }: Props) {
  const id = useId();
  const givenNumber = given && !given.na && given.value !== null ? String(given.value) : '';
  const givenComment = given?.comment ?? '';
  const [comment, setComment] = useState(givenComment);
  const [numberText, setNumberText] = useState(givenNumber);
  // An answer that arrives later (the device's queue read on reopening, the server's copy) refills the boxes.
  const [shown, setShown] = useState({ number: givenNumber, comment: givenComment });
  if (shown.number !== givenNumber || shown.comment !== givenComment) {
    setShown({ number: givenNumber, comment: givenComment });
    if (shown.number !== givenNumber) setNumberText(givenNumber);
    if (shown.comment !== givenComment) setComment(givenComment);
  }
  const [numberProblem, setNumberProblem] = useState<string | null>(null);
  const verdict = answerVerdict(q, given);
  const options = optionsOf(q);
  const commentOrNull = () => (comment.trim() ? comment : null);

  const saveNumber = () => {
    if (readOnly) return;
    const read = readNumberAnswer(q, numberText);
    if ('problem' in read) {
      setNumberProblem(numberText.trim() === '' ? null : read.problem);
      return;
    }
    setNumberProblem(null);
    if (given && !given.na && given.value === read.value) return;
    onAnswer({ na: false, value: read.value }, commentOrNull());
  };

  const saveComment = () => {
    if (readOnly || !given) return;
    if ((given.comment ?? '') === comment.trim()) return;
    onAnswer({ na: given.na, value: given.value }, commentOrNull());
  };

  const problem = error ?? numberProblem;
  return (
    <article
      data-testid="audit-question"
      data-question-id={q.id}
      data-answered={given ? 'true' : 'false'}
      aria-labelledby={`${id}-prompt`}
      className={cn('grid gap-3 rounded-xl border bg-card p-4 shadow-sm', problem ? 'border-destructive' : 'border-border')}
    >
      <div className="grid gap-1">
        <h3 id={`${id}-prompt`} className="font-medium">
          <span className="text-muted-foreground">{number}. </span>
          {q.prompt}
        </h3>
        <p className="flex flex-wrap gap-x-2 gap-y-1 text-xs text-muted-foreground">
          {q.critical ? <span className="font-semibold text-destructive">Critical</span> : null}
          {q.photoRequired ? <span>Photo required</span> : null}
          {q.commentRequired ? <span>Comment required</span> : null}
          <span>{questionHint(q)}</span>
        </p>
        {previous ? (
          <p className="text-sm text-muted-foreground" data-testid="previous-answer">
            Last audit: <span className="font-medium text-foreground">{answerText(q, previous)}</span>
            {previous.comment ? ` — “${previous.comment}”` : ''}
          </p>
        ) : null}
      </div>

      {q.kind === 'number' ? (
        <div className="grid gap-1">
          <label htmlFor={`${id}-number`} className="text-sm font-medium">
            Reading{q.unit ? ` (${q.unit})` : ''}
          </label>
          <div className="flex gap-2">
            <Input
              id={`${id}-number`}
              type="number"
              inputMode="decimal"
              step="any"
              min={q.min}
              max={q.max}
              value={numberText}
              disabled={readOnly}
              aria-invalid={numberProblem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => setNumberText(e.target.value)}
              onBlur={saveNumber}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  saveNumber();
                }
              }}
              className="h-11 max-w-40"
            />
            {options.map((o) => (
              <AnswerButton
                key={o.label}
                label={o.label}
                pressed={same(given, o.answer)}
                disabled={readOnly}
                onClick={() => onAnswer(o.answer, commentOrNull())}
              />
            ))}
          </div>
        </div>
      ) : (
        <div role="group" aria-label={`Answer to ${q.prompt}`} className="flex flex-wrap gap-2">
          {options.map((o) => (
            <AnswerButton
              key={o.label}
              label={o.label}
              pressed={same(given, o.answer)}
              disabled={readOnly}
              onClick={() => {
                if (!same(given, o.answer)) onAnswer(o.answer, commentOrNull());
              }}
            />
          ))}
        </div>
      )}

      <p className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
        {given ? (
          <>
            <span>
              Answer: <span className="font-medium">{answerText(q, given)}</span>
            </span>
            {verdict ? (
              <span className={verdict === 'fail' ? 'font-semibold text-destructive' : 'font-medium text-green-700 dark:text-green-400'}>
                {verdict === 'fail' ? (q.critical ? 'Fails (critical)' : 'Fails') : 'Passes'}
              </span>
            ) : null}
            <span className="text-xs text-muted-foreground" data-testid="answer-state">
              {given.pending ? 'Waiting to sync' : 'Saved'}
            </span>
          </>
        ) : (
          <span className="text-muted-foreground">Not answered yet.</span>
        )}
      </p>

      <div className="grid gap-1">
        <label htmlFor={`${id}-comment`} className="text-sm font-medium">
          Comment{q.commentRequired ? ' (required)' : ''}
        </label>
        <Textarea
          id={`${id}-comment`}
          rows={2}
          maxLength={2000}
          value={comment}
          disabled={readOnly}
          onChange={(e) => setComment(e.target.value)}
          onBlur={saveComment}
          placeholder={given ? undefined : 'Saved with the answer'}
        />
      </div>

      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          {readOnly ? null : (
            <CameraPhotoButton label={q.photoRequired ? 'Take the photo' : 'Add a photo'} onFile={onPhoto} testId="photo-input" />
          )}
          <span className="text-xs text-muted-foreground" data-testid="photo-count">
            {photos.length === 0 ? (q.photoRequired ? 'No photo yet' : '') : `${photos.length} photo${photos.length === 1 ? '' : 's'}`}
            {photos.some((p) => p.pending) ? ' (waiting to sync)' : ''}
          </span>
        </div>
        {photos.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={`Photos for ${q.prompt}`}>
            {photos.map((p, i) => (
              <li key={p.key}>
                {typeof p.src === 'string' ? (
                  <img src={p.src} alt={`Photo ${i + 1}`} loading="lazy" className="size-20 rounded-md border border-border object-cover" />
                ) : (
                  <BlobImage blob={p.src} alt={`Photo ${i + 1} (waiting to sync)`} />
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-destructive" data-testid="question-error">
          {problem}
        </p>
      ) : null}
    </article>
  );
}

function AnswerButton({ label, pressed, disabled, onClick }: { label: string; pressed: boolean; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'h-11 min-w-11 rounded-md border px-4 text-sm font-medium shadow-sm transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed',
        pressed ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-card hover:bg-muted disabled:opacity-60',
      )}
    >
      {label}
    </button>
  );
}
