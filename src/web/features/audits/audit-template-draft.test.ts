import { describe, expect, it } from 'vitest';
import type { Template } from '../../../shared/audits.contracts';
import {
  addQuestion,
  addSection,
  changeQuestionKind,
  draftFromTemplate,
  draftProblems,
  draftToBody,
  moveQuestion,
  removeQuestion,
  updateQuestion,
} from './audit-template-draft';

const S1 = '5e000000-0000-4000-8000-000000000001';
const Q1 = '9a000000-0000-4000-8000-000000000001';
const Q2 = '9a000000-0000-4000-8000-000000000002';

const template: Template = {
  id: 't1',
  brand: { id: 'b1', name: 'Siomai Express' },
  name: 'Store standards',
  currentVersion: 2,
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: {
    id: 'v2',
    version: 2,
    passMarkPercent: 80,
    createdAt: '2026-11-01T00:00:00.000Z',
    sections: [
      {
        id: S1,
        title: 'Food safety',
        questions: [
          {
            id: Q1,
            prompt: 'Chiller',
            kind: 'number',
            min: -40,
            max: 100,
            passMin: 0,
            passMax: 5,
            unit: '°C',
            weight: 3,
            critical: true,
            photoRequired: true,
            commentRequired: false,
            allowNa: false,
          },
          {
            id: Q2,
            prompt: 'Hand wash',
            kind: 'yes_no',
            weight: 2,
            critical: false,
            photoRequired: false,
            commentRequired: false,
            allowNa: true,
          },
        ],
      },
    ],
  },
};

describe('the audit template draft', () => {
  it('saves back the same questions with their ids (so past answers still match them)', () => {
    const body = draftToBody(draftFromTemplate(template));
    expect(body.sections[0].id).toBe(S1);
    expect(body.sections[0].questions.map((q) => q.id)).toEqual([Q1, Q2]);
    expect(body.sections[0].questions[0]).toMatchObject({ kind: 'number', unit: '°C', passMin: 0, passMax: 5, critical: true });
    expect(draftProblems(draftFromTemplate(template))).toEqual([]);
  });

  it('adds questions and sections without ids, moves and removes them', () => {
    let d = addQuestion(draftFromTemplate(template), S1, 'score');
    d = updateQuestion(d, S1, d.sections[0].questions[2].key, { prompt: 'Counter clean' });
    d = moveQuestion(d, S1, d.sections[0].questions[2].key, -1);
    expect(d.sections[0].questions.map((q) => q.prompt)).toEqual(['Chiller', 'Counter clean', 'Hand wash']);
    expect(moveQuestion(d, S1, Q1, -1)).toEqual(d);
    d = removeQuestion(d, S1, Q2);
    d = addSection(d, 'Cleanliness');
    d = updateQuestion(d, d.sections[1].key, d.sections[1].questions[0].key, { prompt: 'Bins emptied' });
    const body = draftToBody(d);
    expect(body.sections[0].questions[1]).toMatchObject({ prompt: 'Counter clean', kind: 'score', maxScore: 5, passScore: 3 });
    expect(body.sections[0].questions[1].id).toBeUndefined();
    expect(body.sections[1].id).toBeUndefined();
    expect(draftProblems(d)).toEqual([]);
  });

  it('keeps the prompt and flags when the kind changes, and drops the old kind’s fields', () => {
    const d = changeQuestionKind(draftFromTemplate(template), S1, Q1, 'choice');
    const q = draftToBody(d).sections[0].questions[0];
    expect(q).toMatchObject({ prompt: 'Chiller', critical: true, kind: 'choice' });
    expect(q.min).toBeUndefined();
    expect(q.unit).toBeUndefined();
    expect(q.choices).toHaveLength(2);
  });

  it('says where the contract refuses the draft', () => {
    let d = updateQuestion(draftFromTemplate(template), S1, Q1, { min: 10, max: 0 });
    d = updateQuestion(d, S1, Q2, { prompt: '  ' });
    const problems = draftProblems(d);
    expect(problems).toContain('Food safety, question 1: A number question needs a range (minimum ≤ maximum).');
    expect(problems.some((p) => p.startsWith('Food safety, question 2:'))).toBe(true);
  });

  it('names each blank line once, with the choice it is in', () => {
    let d = changeQuestionKind(draftFromTemplate(template), S1, Q1, 'choice');
    const choices = draftToBody(d).sections[0].questions[0].choices!;
    d = updateQuestion(d, S1, Q1, { choices: [{ ...choices[0], label: ' ' }, choices[1]] });
    d = updateQuestion(d, S1, Q2, { prompt: '' });
    expect(draftProblems({ ...d, name: '' })).toEqual([
      'Name: Template name is required.',
      'Food safety, question 1, choice 1: Choice is required.',
      'Food safety, question 2: Question is required.',
    ]);
  });
});
