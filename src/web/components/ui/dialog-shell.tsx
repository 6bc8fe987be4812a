import type { ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog';

/**
 * A controlled Radix dialog with a title (and optional description) over its content: focus trap,
 * Escape and focus return come from Radix, like every other dialog in the app.
 * - `side="center"` (default): the app's centred dialog; `className` widens it (e.g. `sm:max-w-2xl`).
 * - `side="right"`: a sheet from the right edge (full width on a phone) with a fixed header and a
 *   scrolling body, for a record's details beside the list it came from.
 */
export function DialogShell({
  side = 'center',
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: {
  side?: 'center' | 'right';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  // Without a description Radix warns; an explicit undefined says there is none on purpose.
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {side === 'right' ? (
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
          <DialogPrimitive.Content
            className={cn(
              'fixed inset-y-0 right-0 z-40 flex w-full flex-col bg-card shadow-xl focus:outline-none sm:max-w-xl sm:border-l sm:border-border',
              className,
            )}
            {...describedBy}
          >
            <div className="flex items-start justify-between gap-3 border-b border-border px-4 py-4 sm:px-6">
              <div className="min-w-0">
                <DialogTitle className="truncate">{title}</DialogTitle>
                {description ? <DialogDescription className="mt-0.5 truncate">{description}</DialogDescription> : null}
              </div>
              <DialogPrimitive.Close
                className="rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"
                aria-label="Close"
              >
                <X aria-hidden className="size-5" />
              </DialogPrimitive.Close>
            </div>
            <div className="flex-1 overflow-y-auto px-4 py-5 sm:px-6">{children}</div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      ) : (
        <DialogContent className={className} {...describedBy}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
          </DialogHeader>
          {children}
        </DialogContent>
      )}
    </Dialog>
  );
}
