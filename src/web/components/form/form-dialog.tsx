import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues, FormState } from 'react-hook-form';
import { DialogForm, FormBody } from './dialog-form';
import { FormFooter } from './form-footer';

type DialogFormProps = ComponentProps<typeof DialogForm>;

/** What the kit's form shells read of a useAppForm form: its form error and whether its submit is running. */
interface BoundForm<T extends FieldValues> {
  formError: string | null;
  formState: Pick<FormState<T>, 'isSubmitting'>;
}

/**
 * The DialogForm of a kit form whose component is mounted only while its dialog is open, so each opening starts from
 * the defaults: the dialog is always open while mounted and closing it (Escape, the ✕, Cancel) is `onClose`; the
 * error shown is the form's; the submit button is pending while the submit runs, unless `pending` says otherwise
 * (a mutation or upload that is the real measure).
 */
export function FormDialog<T extends FieldValues>({
  form,
  onClose,
  pending,
  ...dialog
}: Omit<DialogFormProps, 'open' | 'onOpenChange' | 'formError' | 'pending'> & {
  form: BoundForm<T>;
  onClose: () => void;
  pending?: boolean;
}) {
  return (
    <DialogForm
      {...dialog}
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      formError={form.formError}
      pending={pending ?? form.formState.isSubmitting}
    />
  );
}

/**
 * The FormBody of a kit form inside a frame of its own (a dialog that shows more than the form, a card): the form's
 * error, the fields, then Cancel and the submit button, pending while the submit runs unless `pending` says otherwise.
 */
export function FormWithFooter<T extends FieldValues>({
  form,
  onSubmit,
  onCancel,
  label,
  pending,
  children,
  ...footer
}: Omit<ComponentProps<typeof FormFooter>, 'pending' | 'onCancel'> & {
  form: BoundForm<T>;
  onSubmit: ComponentProps<typeof FormBody>['onSubmit'];
  onCancel: () => void;
  /** The form's accessible name, when it needs one. */
  label?: string;
  pending?: boolean;
  children: ReactNode;
}) {
  return (
    <FormBody
      onSubmit={onSubmit}
      formError={form.formError}
      label={label}
      footer={<FormFooter {...footer} onCancel={onCancel} pending={pending ?? form.formState.isSubmitting} />}
    >
      {children}
    </FormBody>
  );
}
