import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ZAnswerSaved, ZPhotoSaved, type AuditDetail, type StoredQuestion } from '../../../../shared/audits.contracts';
import { questionsOf } from '../../../../shared/audit-scoring';
import { auditKeys } from '../../../lib/query-keys/audits';
import {
  answerInput,
  answerWrite,
  auditScope,
  errorMessageOf,
  givenAnswers,
  isReadOnly,
  pendingAnswerOf,
  pendingPhotoQuestion,
  photoWrite,
  progressOf,
  withSavedAnswer,
  withSavedPhoto,
  type AnswerValue,
} from '../audit-answers';
import { keepAuditOffline } from '../audit-offline-copy';
import { auditPhotoUrl } from '../get-audit';
import { compressImage, enqueueWrite, onWriteSettled, usePendingWrites } from '../write-queue';
import { QuestionCard, type QuestionPhoto } from './question-card';

/**
 * The audit's questions, section by section. Every answer and photo goes to the device's write queue the moment it is
 * given (its idempotency key and answeredAt made then), so the form works the same with or without a signal; what the
 * server answers for a write lands here — the stored answer into the cached audit, a refusal next to its question.
 */
export function AuditForm({
  detail,
  userId,
  submitErrors,
}: {
  detail: AuditDetail;
  userId: string;
  /** What the last submit said per question (details.fieldErrors by question id). */
  submitErrors: Readonly<Record<string, string[]>>;
}) {
  const auditId = detail.audit.id;
  const scope = auditScope(auditId);
  const queryClient = useQueryClient();
  const pending = usePendingWrites(scope);
  const given = useMemo(() => givenAnswers(detail.answers, pending), [detail.answers, pending]);
  // Only the assigned auditor answers, and only while the audit is open (decision 023).
  const readOnly = isReadOnly(detail.audit.status) || detail.audit.status !== 'in_progress' || detail.audit.auditor?.id !== userId;
  const [refused, setRefused] = useState<Record<string, string>>({});

  useEffect(
    () =>
      onWriteSettled((write, outcome) => {
        if (write.scope !== scope) return;
        const questionId = pendingAnswerOf(write)?.questionId ?? pendingPhotoQuestion(write);
        if (!outcome.ok) {
          if (questionId) {
            const message = errorMessageOf(outcome.body) ?? 'This answer could not be saved.';
            setRefused((r) => ({ ...r, [questionId]: message }));
          }
          return;
        }
        if (questionId) setRefused(({ [questionId]: _gone, ...rest }) => rest);
        const answer = ZAnswerSaved.safeParse(outcome.body);
        const photo = ZPhotoSaved.safeParse(outcome.body);
        queryClient.setQueryData<AuditDetail>(auditKeys.detail(auditId), (d) => {
          if (!d) return d;
          const next = answer.success ? withSavedAnswer(d, answer.data.answer) : photo.success ? withSavedPhoto(d, photo.data.photo) : d;
          keepAuditOffline(userId, next);
          return next;
        });
      }),
    [auditId, scope, queryClient, userId],
  );

  // Once everything waiting has reached the server, read the audit again: a refetch that left while writes were still
  // on their way (a reconnect) may have answered with fewer of them than the server now holds.
  const hadPending = useRef(false);
  useEffect(() => {
    if (pending.length > 0) {
      hadPending.current = true;
      return;
    }
    if (!hadPending.current) return;
    hadPending.current = false;
    void queryClient.invalidateQueries({ queryKey: auditKeys.detail(auditId) });
  }, [pending.length, queryClient, auditId]);

  const questions = questionsOf(detail.version.sections);
  const progress = progressOf(questions, given);
  const previous = new Map(detail.previous.map((p) => [p.questionId, p]));
  const numberOf = new Map(questions.map((q, i) => [q.id, i + 1]));

  const answer = (q: StoredQuestion, a: AnswerValue, comment: string | null) => {
    setRefused(({ [q.id]: _gone, ...rest }) => rest);
    void enqueueWrite(answerWrite(auditId, answerInput(q.id, a, comment)));
  };
  const photo = async (q: StoredQuestion, file: File) => {
    setRefused(({ [q.id]: _gone, ...rest }) => rest);
    const blob = await compressImage(file);
    const name = `${file.name.replace(/\.[^.]+$/, '') || 'photo'}.${blob.type === 'image/png' ? 'png' : 'jpg'}`;
    await enqueueWrite(photoWrite(auditId, q.id, blob, name));
  };
  const photosOf = (q: StoredQuestion): QuestionPhoto[] => [
    ...detail.photos.filter((p) => p.questionId === q.id).map((p) => ({ key: p.id, src: auditPhotoUrl(p.id), pending: false })),
    ...pending
      .filter((w) => pendingPhotoQuestion(w) === q.id && w.body.type === 'file')
      .map((w) => ({ key: w.key, src: w.body.type === 'file' ? w.body.blob : '', pending: true })),
  ];

  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground" data-testid="audit-progress">
        {progress.answered} of {progress.total} questions answered
      </p>
      {detail.version.sections.map((s) => (
        <section key={s.id} aria-labelledby={`section-${s.id}`} className="grid gap-3">
          <h2 id={`section-${s.id}`} className="text-lg font-semibold">
            {s.title}
          </h2>
          {s.questions.map((q) => (
            <QuestionCard
              key={q.id}
              question={q}
              number={numberOf.get(q.id) ?? 0}
              given={given.get(q.id)}
              previous={previous.get(q.id)}
              photos={photosOf(q)}
              error={refused[q.id] ?? submitErrors[q.id]?.[0] ?? null}
              readOnly={readOnly}
              onAnswer={(a, c) => answer(q, a, c)}
              onPhoto={(file) => void photo(q, file)}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
