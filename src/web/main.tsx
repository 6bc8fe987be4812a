// First: zod must be told not to compile with eval before any schema exists (zod-jitless.ts).
import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter, preloadRoute } from './app/router';
import { preloadSession } from './features/auth/session-store';
import { rememberComponentStack } from './components/errors/component-stacks';
import './styles.css';

// The current page's chunks and the session answer download in parallel, before React first renders.
const currentRoute = preloadRoute(window.location.pathname);
preloadSession();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

/**
 * Error reports and web vitals (app/instruments) load once the page has loaded, outside every page's first download.
 * Render errors caught before then wait in `caught`; the instruments report them and take the array over (a push is
 * then a report). Window errors and promise rejections before then are not reported, nor is a failed download of
 * the instruments themselves (the console shows it).
 */
const caught: unknown[] = [];
addEventListener('load', () => void import('./app/instruments').then((m) => m.installInstruments(caught)));

/**
 * The first render waits for the current page's chunks (requested just above, with the entry), at most 1.5 s.
 * Rendering earlier only shows the loading screen: the page suspends, and React 19 then holds the page back for
 * 300 ms after that fallback appeared, which put /login's first paint 250 ms after everything had arrived.
 */
const FIRST_RENDER_WAIT_MS = 1_500;
void Promise.race([currentRoute, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]).then(renderApp);

function renderApp() {
  createRoot(container!, {
    // Every error boundary's catch arrives here: its component stack goes to the global error screen's "Error
    // Details", the console keeps the log, and the error reporter gets it. (An uncaught one, outside the providers'
    // boundary, reaches window's 'error' event, which the reporter listens to as well.)
    onCaughtError: (error, info) => {
      rememberComponentStack(error, info.componentStack);
      console.error(error);
      caught.push(error);
    },
  }).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}
