import { LogIn } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useSignInProviders } from '../use-sign-in-providers';
import { useOidcSignIn } from '../sign-in-oidc';

/** "Sign in with <provider>", only when the server has an OpenID Connect provider configured. */
export function OidcSignInButton({ disabled }: { disabled?: boolean }) {
  const providers = useSignInProviders();
  const start = useOidcSignIn();
  const [searchParams] = useSearchParams();
  const oidc = providers.data?.oidc;
  if (!oidc) return null;
  const redirectTo = searchParams.get('redirect') ?? undefined;
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button
        variant="outline"
        className="w-full"
        disabled={disabled || start.isPending || start.isSuccess}
        onClick={() => start.mutate({ redirectTo })}
      >
        <LogIn aria-hidden />
        {start.isPending || start.isSuccess ? `Opening ${oidc.label}…` : `Sign in with ${oidc.label}`}
      </Button>
    </div>
  );
}
