import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import type { ApplicationReceipt } from '../../../../shared/applications.contracts';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';

/** After a submit: the reference to quote, and where the confirmation went. Focus lands on its heading. */
export function ApplyConfirmation({ receipt }: { receipt: ApplicationReceipt }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="grid gap-4 rounded-xl border border-border bg-card p-6 shadow-sm" data-testid="apply-confirmation">
      <CircleCheck aria-hidden className="size-10 text-green-700" />
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        Application received
      </h2>
      <p>
        Your reference number is{' '}
        <strong className="whitespace-nowrap font-mono" data-testid="application-reference">
          {receipt.reference}
        </strong>
        .
      </p>
      <p className="text-muted-foreground">
        We e-mailed a confirmation with this reference to{' '}
        <span className="font-medium text-foreground [overflow-wrap:anywhere]">{receipt.email}</span>. Head office reviews applications
        within 2-3 business days and will contact you by e-mail.
      </p>
      <div>
        <Button asChild variant="outline">
          <Link to={paths.home}>Back to the home page</Link>
        </Button>
      </div>
    </div>
  );
}
