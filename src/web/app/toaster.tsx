import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TOASTER } from '../../shared/constants';

/** The app's only toaster, with the spec's settings (sonner has no width prop: it reads --width). */
export function Toaster() {
  return (
    <Sonner
      position={TOASTER.position}
      visibleToasts={TOASTER.visibleToasts}
      duration={TOASTER.duration}
      gap={TOASTER.gap}
      hotkey={[...TOASTER.hotkey]}
      style={{ '--width': `${TOASTER.width}px` } as CSSProperties}
      richColors
      closeButton
    />
  );
}
