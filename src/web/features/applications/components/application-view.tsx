import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { FUNDING_SOURCE_LABELS, INVESTMENT_RANGE_LABELS } from '../../../../shared/applications.contracts';
import { packageLabel } from '../../../../shared/packages';
import { paths } from '../../../../shared/routes';
import { formatCalendarDate, formatDateTime } from '../../../../shared/time';
import { RecordLoadState } from '../../../components/feedback/record-load-state';
import { SectionCard } from '../../../components/section-card';
import { useApplication } from '../get-application';
import { ApplicationDocuments } from './application-documents';
import { ApplicationNoteForm } from './application-note-form';
import { ApplicationStatusActions } from './application-status-actions';
import { ApplicationStatusPill } from './application-status-pill';
import { ApplicationTimeline } from './application-timeline';

const BACK = { to: paths.applications, label: 'Back to Applications' };
const WORDS = { noun: 'application', notFoundHint: 'The link may be mistyped, or the application no longer exists.', back: BACK };

/** One application: every answer grouped by step, the documents, the status actions, notes and the timeline. */
export function ApplicationView({ applicationId }: { applicationId: string }) {
  const query = useApplication(applicationId);
  if (!query.data) return <RecordLoadState error={query.isError ? query.error : null} onRetry={() => void query.refetch()} words={WORDS} />;
  const a = query.data;
  return (
    <>
      <div className="mb-6 grid gap-3">
        <Link to={BACK.to} className="inline-flex w-fit items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
          <ArrowLeft aria-hidden className="size-4" />
          {BACK.label}
        </Link>
        <h1 className="break-words text-2xl font-semibold tracking-tight sm:text-3xl">{a.fullName}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-mono text-muted-foreground" data-testid="application-reference">
            {a.reference}
          </span>
          <ApplicationStatusPill status={a.status} />
          <span className="text-muted-foreground">
            Submitted <time dateTime={a.submittedAt}>{formatDateTime(a.submittedAt)}</time>
          </span>
        </div>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 gap-6">
          <SectionCard title="Personal details">
            <Facts>
              <Fact label="Name">{`${a.firstName} ${a.lastName}`}</Fact>
              <Fact label="Email">
                <a href={`mailto:${a.email}`} className="break-all text-primary underline-offset-4 hover:underline">
                  {a.email}
                </a>
              </Fact>
              <Fact label="Phone">{a.phone}</Fact>
              <Fact label="Date of birth">{formatCalendarDate(a.birthDate)}</Fact>
              <Fact label="Address" wide>{`${a.addressLine}, ${a.city}, ${a.province}`}</Fact>
            </Facts>
          </SectionCard>
          <SectionCard title="Business experience and investment">
            <Facts>
              <Fact label="Occupation">{a.occupation}</Fact>
              <Fact label="Years in business">{a.yearsInBusiness}</Fact>
              <Fact label="Franchise experience">{a.hasFranchiseExperience ? 'Yes' : 'No'}</Fact>
              <Fact label="Investment range">{INVESTMENT_RANGE_LABELS[a.investmentRange]}</Fact>
              <Fact label="Source of funds">{FUNDING_SOURCE_LABELS[a.fundingSource]}</Fact>
              <Fact label="Business experience" wide>
                {a.experienceSummary}
              </Fact>
            </Facts>
          </SectionCard>
          <SectionCard title="Brand, package and location">
            <Facts>
              <Fact label="Brand">{a.brandName}</Fact>
              <Fact label="Package">{packageLabel(a.packageCode)}</Fact>
              <Fact label="Preferred location">{`${a.preferredCity}, ${a.preferredProvince}`}</Fact>
              <Fact label="Why this brand" wide>
                {a.motivation}
              </Fact>
            </Facts>
          </SectionCard>
          <SectionCard title="Documents">
            <ApplicationDocuments application={a} />
          </SectionCard>
        </div>
        <div className="grid min-w-0 gap-6">
          <SectionCard title="Status">
            <ApplicationStatusActions application={a} />
          </SectionCard>
          <SectionCard title="Add a note">
            <ApplicationNoteForm applicationId={a.id} />
          </SectionCard>
          <SectionCard title="Timeline">
            <ApplicationTimeline events={a.events} />
          </SectionCard>
        </div>
      </div>
    </>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">{children}</dl>;
}

function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'grid min-w-0 content-start gap-0.5 sm:col-span-2' : 'grid min-w-0 content-start gap-0.5'}>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">
        {children ?? <span className="text-muted-foreground">Not given</span>}
      </dd>
    </div>
  );
}
