import { renderToStaticMarkup } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { BrandFormValues } from '../brand-form-values';
import { BenefitsEditor } from './benefits-editor';
import { FaqsEditor } from './faqs-editor';

function Form({ values, error }: { values: Pick<BrandFormValues, 'benefits' | 'faqs'>; error?: string }) {
  const { control } = useForm<BrandFormValues>({ defaultValues: { heroTitle: '', heroText: '', story: '', packages: [], ...values } });
  return (
    <>
      <BenefitsEditor control={control} error={error} />
      <FaqsEditor control={control} />
    </>
  );
}

const count = (html: string, s: string) => html.split(s).length - 1;

describe('the microsite list editors', () => {
  it('say so while a list is empty, and offer "Add …"', () => {
    const html = renderToStaticMarkup(<Form values={{ benefits: [], faqs: [] }} />);
    expect(html).toContain('<legend class="mb-2 text-base font-semibold">Benefits</legend>');
    expect(html).toContain('No benefits yet.');
    expect(html).toContain('<legend class="mb-2 text-base font-semibold">Frequently asked questions</legend>');
    expect(html).toContain('No questions yet.');
    expect(html).toMatch(/<button[^>]*>(?:(?!<button).)*Add benefit<\/button>/);
    expect(html).toMatch(/<button[^>]*>(?:(?!<button).)*Add question<\/button>/);
  });

  it('give each item its fields and move / remove buttons named after it, first up and last down disabled', () => {
    const html = renderToStaticMarkup(
      <Form
        values={{
          benefits: [
            { title: 'Fast', text: 'Open in weeks' },
            { title: 'Proven', text: 'Ten years' },
          ],
          faqs: [{ question: 'How much?', answer: 'From ₱250,000' }],
        }}
        error="Add at most 8 benefits."
      />,
    );
    expect(count(html, 'data-testid="benefit-row"')).toBe(2);
    expect(count(html, 'data-testid="faq-row"')).toBe(1);
    expect(html).not.toContain('No benefits yet.');
    for (const label of ['Benefit 1 title', 'Benefit 2 text', 'Question 1', 'Answer 1']) expect(html).toContain(`>${label}</label>`);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Move benefit 1 up"/);
    expect(html).toMatch(/<button(?![^>]*disabled="")[^>]*aria-label="Move benefit 1 down"/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Move benefit 2 down"/);
    expect(html).toContain('aria-label="Remove benefit 2"');
    expect(html).toContain('aria-label="Remove question 1"');
    expect(html).toContain('<p class="text-sm text-destructive">Add at most 8 benefits.</p>');
  });

  it('stop offering "Add …" at the limit', () => {
    const benefits = Array.from({ length: 8 }, (_, i) => ({ title: `B${i}`, text: 'x' }));
    const html = renderToStaticMarkup(<Form values={{ benefits, faqs: [] }} />);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<button).)*Add benefit<\/button>/);
    expect(html).toMatch(/<button(?![^>]*disabled="")[^>]*>(?:(?!<button).)*Add question<\/button>/);
  });
});
