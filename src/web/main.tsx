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
 * The first render waits for the current page's chunks (requested just above, with the entry), at most 1.5 s.
 * Rendering earlier only shows the loading screen: the page suspends, and React 19 then holds the page back for
 * 300 ms after that fallback appeared, which put /login's first paint 250 ms after everything had arrived.
 */
const FIRST_RENDER_WAIT_MS = 1_500;
void Promise.race([currentRoute, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]).then(renderApp);

function renderApp() {
  createRoot(container!, {
    // Hand component stacks to the global error screen's "Error Details"; keep the console log.
    onCaughtError: (error, info) => {
      rememberComponentStack(error, info.componentStack);
      console.error(error);
    },
  }).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}
