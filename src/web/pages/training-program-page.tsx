import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '../../shared/routes';
import { roleHas } from '../../shared/roles';
import { useAuthState } from '../app/use-auth-state';
import { RecordLoadState } from '../components/feedback/record-load-state';
import { PageHeader } from '../components/page-header';
import { SectionCard } from '../components/section-card';
import { useFilterOptions } from '../lib/queries/get-filter-options';
import { ProgramDetailsForm } from '../features/training/components/program-details-form';
import { ProgramModules } from '../features/training/components/program-modules';
import { ProgramStatusBar } from '../features/training/components/program-status-bar';
import { useAuthoringProgram } from '../features/training/get-authoring-program';
import { countOf } from '../features/training/training-format';

const backLink = (
  <Link to={paths.trainingManagement} className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
    <ArrowLeft aria-hidden className="size-4" />
    Back to Training Management
  </Link>
);

/**
 * /training-management/:programId (head office edits, admin reads): the programme's details and status (publish,
 * with the server's reason when it cannot be), and its modules with their lessons, quiz and prerequisites.
 */
export function TrainingProgramPage() {
  const { programId = '' } = useParams();
  const auth = useAuthState();
  const canManage = auth.status === 'signedIn' && roleHas(auth.user.role, 'training.manage');
  const program = useAuthoringProgram(programId);
  const brands = useFilterOptions().data?.brands ?? [];

  if (!program.data)
    return (
      <section className="grid gap-4">
        {backLink}
        <RecordLoadState
          error={program.error}
          onRetry={() => void program.refetch()}
          words={{
            noun: 'training programme',
            notFoundHint: 'It may have been mistyped, or deleted.',
            back: { to: paths.trainingManagement, label: 'Back to Training Management' },
          }}
        />
      </section>
    );

  const p = program.data;
  const editable = canManage && p.status !== 'archived';
  return (
    <section className="grid gap-2">
      {backLink}
      <PageHeader
        title={p.title}
        description={`${p.brandName} · ${countOf(p.moduleCount, 'module')} · ${countOf(p.lessonCount, 'lesson')}`}
      />
      <div className="grid gap-6">
        <ProgramStatusBar program={p} canWrite={canManage} />
        <SectionCard title="Details">
          <ProgramDetailsForm key={p.id} program={p} brands={brands} readOnly={!editable} />
        </SectionCard>
        <SectionCard title="Modules">
          <ProgramModules program={p} canWrite={editable} />
        </SectionCard>
      </div>
    </section>
  );
}
