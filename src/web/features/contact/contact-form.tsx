import { useState } from 'react';
import type { z } from 'zod';
import type { ContactMessageInput } from '../../../shared/contact.contracts';
import { loadToast } from '../../app/toaster';
import { FormError } from '../../components/form/form-error';
import { lazySchema } from '../../components/form/lazy-schema';
import { TextareaField } from '../../components/form/textarea-field';
import { TextField } from '../../components/form/text-field';
import { useAppForm } from '../../components/form/use-app-form';
import { Button } from '../../components/ui/button';
import { apiFetch } from '../../lib/api-client';
import type { FieldLabels } from '../../lib/form-errors';

// The contract (and zod with it) loads at the first check, not with the page.
const loadContracts = () => import('../../../shared/contact.contracts');
const CONTACT_SCHEMA = lazySchema(() => loadContracts().then((m) => m.ZContactMessageCreate as z.ZodType<ContactMessageInput>));

const EMPTY: ContactMessageInput = { firstName: '', lastName: '', email: '', phone: '', subject: '', message: '' };
const LABELS: FieldLabels<ContactMessageInput> = {
  firstName: 'first name',
  lastName: 'last name',
  email: 'email',
  phone: 'phone',
  subject: 'subject',
  message: 'message',
};

/**
 * The contact form (POST /api/contact): the contract's messages beside the fields, the server's field errors on the
 * same fields, anything else (429 "Too many requests…") above the form. Sent: the spec's "Message Sent" toast and an
 * empty form.
 */
export function ContactForm() {
  const form = useAppForm(CONTACT_SCHEMA, EMPTY, { labels: LABELS });
  const [sending, setSending] = useState(false);
  const onSubmit = form.submit(async (data) => {
    setSending(true);
    try {
      const { CONTACT_API, CONTACT_TOAST } = await loadContracts();
      await apiFetch(CONTACT_API.public, { method: 'POST', body: data });
      form.reset(EMPTY);
      const toast = await loadToast();
      toast.success(CONTACT_TOAST.title, { description: CONTACT_TOAST.description });
    } finally {
      setSending(false);
    }
  }, 'Your message could not be sent. Please try again.');

  return (
    // The kit's FormBody lives beside its dialog (Radix), which this page does not need: the same <form> by hand.
    <form
      noValidate
      aria-label="Contact form"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(event);
      }}
    >
      <FormError message={form.formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="firstName" label="First name" autoComplete="given-name" maxLength={80} />
        <TextField control={form.control} name="lastName" label="Last name" autoComplete="family-name" maxLength={80} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
        <TextField
          control={form.control}
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
          hint="e.g. +63 917 123 4567"
        />
      </div>
      <TextField control={form.control} name="subject" label="Subject" maxLength={150} />
      <TextareaField control={form.control} name="message" label="Message" rows={6} maxLength={5000} />
      <div>
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          {sending ? 'Sending…' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
