import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { CONTACT } from '../../../shared/constants';
import { paths } from '../../../shared/routes';
import { HEAD_OFFICE } from '../../../shared/head-office';
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
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 text-sm text-muted-foreground sm:grid-cols-3">
          <div>
            <p className="font-semibold text-foreground">{HEAD_OFFICE.name}</p>
            <address className="mt-2 not-italic">{HEAD_OFFICE.address}</address>
          </div>
          <div>
            <p className="font-semibold text-foreground">Contact</p>
            <ul className="mt-2 grid gap-1">
              <li>
                Phone:{' '}
                <a
                  className="underline-offset-4 hover:text-foreground hover:underline"
                  href={`tel:${HEAD_OFFICE.phone.replace(/\s/g, '')}`}
                >
                  {HEAD_OFFICE.phone}
                </a>
              </li>
              <li>
                E-mail:{' '}
                <a className="underline-offset-4 hover:text-foreground hover:underline" href={`mailto:${HEAD_OFFICE.email}`}>
                  {HEAD_OFFICE.email}
                </a>
              </li>
            </ul>
          </div>
          <div>
            <p className="font-semibold text-foreground">Business hours</p>
            <ul className="mt-2 grid gap-1">
              {CONTACT.hours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
        <p className="border-t border-border px-4 py-4 text-center text-xs text-muted-foreground">
          © {new Date().getFullYear()} FranchiseHub
        </p>
      </footer>
    </div>
  );
}
