import { renderToStaticMarkup } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { CountField } from './count-field';
import { DateField } from './date-field';
import { FieldError } from './field';
import { OneTimeCodeField } from './one-time-code-field';
import { ReasonField } from './reason-field';
import { whileOpen } from './while-open';

type Values = { reason: string; quantity: string; delta: string; code: string; day: string };

function Fields({ required, ariaRequired }: { required?: boolean; ariaRequired?: boolean }) {
  const { control } = useForm<Values>({ defaultValues: { reason: '', quantity: '', delta: '', code: '', day: '2026-01-31' } });
  return (
    <>
      <ReasonField control={control} name="reason" label="Reason" required={required} aria-required={ariaRequired} />
      <CountField control={control} name="quantity" label="Quantity" min={1} />
      <CountField control={control} name="delta" label="Change" signed />
      <OneTimeCodeField control={control} name="code" label="Code" />
      <DateField control={control} name="day" label="Day" min="2026-01-01" />
    </>
  );
}

const tag = (html: string, name: string) => html.match(new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`))?.[0] ?? '';

describe('the kit fields', () => {
  it('gives a reason three rows and the contracts’ 500 characters; required marks it for screen readers too', () => {
    const optional = tag(renderToStaticMarkup(<Fields />), 'reason');
    expect(optional).toContain('rows="3"');
    expect(optional).toContain('maxLength="500"');
    expect(optional).not.toContain('required');
    const required = tag(renderToStaticMarkup(<Fields required />), 'reason');
    expect(required).toContain('required=""');
    expect(required).toContain('aria-required="true"');
    // Required for some choices only: said to screen readers, not to the browser.
    const sometimes = tag(renderToStaticMarkup(<Fields ariaRequired={false} />), 'reason');
    expect(sometimes).toContain('aria-required="false"');
    expect(sometimes).not.toContain('required=""');
  });

  it('types a count with whole steps and the digit keypad; a signed change keeps the minus key', () => {
    const html = renderToStaticMarkup(<Fields />);
    const quantity = tag(html, 'quantity');
    for (const attribute of ['type="number"', 'inputMode="numeric"', 'min="1"', 'step="1"']) expect(quantity).toContain(attribute);
    const delta = tag(html, 'delta');
    expect(delta).toContain('type="number"');
    expect(delta).toContain('step="1"');
    expect(delta).not.toContain('inputMode');
    expect(delta).not.toContain('min=');
  });

  it('lets the phone offer the one-time code it received', () => {
    const code = tag(renderToStaticMarkup(<Fields />), 'code');
    for (const attribute of ['inputMode="numeric"', 'autoComplete="one-time-code"', 'maxLength="6"']) expect(code).toContain(attribute);
  });

  it('renders a form dialog’s form only while open', () => {
    const Dialog = whileOpen(({ name }: { name: string }) => <p>{name}</p>);
    expect(renderToStaticMarkup(<Dialog open name="Form" />)).toBe('<p>Form</p>');
    expect(renderToStaticMarkup(<Dialog open={false} name="Form" />)).toBe('');
  });

  it('picks a date with the browser’s own picker, bound to its "YYYY-MM-DD" string', () => {
    const day = tag(renderToStaticMarkup(<Fields />), 'day');
    for (const attribute of ['type="date"', 'value="2026-01-31"', 'min="2026-01-01"']) expect(day).toContain(attribute);
  });

  it('shows a field’s error under its control, with the id the control points at, and nothing without one', () => {
    expect(renderToStaticMarkup(<FieldError id="f-error" message={undefined} />)).toBe('');
    expect(renderToStaticMarkup(<FieldError id="f-error" message="Enter a date." />)).toBe(
      '<p id="f-error" class="text-sm text-destructive">Enter a date.</p>',
    );
    expect(renderToStaticMarkup(<FieldError id="f-error" message="Enter a date." announce />)).toContain('role="alert"');
  });
});
