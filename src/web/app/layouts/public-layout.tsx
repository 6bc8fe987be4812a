import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { CONTACT } from '../../../shared/constants';
import { paths } from '../../../shared/routes';
import { Button } from '../../components/ui/button';
import { ErrorBoundary } from '../../components/errors/error-boundary';
import { cn } from '../../lib/cn';
import { useSession } from '../../features/auth/get-session';
import { Logo } from './logo';
import { SkipLink } from './skip-link';

const LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.apply, label: 'Apply' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted',
    isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
  );

/** Header and footer of the public site (home, blog, contact, sign-in pages…). */
export function PublicLayout() {
  const { data } = useSession();
  const signedIn = Boolean(data?.user);
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so following a link closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;

  const account = signedIn ? (
    <Button asChild size="sm">
      <Link to={paths.dashboard}>Dashboard</Link>
    </Button>
  ) : (
    <Button asChild size="sm">
      <Link to={paths.login}>Sign In</Link>
    </Button>
  );

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Logo />
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {LINKS.map((l) => (
              <NavLink key={l.to} to={l.to} end className={linkClass}>
                {l.label}
              </NavLink>
            ))}
            <span className="ml-2">{account}</span>
          </nav>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls="public-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </div>
        {menuOpen ? (
          <nav id="public-menu" aria-label="Main" className="border-t border-border px-4 py-3 md:hidden">
            <ul className="flex flex-col gap-1">
              {LINKS.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} end className={linkClass}>
                    {l.label}
                  </NavLink>
                </li>
              ))}
              <li className="pt-2">{account}</li>
            </ul>
          </nav>
        ) : null}
      </header>

      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <ErrorBoundary variant="page" resetKeys={[pathname]}>
          <Outlet />
        </ErrorBoundary>
      </main>

      <footer className="border-t border-border bg-card">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} FranchiseHub · Head office: {CONTACT.office}
          </p>
          <p>{CONTACT.hours.join(' · ')}</p>
        </div>
      </footer>
    </div>
  );
}
