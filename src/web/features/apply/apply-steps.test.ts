import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, type ApplyValues, type DraftUpload } from './apply-draft';
import { missingDocuments, stepChecker, submission } from './apply-steps';

const upload = (kind: DraftUpload['kind']): DraftUpload => ({
  id: `00000000-0000-4000-8000-00000000000${kind.length % 10}`,
  token: 'x'.repeat(32),
  kind,
  filename: `${kind}.pdf`,
  sizeBytes: 10,
});

const check = async (step: number, values: ApplyValues) => {
  const { resolver } = stepChecker(step);
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.keys(result.errors);
};

describe('the application wizard, step by step', () => {
  it('checks only the step on screen, with that step’s contract', async () => {
    const personal = await check(1, EMPTY_VALUES);
    expect(personal.sort()).toEqual(['addressLine', 'birthDate', 'city', 'email', 'firstName', 'lastName', 'phone', 'province']);
    const choice = await check(3, EMPTY_VALUES);
    expect(choice.sort()).toEqual(['brandId', 'packageCode', 'preferredCity', 'preferredProvince']);
    expect(await check(4, EMPTY_VALUES)).toEqual([]);
    expect(await check(5, EMPTY_VALUES)).toEqual(['consent']);
  });

  it('treats a blank number of years as missing, not zero', async () => {
    const filled = { ...EMPTY_VALUES, occupation: 'Chef', investmentRange: '50k-120k', fundingSource: 'bank_loan' };
    expect(await check(2, { ...filled, yearsInBusiness: '' })).toEqual(['yearsInBusiness']);
    expect(await check(2, { ...filled, yearsInBusiness: '0' })).toEqual([]);
  });

  it('requires the government ID and the proof of billing, and nothing else', () => {
    expect(missingDocuments([])).toEqual({
      government_id: 'Government-issued ID is required.',
      proof_of_billing: 'Proof of billing is required.',
    });
    expect(missingDocuments([upload('government_id'), upload('proof_of_billing')])).toEqual({});
  });

  it('sends the uploads as claims and blank optional answers as null', () => {
    const body = submission({ ...EMPTY_VALUES, yearsInBusiness: ' 7 ', motivation: '  ' }, [upload('government_id')]);
    expect(body.yearsInBusiness).toBe(7);
    expect(body.motivation).toBeNull();
    expect(body.documents).toEqual([{ id: upload('government_id').id, token: 'x'.repeat(32) }]);
  });
});
