import { randomBytes } from 'node:crypto';
import { TEST_ORIGIN, type TestApp } from '../../test/harness';
import { multipartForm } from '../../test/multipart-form';
import type { ApplicationSubmitInput, ApplicationUpload } from '../../../shared/applications.contracts';

/** Test helpers of the applications module (imported by its tests only). */

/** A small real PDF: enough for the content check (file-type sees application/pdf). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A different client address per caller, so the per-address limits of one test do not reach the next. */
export const freshAddress = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;

/** A multipart body with text fields and any files, each in a field named "file". */
export const form = multipartForm;

/** Anonymous calls from one client address. */
export function visitor(t: TestApp, remoteAddress = freshAddress()) {
  return {
    remoteAddress,
    get: (url: string) => t.app.inject({ method: 'GET', url, remoteAddress }),
    post: (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress, headers: { origin: TEST_ORIGIN } }),
    postForm: (url: string, f: ReturnType<typeof form>) =>
      t.app.inject({ method: 'POST', url, payload: f.payload, remoteAddress, headers: { ...f.headers, origin: TEST_ORIGIN } }),
    async upload(kind: string, file: { name: string; content: Buffer; type?: string } = { name: 'id.pdf', content: PDF }) {
      return this.postForm('/api/applications/documents', form({ kind }, [file]));
    },
    /** Uploads the two required documents and returns their claims. */
    async requiredDocuments(): Promise<{ id: string; token: string }[]> {
      const out: { id: string; token: string }[] = [];
      for (const kind of ['government_id', 'proof_of_billing']) {
        const res = await this.upload(kind, { name: `${kind}.pdf`, content: PDF, type: 'application/pdf' });
        if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
        const u = res.json() as ApplicationUpload;
        out.push({ id: u.id, token: u.token });
      }
      return out;
    },
  };
}

let seq = 0;
/** A complete, valid submission for `brandId` (documents to be filled in). */
export function application(brandId: string, over: Partial<ApplicationSubmitInput> = {}): ApplicationSubmitInput {
  seq += 1;
  return {
    firstName: 'Maria',
    lastName: 'Santos',
    email: `maria.santos.${Date.now().toString(36)}.${seq}@example.com`,
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
    documents: [],
    consent: true,
    ...over,
  };
}

/** Submits a valid application with the two required documents; returns the receipt. */
export async function submitApplication(t: TestApp, brandId: string, over: Partial<ApplicationSubmitInput> = {}) {
  const v = visitor(t);
  const documents = await v.requiredDocuments();
  const res = await v.post('/api/applications', application(brandId, { documents, ...over }));
  if (res.statusCode !== 201) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; reference: string; email: string; submittedAt: string };
}

export const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string; status: number; details?: { fieldErrors?: Record<string, string[]> } } }).error;
export const fieldsOf = (res: { json: () => unknown }) => Object.keys(errorOf(res).details?.fieldErrors ?? {}).sort();
