import { useEffect } from 'react';

/**
 * While `dirty`, closing or reloading the tab asks first (the browser's own prompt). The app uses the declarative
 * router (no blocker), so in-app links that leave the editor ask through their own confirmation.
 */
export function useLeaveGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
