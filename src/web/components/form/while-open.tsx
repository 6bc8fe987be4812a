import type { ComponentType } from 'react';

/**
 * The dialog of a kit form, from the form's component: it renders the form only while `open`, so each opening starts
 * from the form's defaults with no old error or half-typed text (index.ts §4). `export const ThingDialog =
 * whileOpen(ThingForm)` takes the form's props and `open`.
 */
export function whileOpen<P extends object>(Form: ComponentType<P>) {
  function OpenForm({ open, ...props }: P & { open: boolean }) {
    return open ? <Form {...(props as unknown as P)} /> : null;
  }
  OpenForm.displayName = `whileOpen(${Form.displayName ?? Form.name})`;
  return OpenForm;
}
