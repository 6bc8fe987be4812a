import { Alert, AlertDescription } from '../ui/alert';

/** An action's error (a refused status change, a failed save) in a red alert; nothing without a message. */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
