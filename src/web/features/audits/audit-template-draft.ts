import {
  ZTemplateBody,
  type AuditQuestionKind,
  type StoredQuestion,
  type Template,
  type TemplateBody,
} from '../../../shared/audits.contracts';

/**
 * The audit template editor's working copy. Every section and question keeps its server id (so a new version's
 * questions are the same questions, and "the previous audit's answer" still matches them); new ones get a key of
 * their own and no id until the server gives one on save.
 */
export type DraftQuestion = Omit<StoredQuestion, 'id'> & { key: string; id?: string };
export interface DraftSection {
  key: string;
  id?: string;
  title: string;
  questions: DraftQuestion[];
}
export interface TemplateDraft {
  name: string;
  passMarkPercent: number;
  sections: DraftSection[];
}

let counter = 0;
const newKey = (what: string) => `new-${what}-${++counter}`;

export function draftFromTemplate(t: Template): TemplateDraft {
  return {
    name: t.name,
    passMarkPercent: t.version.passMarkPercent,
    sections: t.version.sections.map((s) => ({
      key: s.id,
      id: s.id,
      title: s.title,
      questions: s.questions.map((q) => ({ ...q, key: q.id })),
    })),
  };
}

/** The fields a question of this kind needs, at sensible defaults. */
function kindFields(kind: AuditQuestionKind): Partial<DraftQuestion> {
  switch (kind) {
    case 'yes_no':
      return {};
    case 'score':
      return { maxScore: 5, passScore: 3 };
    case 'number':
      return { min: 0, max: 100, passMin: 0, passMax: 100 };
    case 'choice':
      return {
        choices: [
          { label: 'Good', passes: true },
          { label: 'Poor', passes: false },
        ],
      };
  }
}

const KIND_KEYS = ['maxScore', 'passScore', 'min', 'max', 'passMin', 'passMax', 'unit', 'choices'] as const;

export function newQuestion(kind: AuditQuestionKind = 'yes_no'): DraftQuestion {
  return {
    key: newKey('q'),
    prompt: '',
    kind,
    weight: 1,
    critical: false,
    photoRequired: false,
    commentRequired: false,
    allowNa: false,
    ...kindFields(kind),
  };
}

/** Another kind keeps the prompt, weight and flags; the old kind's own fields go. */
export function withKind(q: DraftQuestion, kind: AuditQuestionKind): DraftQuestion {
  if (q.kind === kind) return q;
  const next: DraftQuestion = { ...q, kind };
  for (const k of KIND_KEYS) delete next[k];
  return { ...next, ...kindFields(kind) };
}

const mapSection = (d: TemplateDraft, key: string, f: (s: DraftSection) => DraftSection): TemplateDraft => ({
  ...d,
  sections: d.sections.map((s) => (s.key === key ? f(s) : s)),
});

export const addSection = (d: TemplateDraft, title = 'New section'): TemplateDraft => ({
  ...d,
  sections: [...d.sections, { key: newKey('s'), title, questions: [newQuestion()] }],
});
export const renameSection = (d: TemplateDraft, key: string, title: string) => mapSection(d, key, (s) => ({ ...s, title }));
export const removeSection = (d: TemplateDraft, key: string): TemplateDraft => ({
  ...d,
  sections: d.sections.filter((s) => s.key !== key),
});

export const addQuestion = (d: TemplateDraft, sectionKey: string, kind: AuditQuestionKind = 'yes_no') =>
  mapSection(d, sectionKey, (s) => ({ ...s, questions: [...s.questions, newQuestion(kind)] }));
export const updateQuestion = (d: TemplateDraft, sectionKey: string, questionKey: string, patch: Partial<DraftQuestion>) =>
  mapSection(d, sectionKey, (s) => ({ ...s, questions: s.questions.map((q) => (q.key === questionKey ? { ...q, ...patch } : q)) }));
export const changeQuestionKind = (d: TemplateDraft, sectionKey: string, questionKey: string, kind: AuditQuestionKind) =>
  mapSection(d, sectionKey, (s) => ({ ...s, questions: s.questions.map((q) => (q.key === questionKey ? withKind(q, kind) : q)) }));
export const removeQuestion = (d: TemplateDraft, sectionKey: string, questionKey: string) =>
  mapSection(d, sectionKey, (s) => ({ ...s, questions: s.questions.filter((q) => q.key !== questionKey) }));

/** Moves a question one place up (-1) or down (1) in its section; at the edge nothing moves. */
export function moveQuestion(d: TemplateDraft, sectionKey: string, questionKey: string, by: -1 | 1): TemplateDraft {
  return mapSection(d, sectionKey, (s) => {
    const at = s.questions.findIndex((q) => q.key === questionKey);
    const to = at + by;
    if (at < 0 || to < 0 || to >= s.questions.length) return s;
    const questions = [...s.questions];
    [questions[at], questions[to]] = [questions[to], questions[at]];
    return { ...s, questions };
  });
}

/** The body of PUT /api/audits/templates/:id: ids kept, the editor's keys and blank optional fields left out. */
export function draftToBody(d: TemplateDraft): TemplateBody {
  return {
    name: d.name.trim(),
    passMarkPercent: d.passMarkPercent,
    sections: d.sections.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      title: s.title.trim(),
      questions: s.questions.map(({ key: _key, ...q }) => {
        const clean = Object.fromEntries(
          Object.entries({ ...q, prompt: q.prompt.trim(), unit: q.unit?.trim() || undefined }).filter(
            ([, v]) => v !== undefined && !(typeof v === 'number' && Number.isNaN(v)),
          ),
        );
        return clean as TemplateBody['sections'][number]['questions'][number];
      }),
    })),
  };
}

/** Where a contract problem is, in words: "Food safety, question 2: A score question needs a maximum score." */
export function draftProblems(d: TemplateDraft): string[] {
  // The shared contract is the one rule (blank text included); each message is placed where the editor shows it.
  const parsed = ZTemplateBody.safeParse(draftToBody(d));
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const [a, si, b, qi, c, ci] = issue.path;
    if (a === 'sections' && typeof si === 'number') {
      const section = d.sections[si]?.title.trim() || `Section ${si + 1}`;
      if (b === 'questions' && typeof qi === 'number') {
        const choice = c === 'choices' && typeof ci === 'number' ? `, choice ${ci + 1}` : '';
        return `${section}, question ${qi + 1}${choice}: ${issue.message}`;
      }
      return `${section}: ${issue.message}`;
    }
    if (a === 'name') return `Name: ${issue.message}`;
    if (a === 'passMarkPercent') return `Pass mark: ${issue.message}`;
    return issue.message;
  });
}

export const questionCount = (d: TemplateDraft) => d.sections.reduce((n, s) => n + s.questions.length, 0);
