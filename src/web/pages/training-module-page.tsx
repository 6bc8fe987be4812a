import { Link, useParams } from 'react-router';
import { ArrowLeft, Lock } from 'lucide-react';
import { parseAsString, useListUrlState } from '../components/data-table/url-state';
import { RecordLoadState } from '../components/feedback/record-load-state';
import { PageHeader } from '../components/page-header';
import { Alert, AlertDescription, AlertTitle } from '../components/ui/alert';
import { errorMessage, isApiError } from '../lib/api-client';
import { paths } from '../../shared/routes';
import { BackToTrainingButton } from '../features/training/components/back-to-training-button';
import { ModulePlayer } from '../features/training/components/module-player';
import { useLearnerModule } from '../features/training/get-learner-module';

const stepParsers = { lesson: parseAsString };

const backLink = (
  <Link to={paths.training} className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
    <ArrowLeft aria-hidden className="size-4" />
    Back to Training
  </Link>
);

/**
 * /franchisee-training/modules/:moduleId (franchisee): the module's lessons one at a time, then its quiz. `?lesson=`
 * names the step (a lesson id or "quiz"), so Back and a reload keep the place. A locked module shows the server's
 * "Complete … first" with the way back.
 */
export function TrainingModulePage() {
  const { moduleId = '' } = useParams();
  const module = useLearnerModule(moduleId);
  const { state, write } = useListUrlState(stepParsers);

  if (!module.data) {
    const error = module.error;
    if (isApiError(error) && error.status === 409)
      return (
        <section className="grid gap-4">
          {backLink}
          <PageHeader title="Module locked" />
          <Alert variant="warning" className="max-w-xl" data-testid="module-locked">
            <Lock aria-hidden />
            <div className="grid gap-2">
              <AlertTitle>This module is not open yet</AlertTitle>
              <AlertDescription>{errorMessage(error, 'Complete the earlier modules first.')}</AlertDescription>
              <div>
                <BackToTrainingButton />
              </div>
            </div>
          </Alert>
        </section>
      );
    return (
      <section className="grid gap-4">
        {backLink}
        <RecordLoadState
          error={error}
          onRetry={() => void module.refetch()}
          words={{
            noun: 'training module',
            notFoundHint: 'It may have been mistyped, or it is not part of a programme of your brand.',
            back: { to: paths.training, label: 'Back to Training' },
          }}
        />
      </section>
    );
  }

  const m = module.data;
  return (
    <section className="grid gap-2">
      {backLink}
      <PageHeader
        title={m.title}
        description={
          <>
            {m.program.title} · {m.program.brandName} · Module {m.position}
          </>
        }
      />
      <ModulePlayer module={m} step={state.lesson} onStep={(step) => write({ lesson: step }, false)} />
    </section>
  );
}
