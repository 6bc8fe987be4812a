import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { AuthErrorScreen } from '../components/errors/auth-error-screen';
import { ComponentError } from '../components/errors/component-error';
import { RenderFailureScreen } from '../components/errors/render-failure-screen';
import { SomethingWentWrong } from '../components/errors/something-went-wrong';
import { LoadingScreen } from '../components/feedback/loading-screen';
import { Field } from '../components/form/field';
import { FormError } from '../components/form/form-error';
import { Alert, AlertDescription } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { followSessionQuery } from '../features/auth/session-store';
import { installClassMerge } from '../lib/cn';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';
import { NotFoundPage } from '../pages/not-found-page';
import { PublicLayout } from './layouts/public-layout';

/**
 * The sign-in and home pages, the public layout and the entry's error screens render without tailwind-merge (lib/cn.ts):
 * that is only right while none of their class lists holds two utilities of which the later overrides the earlier.
 * Every class list they build is collected here and must come out of tailwind-merge unchanged.
 */
const seen = new Set<string>();
installClassMerge((classes) => {
  seen.add(classes);
  return classes;
});

function renderAt(path: string, page: ReactNode) {
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="*" element={page} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const profile = {
  id: 'u1',
  email: 'franchisee@demo.com',
  fullName: 'Demo Franchisee',
  avatarUrl: null,
  role: 'franchisee' as const,
  status: 'active' as const,
  lastLoginAt: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  metadata: {},
  phone: null,
  phoneVerified: false,
  timeZone: 'Asia/Manila',
  preferences: {},
};

describe('pages without tailwind-merge', () => {
  it('build no class list that tailwind-merge would change', () => {
    renderAt('/login', <LoginPage />);
    renderAt('/login?error=oidc&message=Denied', <LoginPage />);
    renderAt('/', <HomePage />);
    renderAt('/nowhere', <NotFoundPage />);
    // Signed in, with the demo accounts offered: the hint, the header's Dashboard button, the demo buttons.
    followSessionQuery({
      data: { user: profile, permissions: null, demoAccounts: true, twoFactor: null },
      updatedAt: Date.now(),
      error: null,
      fetching: false,
    });
    renderAt('/login', <LoginPage />);
    renderAt('/nowhere', <NotFoundPage />);
    // States the pages reach after a render: errors next to fields, form errors, pending buttons, error screens.
    renderToStaticMarkup(
      <MemoryRouter>
        <FormError message="Invalid email. Please check your input." />
        <Field id="f" label="Email or phone" error="Email is required." hint="A hint" keepHint>
          {(aria) => <Input {...aria} />}
        </Field>
        <Alert variant="info" className="mb-4">
          <AlertDescription>Signed in</AlertDescription>
        </Alert>
        <Alert variant="destructive">
          <AlertDescription>Failed</AlertDescription>
        </Alert>
        <Button variant="outline" className="w-full" disabled>
          Opening…
        </Button>
        <Button variant="ghost" size="icon" className="md:hidden">
          Menu
        </Button>
        <ComponentError onRetry={() => undefined} />
        <SomethingWentWrong onRetry={() => undefined} />
        <RenderFailureScreen />
        <AuthErrorScreen kind="auth" message="Your session has expired." />
        <AuthErrorScreen kind="generic" fullPage={false} message="Try again." onRetry={() => undefined} />
        <LoadingScreen message="Checking authentication..." />
        <LoadingScreen fullPage={false} />
      </MemoryRouter>,
    );

    expect(seen.size).toBeGreaterThan(20);
    expect([...seen].filter((classes) => twMerge(classes) !== classes)).toEqual([]);
  });
});
