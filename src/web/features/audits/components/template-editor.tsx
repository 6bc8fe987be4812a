import { useId, useMemo, useState } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { AUDIT_QUESTION_KINDS, type AuditQuestionKind, type Template } from '../../../../shared/audits.contracts';
import { formatDateTime } from '../../../../shared/time';
import { FormError } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import {
  addQuestion,
  addSection,
  changeQuestionKind,
  draftFromTemplate,
  draftProblems,
  draftToBody,
  moveQuestion,
  questionCount,
  removeQuestion,
  removeSection,
  renameSection,
  updateQuestion,
  type DraftQuestion,
  type TemplateDraft,
} from '../audit-template-draft';
import { useSaveAuditTemplate } from '../save-audit-template';

export const KIND_LABELS: Record<AuditQuestionKind, string> = {
  yes_no: 'Yes / no',
  score: 'Score 0–N',
  number: 'Number in a range',
  choice: 'Choice',
};

const numberOrUndefined = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));

/**
 * A brand's audit template: sections of questions, each with its kind, weight, critical flag and what it requires.
 * Saving makes a new version (the number shown); audits already started keep the version they were opened with.
 */
export function TemplateEditor({ template }: { template: Template }) {
  const id = useId();
  const save = useSaveAuditTemplate();
  const [draft, setDraft] = useState<TemplateDraft>(() => draftFromTemplate(template));
  // After a refused save the list follows the draft, so a fixed line leaves it at once.
  const [checked, setChecked] = useState(false);
  const problems = useMemo(() => (checked ? draftProblems(draft) : []), [checked, draft]);
  const [formError, setFormError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const edit = (f: (d: TemplateDraft) => TemplateDraft) => {
    setDraft(f);
    setDirty(true);
  };

  const onSave = () => {
    setFormError(null);
    setChecked(true);
    if (draftProblems(draft).length) return;
    save.mutate(
      { id: template.id, body: draftToBody(draft) },
      {
        onSuccess: (t) => {
          setDraft(draftFromTemplate(t));
          setDirty(false);
          setChecked(false);
          toast.success('Template saved', { description: `${t.name} is now version ${t.currentVersion}.` });
        },
        onError: (e) => setFormError(errorMessage(e, 'The template could not be saved.')),
      },
    );
  };

  return (
    <div className="grid gap-5" data-testid="template-editor">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" data-testid="template-version">
          {template.brand.name} · version {template.currentVersion} · {questionCount(draft)} questions · saved{' '}
          {formatDateTime(template.updatedAt)}
        </p>
        <div className="flex gap-2">
          <Button
            variant="outline"
            disabled={!dirty || save.isPending}
            onClick={() => (setDraft(draftFromTemplate(template)), setDirty(false), setChecked(false))}
          >
            Discard changes
          </Button>
          <Button onClick={onSave} disabled={!dirty || save.isPending}>
            {save.isPending ? 'Saving…' : 'Save as new version'}
          </Button>
        </div>
      </div>
      <FormError message={formError} />
      {problems.length ? (
        <div role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
          <p className="font-medium">Fix these before saving:</p>
          <ul className="list-disc pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-name`}>Template name</Label>
          <Input id={`${id}-name`} value={draft.name} maxLength={120} onChange={(e) => edit((d) => ({ ...d, name: e.target.value }))} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-pass`}>Pass mark (%)</Label>
          <Input
            id={`${id}-pass`}
            type="number"
            min={1}
            max={100}
            value={Number.isNaN(draft.passMarkPercent) ? '' : draft.passMarkPercent}
            onChange={(e) => edit((d) => ({ ...d, passMarkPercent: e.target.value === '' ? NaN : Number(e.target.value) }))}
          />
        </div>
      </div>
      {draft.sections.map((s, si) => (
        <fieldset key={s.key} className="grid gap-3 rounded-xl border border-border p-4">
          <legend className="px-1 text-sm font-medium text-muted-foreground">Section {si + 1}</legend>
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid min-w-0 flex-1 basis-64 gap-1">
              <Label htmlFor={`${id}-s-${s.key}`}>Section title</Label>
              <Input
                id={`${id}-s-${s.key}`}
                value={s.title}
                maxLength={120}
                onChange={(e) => edit((d) => renameSection(d, s.key, e.target.value))}
              />
            </div>
            <Button variant="outline" onClick={() => edit((d) => removeSection(d, s.key))} disabled={draft.sections.length === 1}>
              <Trash2 aria-hidden />
              Remove section<span className="sr-only"> {s.title}</span>
            </Button>
          </div>
          <ol className="grid gap-3">
            {s.questions.map((q, qi) => (
              <QuestionEditor
                key={q.key}
                idPrefix={`${id}-${q.key}`}
                question={q}
                index={qi}
                last={qi === s.questions.length - 1}
                onChange={(patch) => edit((d) => updateQuestion(d, s.key, q.key, patch))}
                onKind={(kind) => edit((d) => changeQuestionKind(d, s.key, q.key, kind))}
                onMove={(by) => edit((d) => moveQuestion(d, s.key, q.key, by))}
                onRemove={s.questions.length > 1 ? () => edit((d) => removeQuestion(d, s.key, q.key)) : undefined}
              />
            ))}
          </ol>
          <Button variant="outline" className="justify-self-start" onClick={() => edit((d) => addQuestion(d, s.key))}>
            <Plus aria-hidden />
            Add a question<span className="sr-only"> to {s.title}</span>
          </Button>
        </fieldset>
      ))}
      <Button variant="outline" className="justify-self-start" onClick={() => edit((d) => addSection(d))}>
        <Plus aria-hidden />
        Add a section
      </Button>
    </div>
  );
}

function QuestionEditor({
  idPrefix: p,
  question: q,
  index,
  last,
  onChange,
  onKind,
  onMove,
  onRemove,
}: {
  idPrefix: string;
  question: DraftQuestion;
  index: number;
  last: boolean;
  onChange: (patch: Partial<DraftQuestion>) => void;
  onKind: (kind: AuditQuestionKind) => void;
  onMove: (by: -1 | 1) => void;
  onRemove?: () => void;
}) {
  const num = (key: 'weight' | 'maxScore' | 'passScore' | 'min' | 'max' | 'passMin' | 'passMax', label: string) => (
    <div className="grid gap-1">
      <Label htmlFor={`${p}-${key}`}>{label}</Label>
      <Input
        id={`${p}-${key}`}
        type="number"
        step="any"
        value={q[key] ?? ''}
        onChange={(e) => onChange({ [key]: numberOrUndefined(e.target.value) })}
        className="w-full"
      />
    </div>
  );
  const flag = (key: 'critical' | 'photoRequired' | 'commentRequired' | 'allowNa', label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="size-4 accent-primary" checked={q[key]} onChange={(e) => onChange({ [key]: e.target.checked })} />
      {label}
    </label>
  );
  return (
    <li className="grid gap-3 rounded-lg bg-muted/50 p-3" data-testid="template-question">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 basis-64 gap-1">
          <Label htmlFor={`${p}-prompt`}>Question {index + 1}</Label>
          <Input id={`${p}-prompt`} value={q.prompt} maxLength={300} onChange={(e) => onChange({ prompt: e.target.value })} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${p}-kind`}>Kind</Label>
          <Select id={`${p}-kind`} value={q.kind} onChange={(e) => onKind(e.target.value as AuditQuestionKind)}>
            {AUDIT_QUESTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {num('weight', 'Weight')}
        {q.kind === 'score' ? (
          <>
            {num('maxScore', 'Maximum score')}
            {num('passScore', 'Passes from')}
          </>
        ) : null}
        {q.kind === 'number' ? (
          <>
            {num('min', 'Minimum')}
            {num('max', 'Maximum')}
            {num('passMin', 'Passes from')}
            {num('passMax', 'Passes up to')}
            <div className="grid gap-1">
              <Label htmlFor={`${p}-unit`}>Unit</Label>
              <Input id={`${p}-unit`} value={q.unit ?? ''} maxLength={20} onChange={(e) => onChange({ unit: e.target.value })} />
            </div>
          </>
        ) : null}
      </div>
      {q.kind === 'choice' ? (
        <div className="grid gap-2">
          <p className="text-sm font-medium">Choices</p>
          {(q.choices ?? []).map((c, ci) => (
            <div key={ci} className="flex flex-wrap items-center gap-2">
              <Input
                aria-label={`Choice ${ci + 1}`}
                value={c.label}
                maxLength={80}
                className="min-w-0 flex-1 basis-40"
                onChange={(e) => onChange({ choices: (q.choices ?? []).map((x, i) => (i === ci ? { ...x, label: e.target.value } : x)) })}
              />
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={c.passes}
                  onChange={(e) =>
                    onChange({ choices: (q.choices ?? []).map((x, i) => (i === ci ? { ...x, passes: e.target.checked } : x)) })
                  }
                />
                Passes
              </label>
              <Button
                variant="ghost"
                size="sm"
                disabled={(q.choices ?? []).length <= 2}
                onClick={() => onChange({ choices: (q.choices ?? []).filter((_, i) => i !== ci) })}
              >
                Remove<span className="sr-only"> choice {ci + 1}</span>
              </Button>
            </div>
          ))}
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={(q.choices ?? []).length >= 10}
            onClick={() => onChange({ choices: [...(q.choices ?? []), { label: '', passes: true }] })}
          >
            Add a choice
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {flag('critical', 'Critical (fails the audit)')}
        {flag('photoRequired', 'Photo required')}
        {flag('commentRequired', 'Comment required')}
        {flag('allowNa', 'May be “not applicable”')}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => onMove(-1)}>
          <ArrowUp aria-hidden />
          Up<span className="sr-only"> question {index + 1}</span>
        </Button>
        <Button variant="ghost" size="sm" disabled={last} onClick={() => onMove(1)}>
          <ArrowDown aria-hidden />
          Down<span className="sr-only"> question {index + 1}</span>
        </Button>
        {onRemove ? (
          <Button variant="ghost" size="sm" onClick={onRemove}>
            <Trash2 aria-hidden />
            Remove<span className="sr-only"> question {index + 1}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
