import { Component, type ReactNode } from 'react';
import { isAuthRenderError } from '../../../shared/errors';
import { AuthErrorFallback } from './auth-error-fallback';
import { ComponentError } from './component-error';
import { RenderFailureScreen } from './render-failure-screen';
import { SomethingWentWrong } from './something-went-wrong';

type Variant = 'fullPage' | 'page' | 'component';

interface Props {
  children: ReactNode;
  /** fullPage: 'Oops!' screen; page: 'Something went wrong' in the layout; component: 'Component Error'. */
  variant?: Variant;
  /** Changing any of these clears the error (e.g. the pathname, so navigating away recovers). */
  resetKeys?: readonly unknown[];
  /** Called when the boundary clears its error, so the parent can remove the cause (react-error-boundary style). */
  onReset?: () => void;
}

interface State {
  error: Error | null;
}

/**
 * Catches render errors below it. Authentication-looking errors sign the user out and show the
 * Authentication Error screen instead of a generic message (spec 8). Logging and reporting are the React root's
 * (main.tsx onCaughtError, which every boundary's catch reaches, with its component stack).
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidUpdate(prev: Props): void {
    if (this.state.error && !sameKeys(prev.resetKeys, this.props.resetKeys)) this.reset();
  }

  reset = (): void => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const variant = this.props.variant ?? 'page';
    if (isAuthRenderError(error.message)) return <AuthErrorFallback fullPage={variant === 'fullPage'} />;
    if (variant === 'fullPage') return <RenderFailureScreen />;
    if (variant === 'component') return <ComponentError onRetry={this.reset} />;
    return <SomethingWentWrong onRetry={this.reset} />;
  }
}

function sameKeys(a: readonly unknown[] = [], b: readonly unknown[] = []): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}
