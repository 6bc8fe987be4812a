import { useListUrlState } from '../components/data-table/url-state';
import { PageHeader } from '../components/page-header';
import { Alert, AlertDescription } from '../components/ui/alert';
import { useSession } from '../features/auth/get-session';
import { errorGroupListParsers } from '../features/bug-tracker/error-group-filters';
import { ErrorGroupsPanel } from '../features/bug-tracker/components/error-groups-panel';
import { ThrowTestError } from '../features/bug-tracker/components/throw-test-error';

/**
 * /test/bug-tracker: the errors browsers reported (app/instruments), grouped by fingerprint, with their counts and a
 * status. Head office's to read (diagnostics.operate; the API refuses everyone else), so other roles get a sentence.
 */
export function BugTrackerPage() {
  const operator = useSession().data?.permissions?.granted?.includes('diagnostics.operate') ?? false;
  return (
    <section className="space-y-6">
      <PageHeader
        title="Test: bug-tracker"
        description="Errors that browsers reported: render errors, script errors and unhandled promise rejections, grouped by message and stack."
      />
      {operator ? (
        <>
          <ThrowTestError />
          <BugTrackerList />
        </>
      ) : (
        <HeadOfficeOnly />
      )}
    </section>
  );
}

function BugTrackerList() {
  const { state, update, setPage } = useListUrlState(errorGroupListParsers);
  return <ErrorGroupsPanel state={state} onChange={update} onPage={setPage} />;
}

function HeadOfficeOnly() {
  return (
    <Alert data-testid="bug-tracker-head-office-only">
      <AlertDescription>
        Error reports are head office&apos;s to read: they show other people&apos;s pages, browsers and e-mail addresses. Head office
        follows up the errors reported from every browser, yours included.
      </AlertDescription>
    </Alert>
  );
}
