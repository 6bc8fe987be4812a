import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { rememberComponentStack } from './components/errors/component-stacks';
import './styles.css';

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
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
