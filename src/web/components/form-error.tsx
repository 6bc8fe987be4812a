import { AlertCircle } from 'lucide-react';
import { Alert, AlertDescription } from './ui/alert';

/** The form-level error, announced by screen readers (role="alert"). */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden className="mt-0.5" />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
