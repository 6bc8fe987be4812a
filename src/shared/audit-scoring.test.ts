import { describe, expect, it } from 'vitest';
import { answerProblem, scoreAudit, severityOf } from './audit-scoring';
import type { StoredQuestion, StoredSection } from './audits.contracts';

const base = { critical: false, photoRequired: false, commentRequired: false, allowNa: false };
const q = (id: string, extra: Partial<StoredQuestion>): StoredQuestion => ({
  id,
  prompt: id,
  kind: 'yes_no',
  weight: 1,
  ...base,
  ...extra,
});
const sections: StoredSection[] = [
  {
    id: 's',
    title: 'S',
    questions: [
      q('yes', { weight: 2, allowNa: true }),
      q('score', { kind: 'score', maxScore: 5, passScore: 3, weight: 3 }),
      q('temp', { kind: 'number', min: -30, max: 60, passMin: 0, passMax: 5, weight: 3, critical: true }),
      q('choice', {
        kind: 'choice',
        weight: 1,
        choices: [
          { label: 'Good', passes: true },
          { label: 'Poor', passes: false },
        ],
      }),
      q('na', { weight: 4, allowNa: true }),
    ],
  },
];

describe('audit scoring', () => {
  it('weights each answer, leaves not-applicable out and fails the audit on a critical failure', () => {
    const s = scoreAudit(
      sections,
      [
        { questionId: 'yes', na: false, value: 'yes' },
        { questionId: 'score', na: false, value: 4 },
        { questionId: 'temp', na: false, value: 8 },
        { questionId: 'choice', na: false, value: 1 },
        { questionId: 'na', na: true, value: null },
      ],
      40,
    );
    // (2 + 3 × 4/5 + 0 + 0) / (2 + 3 + 3 + 1) = 4.4 / 9
    expect(s).toMatchObject({ earned: 4.4, possible: 9, percent: 48.9, criticalFailures: 1, passed: false });
    expect(s.failed.map((f) => f.questionId)).toEqual(['temp', 'choice']);
  });

  it('passes at the pass mark when nothing critical fails; a score below passScore fails its question', () => {
    const answers = [
      { questionId: 'yes', na: false, value: 'yes' },
      { questionId: 'score', na: false, value: 2 },
      { questionId: 'temp', na: false, value: 3 },
      { questionId: 'choice', na: false, value: 0 },
      { questionId: 'na', na: false, value: 'yes' },
    ];
    const s = scoreAudit(sections, answers, 90);
    // (2 + 3 × 2/5 + 3 + 1 + 4) / 13 = 11.2 / 13 = 86.2 %
    expect(s.percent).toBe(86.2);
    expect(s.passed).toBe(false);
    expect(scoreAudit(sections, answers, 86).passed).toBe(true);
    expect(s.failed).toEqual([{ questionId: 'score', critical: false }]);
  });

  it('checks answers against their question and grades severity', () => {
    const [yes, score, temp] = sections[0].questions;
    expect(answerProblem(yes, { na: true, value: null })).toBeNull();
    expect(answerProblem(score, { na: true, value: null })).toBe('na');
    expect(answerProblem(score, { na: false, value: 6 })).toBe('value');
    expect(answerProblem(temp, { na: false, value: 61 })).toBe('value');
    expect(answerProblem(temp, { na: false, value: -2.5 })).toBeNull();
    expect([severityOf(temp), severityOf(score), severityOf(yes)]).toEqual(['critical', 'major', 'minor']);
  });
});
