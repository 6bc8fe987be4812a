import type { AuditSeverity, StoredQuestion, StoredSection } from './audits.contracts';

/**
 * Scoring of a brand-standards audit (decision 023). The server computes it on submit from the stored answers;
 * nothing the client says about a score is used.
 *
 * - Each answered question earns a share of its weight: yes_no 1 (yes) or 0 (no); score value / maxScore; number
 *   and choice 1 when the value passes, else 0.
 * - Not applicable answers are left out: neither their points nor their weight count.
 * - score = earned / possible weight × 100 (100 when nothing counts).
 * - A question fails when yes_no is no, a score is below passScore (default: half the maximum, rounded up), a
 *   number is outside passMin..passMax, or a choice that does not pass is chosen.
 * - A failed critical question fails the whole audit, whatever the score; otherwise it passes at the pass mark.
 */
export interface ScoredAnswer {
  questionId: string;
  na: boolean;
  value: string | number | null;
}

export interface AuditScore {
  earned: number;
  possible: number;
  /** Rounded to one decimal. */
  percent: number;
  failed: { questionId: string; critical: boolean }[];
  criticalFailures: number;
  passed: boolean;
}

export const questionsOf = (sections: StoredSection[]): StoredQuestion[] => sections.flatMap((s) => s.questions);

/** A value fits the question (kind and range); null when it fits, else why not. */
export function answerProblem(q: StoredQuestion, a: { na: boolean; value: string | number | null }): 'na' | 'value' | null {
  if (a.na) return q.allowNa ? null : 'na';
  const v = a.value;
  switch (q.kind) {
    case 'yes_no':
      return v === 'yes' || v === 'no' ? null : 'value';
    case 'score':
      return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= (q.maxScore ?? 0) ? null : 'value';
    case 'number':
      return typeof v === 'number' && v >= (q.min ?? -Infinity) && v <= (q.max ?? Infinity) ? null : 'value';
    case 'choice':
      return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < (q.choices?.length ?? 0) ? null : 'value';
  }
}

/** The share of its weight an answer earns (0..1) and whether it fails. */
export function judge(q: StoredQuestion, value: string | number | null): { share: number; fails: boolean } {
  switch (q.kind) {
    case 'yes_no':
      return value === 'yes' ? { share: 1, fails: false } : { share: 0, fails: true };
    case 'score': {
      const max = q.maxScore ?? 1;
      const v = Number(value);
      return { share: v / max, fails: v < (q.passScore ?? Math.ceil(max / 2)) };
    }
    case 'number': {
      const v = Number(value);
      const ok = v >= (q.passMin ?? -Infinity) && v <= (q.passMax ?? Infinity);
      return { share: ok ? 1 : 0, fails: !ok };
    }
    case 'choice': {
      const ok = q.choices?.[Number(value)]?.passes === true;
      return { share: ok ? 1 : 0, fails: !ok };
    }
  }
}

export function scoreAudit(sections: StoredSection[], answers: ScoredAnswer[], passMarkPercent: number): AuditScore {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  let earned = 0;
  let possible = 0;
  const failed: AuditScore['failed'] = [];
  for (const q of questionsOf(sections)) {
    const a = byQuestion.get(q.id);
    if (!a || a.na) continue;
    const { share, fails } = judge(q, a.value);
    earned += share * q.weight;
    possible += q.weight;
    if (fails) failed.push({ questionId: q.id, critical: q.critical });
  }
  const percent = possible === 0 ? 100 : Math.round((earned / possible) * 1000) / 10;
  const criticalFailures = failed.filter((f) => f.critical).length;
  return { earned, possible, percent, failed, criticalFailures, passed: criticalFailures === 0 && percent >= passMarkPercent };
}

/** A failed question's severity: critical questions, then weight 3 or more is major, else minor. */
export const severityOf = (q: StoredQuestion): AuditSeverity => (q.critical ? 'critical' : q.weight >= 3 ? 'major' : 'minor');
