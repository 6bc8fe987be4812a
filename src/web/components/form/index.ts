/**
 * The form kit: the one way to build a form (issue 12 §3).
 *
 * 1. State: `const form = useAppForm(ZContract, defaults, { labels, toInput })` — react-hook-form with zodResolver on
 *    the shared contract (src/shared/*.contracts.ts), so the browser refuses what the server would, with its messages.
 *    `defaults` name the fields; `toInput` maps form values to the contract's input when they differ. A form whose
 *    fields are not the contract's (renamed, checked together) passes its own resolver, built on the contract,
 *    instead of the schema: `useAppForm(locationResolver, defaults, { labels })`.
 * 2. Fields: `<TextField control={form.control} name="sku" label="SKU" />`, and TextareaField, MoneyField (types
 *    pesos, holds centavos), CountField (a whole number), ReasonField (a decision's reason), OneTimeCodeField,
 *    EnumSelectField, DateField, CheckboxField, SwitchField; `Field` wraps any other
 *    control with the same label, hint, error and aria wiring. Files: FileField + useFileUpload + uploadWithProgress
 *    (limits in file-checks.ts, the server's).
 * 3. Submit: `onSubmit={form.submit(async (data) => { await mutation.mutateAsync(data) })}`. A thrown 4xx with
 *    `details.fieldErrors` lands on the fields; anything else shows in `<FormError message={form.formError} />`.
 *    Nothing typed is cleared on failure.
 * 4. Layout: `<FormBody>` is the <form>; in a dialog use `<DialogForm>` (DialogShell + FormBody + one FormFooter with
 *    Cancel and the submit button's pending label). Mount the form's component only while the dialog is open
 *    (`export const ThingDialog = whileOpen(ThingForm)`), and render `<FormDialog form={form} onClose={onClose}>`: the DialogForm that closes through onClose and shows the
 *    form's error and pending state.
 *
 * Only react-hook-form, @hookform/resolvers, zod and the ui primitives are imported here: the sign-in pages use it.
 */
export { Field, FieldError, type FieldAria } from './field';
export type { FieldProps } from './field-props';
export { TextField } from './text-field';
export { TextareaField } from './textarea-field';
export { ReasonField } from './reason-field';
export { CountField } from './count-field';
export { OneTimeCodeField } from './one-time-code-field';
export { MoneyField } from './money-field';
export { EnumSelectField, type SelectOption } from './enum-select-field';
export { labelledOptions } from './select-options';
export { DateField } from './date-field';
export { CheckboxField, SwitchField } from './checkbox-field';
export { FileField } from './file-field';
export { DOCUMENT_RULES, IMAGE_RULES, acceptFor, fileProblem, type FileRules } from './file-checks';
export { useFileUpload } from './use-file-upload';
export { useChosenFile } from './use-chosen-file';
export { uploadWithProgress, type OnProgress } from './xhr-upload';
export { FormError } from './form-error';
export { FormFooter, SaveFormFooter } from './form-footer';
export { saveLabels } from './save-labels';
export { DialogForm, FormBody } from './dialog-form';
export { FormDialog, FormWithFooter } from './form-dialog';
export { whileOpen } from './while-open';
export { useAppForm, type AppForm } from './use-app-form';
export { formResolver, type FormSchemaOptions } from './form-resolver';
export { lazySchema, type LazySchema } from './lazy-schema';
export { NOT_AN_AMOUNT, TOO_MANY_DECIMALS, pesoTextToValue, readPesoText, valueToPesoText } from './money-text';
