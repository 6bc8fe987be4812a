import { AlertCircle } from 'lucide-react';
import { Alert, AlertDescription } from '../ui/alert';

/** The form-level (server) error, announced by screen readers (role="alert"). Renders nothing without a message. */
export function FormError({ message, testId }: { message: string | null | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden className="mt-0.5" />
      <AlertDescription data-testid={testId}>{message}</AlertDescription>
    </Alert>
  );
}
