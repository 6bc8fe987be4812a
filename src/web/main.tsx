import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter, preloadRoute } from './app/router';
import { preloadSession } from './features/auth/session-store';
import { rememberComponentStack } from './components/errors/component-stacks';
import './styles.css';

// The current page's chunks and the session answer download in parallel, before React first renders.
preloadRoute(window.location.pathname);
preloadSession();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container, {
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
