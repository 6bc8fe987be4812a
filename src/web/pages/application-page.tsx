import { useParams } from 'react-router';
import { ApplicationView } from '../features/applications/components/application-view';

/** /applications/:applicationId (franchisor, admin): one franchise application, its documents, status and timeline. */
export function ApplicationPage() {
  const { applicationId = '' } = useParams();
  return (
    <section>
      <ApplicationView key={applicationId} applicationId={applicationId} />
    </section>
  );
}
