import { usePageMeta } from '../app/page-meta';
import { PageHeader } from '../components/page-header';
import { ApplyWizard } from '../features/apply/components/apply-wizard';

/**
 * /apply (guest only): the five-step franchise application. Built without TanStack Query (router.tsx
 * WITHOUT_QUERY_CLIENT): the brands come through usePublicResource.
 */
export function ApplyPage() {
  usePageMeta({
    title: 'Apply for a Franchise',
    description:
      'Apply to open a FranchiseHub franchise in five steps: your details, experience, brand and package, documents, and review.',
  });
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <PageHeader
        title="Apply for a Franchise"
        description="Five short steps. Your answers are kept in this browser until you submit, so you can come back to finish."
      />
      <ApplyWizard />
    </section>
  );
}
