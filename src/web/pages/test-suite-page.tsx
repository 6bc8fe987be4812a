import { useLocation } from 'react-router';
import { SUITES, type SuiteName } from '../../shared/diagnostics.contracts';
import { PageHeader } from '../components/page-header';
import { SuiteRunnerPanel } from '../features/diagnostics/components/suite-runner-panel';
import { NotFoundPage } from './not-found-page';

const suiteOf = (pathname: string): SuiteName | null => {
  const name = pathname.split('/')[2] ?? '';
  return Object.hasOwn(SUITES, name) ? (name as SuiteName) : null;
};

/** /test/<suite> (signed in): one page for every suite, named by its path. */
export function TestSuitePage() {
  const suite = suiteOf(useLocation().pathname);
  if (!suite) return <NotFoundPage />;
  const info = SUITES[suite];
  return (
    <section>
      <PageHeader title={`Test: ${info.title}`} description={info.description} />
      {/* Keyed by suite: moving between suite pages starts from that suite's own state. */}
      <SuiteRunnerPanel key={suite} suite={suite} />
    </section>
  );
}
