import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { ApplicationOptions, ApplicationReceipt } from '../../../../shared/applications.contracts';
import { manilaToday } from '../../../../shared/time';
import { FormError } from '../../../components/form/form-error';
import { useAppForm } from '../../../components/form/use-app-form';
import { Button } from '../../../components/ui/button';
import { errorMessage, fieldErrorsOf } from '../../../lib/api-client';
import { usePublicResource } from '../../../lib/public-resource';
import { submitApplication } from '../apply-api';
import { APPLY_API, APPLY_TOAST } from '../apply-constants';
import {
  EMPTY_VALUES,
  STEP_COUNT,
  clearDraft,
  loadDraft,
  saveDraft,
  type ApplyDraft,
  type ApplyValues,
  type DraftUpload,
} from '../apply-draft';
import { STEPS, STEP_OF_FIELD, missingDocuments, stepChecker, submission } from '../apply-steps';
import { ApplyConfirmation } from './apply-confirmation';
import { ChoiceStep } from './choice-step';
import { DocumentsStep } from './documents-step';
import { ExperienceStep } from './experience-step';
import { PersonalStep } from './personal-step';
import { ReviewStep } from './review-step';
import { StepIndicator } from './step-indicator';

/** The saved draft, with the brand of `?brand=<slug>` chosen (the visitor came from that brand's Apply button). */
function startingDraft(brandSlug: string | null, brands: ApplicationOptions['brands']): ApplyDraft {
  const draft = loadDraft();
  // A brand that stopped taking applications since the draft was saved is no longer a choice.
  if (draft.values.brandId && !brands.some((b) => b.id === draft.values.brandId)) {
    draft.values = { ...draft.values, brandId: '', packageCode: '' };
  }
  const brand = brandSlug ? brands.find((b) => b.slug === brandSlug) : undefined;
  if (brand && brand.id !== draft.values.brandId) {
    const keepPackage = brand.packages.some((p) => p.code === draft.values.packageCode);
    draft.values = { ...draft.values, brandId: brand.id, packageCode: keepPackage ? draft.values.packageCode : '' };
  }
  return draft;
}

/**
 * The five-step application. One form holds every field; Next checks only the step on screen (its contract, loaded
 * with zod at the first check). Everything typed, the step and the uploaded files are kept in this browser as a
 * draft, so a reload loses nothing; a successful submit clears it.
 */
export function ApplyWizard() {
  const { brands } = usePublicResource<ApplicationOptions>(APPLY_API.options);
  const [params] = useSearchParams();
  const [initial] = useState(() => startingDraft(params.get('brand'), brands));
  const [step, setStep] = useState(initial.step);
  const [checker] = useState(() => stepChecker(initial.step));
  const form = useAppForm<ApplyValues, ApplyValues>(checker.resolver, initial.values);
  const values = { ...EMPTY_VALUES, ...useWatch({ control: form.control }) } as ApplyValues;
  const [uploads, setUploads] = useState<DraftUpload[]>(initial.uploads);
  const [showMissing, setShowMissing] = useState(false);
  const [pending, setPending] = useState(false);
  const [receipt, setReceipt] = useState<ApplicationReceipt | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const [today] = useState(manilaToday);

  const draftJson = JSON.stringify({ values, step, uploads });
  useEffect(() => {
    if (!receipt) saveDraft(JSON.parse(draftJson) as ApplyDraft);
  }, [draftJson, receipt]);

  // Focus follows the step (not on the first render: the page's own heading comes first then).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const goTo = (n: number) => {
    moved.current = true;
    checker.show(n);
    form.setFormError(null);
    setStep(n);
    window.scrollTo({ top: 0 });
  };

  const missing = missingDocuments(uploads);
  const next = async () => {
    if (step === 4) {
      setShowMissing(true);
      if (Object.keys(missing).length > 0) return;
      goTo(5);
      return;
    }
    if (await form.trigger(undefined, { shouldFocus: true })) goTo(step + 1);
  };

  const submit = async () => {
    form.setFormError(null);
    if (!(await form.trigger(undefined, { shouldFocus: true }))) return;
    setPending(true);
    try {
      const saved = await submitApplication(submission(form.getValues(), uploads));
      clearDraft();
      setReceipt(saved);
      const { toast } = await import('sonner');
      toast.success(APPLY_TOAST.title, { description: APPLY_TOAST.description });
    } catch (error) {
      showRefusal(error);
    } finally {
      setPending(false);
    }
  };

  /** A refused submit: each field's message on its field, and the applicant taken to the first step concerned. */
  const showRefusal = (error: unknown) => {
    const refused = Object.entries(fieldErrorsOf(error));
    let first = STEP_COUNT + 1;
    for (const [key, messages] of refused) {
      const field = key.split('.')[0] as keyof typeof STEP_OF_FIELD;
      const at = STEP_OF_FIELD[field];
      if (!at) continue;
      first = Math.min(first, at);
      if (field !== 'documents') form.setError(field, { type: 'server', message: messages[0] ?? 'Please check this field.' });
    }
    const message = errorMessage(error, 'Your application could not be sent. Please try again.');
    if (first <= STEP_COUNT) {
      if (first !== step) goTo(first);
      form.setFormError(first === 4 ? message : 'Please correct the highlighted fields.');
      if (first === 4) setShowMissing(true);
    } else {
      form.setFormError(message);
    }
  };

  if (receipt) return <ApplyConfirmation receipt={receipt} />;

  const current = STEPS[step - 1];
  return (
    <div>
      <StepIndicator current={step} />
      <form
        noValidate
        aria-labelledby="apply-step-heading"
        className="grid gap-6 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          void (step === STEP_COUNT ? submit() : next());
        }}
      >
        <h2
          id="apply-step-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold outline-none"
          data-testid="apply-step-heading"
        >
          <span className="block text-sm font-medium text-muted-foreground">
            Step {step} of {STEP_COUNT}
          </span>
          {current.title}
        </h2>
        <FormError message={form.formError} testId="apply-form-error" />
        {step === 1 ? <PersonalStep control={form.control} today={today} /> : null}
        {step === 2 ? <ExperienceStep control={form.control} /> : null}
        {step === 3 ? <ChoiceStep control={form.control} setValue={form.setValue} brands={brands} /> : null}
        {step === 4 ? (
          <DocumentsStep
            uploads={uploads}
            missing={showMissing ? missing : {}}
            onUploaded={(u) => setUploads((list) => [...list.filter((x) => x.kind !== u.kind), u])}
            onRemoved={(u) => setUploads((list) => list.filter((x) => x.id !== u.id))}
          />
        ) : null}
        {step === 5 ? <ReviewStep values={values} uploads={uploads} brands={brands} control={form.control} onEdit={goTo} /> : null}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
          {step > 1 ? (
            <Button variant="outline" onClick={() => goTo(step - 1)} disabled={pending}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={pending}>
            {step === STEP_COUNT ? (pending ? 'Submitting…' : 'Submit application') : 'Next'}
          </Button>
        </div>
      </form>
    </div>
  );
}
