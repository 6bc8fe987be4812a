import { Network } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/**
 * A `user` account is not linked to a franchise yet: an explanation, not an error. The page shows it
 * when the session says the account may not view orders (so nothing is fetched), or on a 403 that
 * arrives anyway (role changed meanwhile), with the server's message.
 */
export function NoNetworkAccess({ message }: { message: string }) {
  return (
    <Card className="max-w-xl">
      <CardHeader className="flex-row items-center gap-3">
        <Network aria-hidden className="size-6 shrink-0 text-muted-foreground" />
        <CardTitle>No network access yet</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-muted-foreground">{message}</p>
        <p className="mt-2 text-sm text-muted-foreground">Once head office links your account to a location, its orders will show here.</p>
      </CardContent>
    </Card>
  );
}
