import type { TestApp } from './harness';
import { TEST_ORIGIN } from './harness';
import { multipart } from './image-fixture';
import { api } from './ordering-fixture';
import type { AgreementInput, ContractPackage, DocumentUploadQuery, LocationDocument } from '../../shared/contract-package.contracts';
import { addCalendarDays, manilaToday } from '../../shared/time';

/** The smallest file file-type recognises as a PDF. */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A valid agreement for a location: package B, a five-year term that started a year ago, network default rates. */
export function agreementInput(over: Partial<AgreementInput> = {}): AgreementInput {
  const today = manilaToday();
  return {
    packageCode: 'B',
    termStart: addCalendarDays(today, -365),
    termEnd: addCalendarDays(today, 5 * 365),
    territory: 'Barangay Poblacion, Makati City',
    renewalStatus: 'not_due',
    signedOn: addCalendarDays(today, -370),
    royaltyPercent: null,
    marketingFeePercent: null,
    ...over,
  };
}

/** Creates or replaces a location's agreement through the API (as the franchisor whose cookie is given). */
export async function saveAgreement(
  t: TestApp,
  cookie: string,
  locationId: string,
  over: Partial<AgreementInput> = {},
): Promise<ContractPackage> {
  const res = await api(t, cookie).put(`/api/contract-package/locations/${locationId}/agreement`, agreementInput(over));
  if (res.statusCode !== 200) throw new Error(`saveAgreement: ${res.statusCode} ${res.body}`);
  return res.json() as ContractPackage;
}

/** Uploads a document (multipart) to a location; returns the raw response. */
export function uploadDocument(
  t: TestApp,
  cookie: string,
  locationId: string,
  meta: DocumentUploadQuery = { kind: 'permit', title: 'Business permit' },
  file: { name: string; bytes: Buffer; type: string } = { name: 'permit.pdf', bytes: TINY_PDF, type: 'application/pdf' },
) {
  const body = multipart(file.name, file.bytes, file.type);
  const q = new URLSearchParams(Object.entries(meta).filter(([, v]) => v !== undefined) as [string, string][]);
  return t.app.inject({
    method: 'POST',
    url: `/api/contract-package/locations/${locationId}/documents?${q}`,
    payload: body.payload,
    headers: { ...body.headers, cookie, origin: TEST_ORIGIN },
  });
}

/** Uploads and expects a 201. */
export async function makeDocument(t: TestApp, cookie: string, locationId: string, meta?: DocumentUploadQuery): Promise<LocationDocument> {
  const res = await uploadDocument(t, cookie, locationId, meta);
  if (res.statusCode !== 201) throw new Error(`makeDocument: ${res.statusCode} ${res.body}`);
  return res.json() as LocationDocument;
}
