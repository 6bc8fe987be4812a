import { Link } from 'react-router';
import { paths } from '../../shared/routes';
import { Button } from '../components/ui/button';
import { useSession } from '../features/auth/get-session';

export function NotFoundPage() {
  const signedIn = Boolean(useSession().data?.user);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">Page not found</h1>
      <p className="mt-3 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-col gap-2 sm:flex-row">
        {signedIn ? (
          <Button asChild>
            <Link to={paths.dashboard}>Go to dashboard</Link>
          </Button>
        ) : null}
        <Button asChild variant={signedIn ? 'outline' : 'default'}>
          <Link to={paths.home}>Go home</Link>
        </Button>
      </div>
    </section>
  );
}
