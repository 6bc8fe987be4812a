import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOASTER } from '../../shared/constants';
import { useAppliedTheme } from '../lib/display-preferences';

/** sonner's toaster with the spec's settings (it has no width prop: it reads --width), in the page's theme. */
export function SonnerToaster() {
  const theme = useAppliedTheme();
  return (
    <Toaster
      position={TOASTER.position}
      visibleToasts={TOASTER.visibleToasts}
      duration={TOASTER.duration}
      gap={TOASTER.gap}
      hotkey={[...TOASTER.hotkey]}
      style={{ '--width': `${TOASTER.width}px` } as CSSProperties}
      theme={theme}
      richColors
      closeButton
    />
  );
}
