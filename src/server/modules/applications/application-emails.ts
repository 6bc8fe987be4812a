import { FRANCHISE_PACKAGES, type PackageCode } from '../../../shared/packages';
import { HEAD_OFFICE } from '../../../shared/site.contracts';

/** The e-mails an applicant receives (sent through the outbox, so only for work that committed). */

interface Applicant {
  firstName: string;
  email: string;
  reference: string;
}

const signature = `\n\nFranchiseHub Head Office\n${HEAD_OFFICE.phone} · ${HEAD_OFFICE.email}\n${HEAD_OFFICE.address}`;

export function confirmationEmail(a: Applicant & { brandName: string; packageCode: PackageCode }) {
  return {
    to: a.email,
    subject: `We received your franchise application ${a.reference}`,
    body:
      `Hello ${a.firstName},\n\n` +
      `Thank you for applying to become a ${a.brandName} franchisee (Package ${a.packageCode} – ${FRANCHISE_PACKAGES[a.packageCode].name}).\n\n` +
      `Your reference number is ${a.reference}. Please quote it whenever you contact us about your application.\n\n` +
      `What happens next:\n` +
      `1. Our franchise team reviews your application and documents within 2-3 business days.\n` +
      `2. If we need anything else, or to schedule an interview, we will call or e-mail you.\n` +
      `3. Once approved, you will receive an invitation e-mail to set up your FranchiseHub account.` +
      signature,
  };
}

export function rejectionEmail(a: Applicant & { brandName: string }) {
  return {
    to: a.email,
    subject: `Your franchise application ${a.reference}`,
    body:
      `Hello ${a.firstName},\n\n` +
      `Thank you for your interest in ${a.brandName} and for the time you took to apply (reference ${a.reference}).\n\n` +
      `After careful review, we are unable to move forward with your application at this time. This decision may ` +
      `reflect location availability, investment fit or the current needs of our network, and it is not a judgement ` +
      `of you as an entrepreneur.\n\n` +
      `You are welcome to apply again in the future, for this brand or another one. If you have questions, simply ` +
      `reply to this e-mail or call us.\n\nWe wish you every success.` +
      signature,
  };
}
