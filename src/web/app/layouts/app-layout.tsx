import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { LogOut, Menu, X } from 'lucide-react';
import { ROLE_HOME, ROLE_LABELS } from '../../../shared/roles';
import { paths } from '../../../shared/routes';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ErrorBoundary } from '../../components/errors/error-boundary';
import { cn } from '../../lib/cn';
import { IdleTimeoutBanner } from '../../features/auth/components/idle-timeout-banner';
import { CartBadge } from '../../features/cart/components/cart-badge';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { NotificationsLive } from '../../features/notifications/components/notifications-live';
import { UserAvatar } from '../../features/profile/components/user-avatar';
import { supplierPermissionsOf } from '../../features/auth/get-supplier-permissions';
import { useSignOut } from '../../lib/sign-out';
import { useFeatureFlags } from '../../lib/queries/get-feature-flags';
import { useAuthState } from '../use-auth-state';
import { navItemsFor, type NavItem } from '../nav-items';
import { Logo } from './logo';
import { SkipLink } from './skip-link';
import { DisplayPreferences } from '../display-preferences';
import { NavigationPrefetch } from '../navigation-prefetch';
import { startOffline } from '../offline';

/** Chat support (feature flag FEATURE_CHAT_SUPPORT): franchisees get a Help button in the header that raises a ticket from the page. */
const SupportHelpButton = lazy(() => import('../../features/support/components/help-button').then((m) => ({ default: m.HelpButton })));

function SidebarNav({ items, label }: { items: NavItem[]; label: string }) {
  return (
    <nav aria-label={label} className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="flex flex-col gap-0.5">
        {items.map(({ path, title, icon: Icon }) => (
          <li key={path}>
            <NavLink
              to={path}
              end
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  isActive ? 'bg-brand-50 text-primary' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )
              }
            >
              <Icon aria-hidden className="size-4 shrink-0" />
              <span className="truncate">{title}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The signed-in shell: sidebar (a drawer below lg), header with the user and Sign out. */
export function AppLayout() {
  const auth = useAuthState();
  const { pathname } = useLocation();
  const { signOut, isPending: signingOut } = useSignOut();
  // The drawer belongs to the page it was opened on, so choosing a link closes it.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenAt === pathname;
  // Only franchisees get the Help button, so only they ask whether chat support is on.
  const chatSupport = useFeatureFlags(auth.status === 'signedIn' && auth.user.role === 'franchisee').data?.chatSupport === true;
  // The service worker and the offline queue belong to the signed-in app only (app/offline.ts).
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  useEffect(() => {
    if (!userId) return;
    startOffline(userId);
    return () => startOffline(null);
  }, [userId]);

  if (auth.status !== 'signedIn') return null; // RequireAuth renders the loading/redirect states
  const { user, session } = auth;
  const permissions = supplierPermissionsOf(session);
  const items = navItemsFor(user.role, (p) => permissions.includes(p));

  return (
    <div className="flex min-h-dvh">
      <SkipLink />
      <IdleTimeoutBanner enabled />
      {/* Stream + new-notification toast: this layout renders only for a signed-in session. */}
      <NotificationsLive />
      {auth.status === 'signedIn' ? <NavigationPrefetch role={auth.user.role} /> : null}

      <aside className="sticky top-0 hidden h-dvh w-72 shrink-0 flex-col border-r border-border bg-card lg:flex">
        <div className="flex h-16 items-center border-b border-border px-5">
          <Logo to={ROLE_HOME[user.role]} />
        </div>
        <SidebarNav items={items} label="App" />
      </aside>

      <Dialog.Root open={drawerOpen} onOpenChange={(open) => setDrawerOpenAt(open ? pathname : null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 lg:hidden" />
          <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-card shadow-xl focus:outline-none lg:hidden">
            <div className="flex h-16 items-center justify-between border-b border-border px-4">
              <Dialog.Title asChild>
                <div>
                  <Logo to={ROLE_HOME[user.role]} />
                </div>
              </Dialog.Title>
              <Dialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label="Close navigation">
                  <X aria-hidden />
                </Button>
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">Pages available to your role</Dialog.Description>
            <SidebarNav items={items} label="App" />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 border-b border-border bg-card/95 px-4 backdrop-blur sm:px-6">
          <div className="flex items-center gap-2">
            <Button
              variant="ghost"
              size="icon"
              className="lg:hidden"
              aria-label="Open navigation"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpenAt(pathname)}
            >
              <Menu aria-hidden />
            </Button>
            <span className="lg:hidden">
              <Logo to={ROLE_HOME[user.role]} compact />
            </span>
          </div>
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            {chatSupport && user.role === 'franchisee' ? (
              // The button's own size while its chunk loads, so the header does not shift when it arrives.
              <Suspense fallback={<span aria-hidden className="size-10 sm:w-20" />}>
                <SupportHelpButton />
              </Suspense>
            ) : null}
            {user.role === 'franchisee' ? <CartBadge /> : null}
            <NotificationBell />
            <Link
              to={paths.profile}
              className="flex min-w-0 items-center gap-2 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              title={user.email}
            >
              <UserAvatar fullName={user.fullName} email={user.email} avatarUrl={user.avatarUrl} size="sm" />
              {/* Named by its text, not aria-label, so the name starts with what is shown (WCAG 2.5.3); the name
                  stays the accessible name on phones, where it is hidden. */}
              <span className="sr-only min-w-0 truncate text-sm font-medium sm:not-sr-only">{user.fullName}</span>
              <span className="sr-only">, account settings</span>
            </Link>
            <Badge>
              <span className="sr-only">Role: </span>
              {ROLE_LABELS[user.role]}
            </Badge>
            <Button variant="outline" size="sm" onClick={() => void signOut()} disabled={signingOut}>
              <LogOut aria-hidden />
              {/* Icon-only on phones; the text stays the button's accessible name. */}
              <span className="sr-only sm:not-sr-only">Sign out</span>
            </Button>
          </div>
        </header>

        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:py-8">
          <ErrorBoundary variant="page" resetKeys={[pathname]}>
            {/* List filters, sort and page live in the URL (nuqs); only the signed-in shell needs it. */}
            <NuqsAdapter>
              <DisplayPreferences fallback={user}>
                <Outlet />
              </DisplayPreferences>
            </NuqsAdapter>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
