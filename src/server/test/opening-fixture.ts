import { randomBytes } from 'node:crypto';
import { TEST_ORIGIN, type TestApp } from './harness';
import { multipartForm } from './multipart-form';
import type { ApplicationSubmitInput, ApplicationUpload } from '../../shared/applications.contracts';

/** Fixtures of the openings tests: a real PDF and a submitted franchise application (as a visitor would send it). */

/** A small real PDF: enough for the content check (file-type sees application/pdf). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let seq = 0;

/** Submits a valid application (with the two required documents) from a fresh client address; returns the receipt. */
export async function submitApplication(t: TestApp, brandId: string, over: Partial<ApplicationSubmitInput> = {}) {
  const remoteAddress = `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;
  const headers = { origin: TEST_ORIGIN };
  const documents: { id: string; token: string }[] = [];
  for (const kind of ['government_id', 'proof_of_billing']) {
    const f = multipartForm({ kind }, [{ name: `${kind}.pdf`, content: PDF, type: 'application/pdf' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/applications/documents',
      payload: f.payload,
      remoteAddress,
      headers: { ...f.headers, ...headers },
    });
    if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
    const u = res.json() as ApplicationUpload;
    documents.push({ id: u.id, token: u.token });
  }
  seq += 1;
  const body: ApplicationSubmitInput = {
    firstName: 'Maria',
    lastName: 'Santos',
    email: `opening.${Date.now().toString(36)}.${seq}@example.com`,
    phone: '+63 917 555 0101',
    birthDate: '1988-04-12',
    addressLine: '12 Mabini Street, Barangay San Roque',
    city: 'Quezon City',
    province: 'Metro Manila',
    occupation: 'Bakery owner',
    yearsInBusiness: 6,
    hasFranchiseExperience: false,
    experienceSummary: 'I run a small neighbourhood bakery with four staff.',
    investmentRange: '120k-250k',
    fundingSource: 'personal_savings',
    brandId,
    packageCode: 'B',
    preferredProvince: 'Cebu',
    preferredCity: 'Cebu City',
    motivation: 'Customers in my area keep asking for this brand.',
    documents,
    consent: true,
    ...over,
  };
  const res = await t.app.inject({ method: 'POST', url: '/api/applications', payload: body, remoteAddress, headers });
  if (res.statusCode !== 201) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; reference: string; email: string; submittedAt: string };
}
