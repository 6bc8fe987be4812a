import { usePageMeta } from '../app/page-meta';
import { ContactDetails } from '../features/contact/contact-details';
import { ContactForm } from '../features/contact/contact-form';
import { HEAD_OFFICE } from '../features/site/site-info';

const DESCRIPTION =
  'Contact FranchiseHub head office in Makati: phone, e-mail and business hours (Mon-Fri 8AM-6PM, Sat 9AM-4PM), or send us a message.';

export function ContactPage() {
  usePageMeta({ title: 'Contact', description: DESCRIPTION });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight">Contact us</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Questions about a franchise or a brand? Write to us; we reply within 24 hours.
        </p>
      </header>
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="mb-4 text-xl font-semibold tracking-tight">
            Send us a message
          </h2>
          <ContactForm />
        </section>
        <section aria-labelledby="office-heading">
          <h2 id="office-heading" className="mb-4 text-xl font-semibold tracking-tight">
            Visit our office
          </h2>
          <ContactDetails office={HEAD_OFFICE} />
        </section>
      </div>
    </div>
  );
}
