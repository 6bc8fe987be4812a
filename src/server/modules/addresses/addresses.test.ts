import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { ADDRESS, api, makeBrand, makeFranchisee } from '../../test/ordering-fixture';
import { paymentMethods } from '../../db/schema';

let t: TestApp;
let brand: Awaited<ReturnType<typeof makeBrand>>;
beforeAll(async () => {
  t = await createTestApp();
  brand = await makeBrand(t);
});
afterAll(async () => t?.close());

describe('addresses', () => {
  it('validates every field with messages next to the field', async () => {
    const f = await makeFranchisee(t, brand.id);
    const res = await api(t, f.cookie).post('/api/addresses', {
      ...ADDRESS,
      postalCode: '12345',
      phone: '09171234',
      province: 'Atlantis',
      recipientName: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.fieldErrors).toMatchObject({
      postalCode: ['Postal code must be 4 digits.'],
      phone: ['Phone must be +63 or 0 followed by 10 digits.'],
      province: ['Choose a Philippine province.'],
      recipientName: ['Recipient name is required.'],
    });
    for (const phone of ['+639171234567', '09171234567', '0917 123 4567']) {
      expect((await api(t, f.cookie).post('/api/addresses', { ...ADDRESS, phone })).statusCode, phone).toBe(200);
    }
  });

  it('keeps one default per kind: the first becomes default, set default moves it, deleting passes it on', async () => {
    const f = await makeFranchisee(t, brand.id);
    const a = api(t, f.cookie);
    const ship = (await a.post('/api/addresses', { ...ADDRESS, type: 'shipping', nickname: 'Store' })).json();
    const bill = (await a.post('/api/addresses', { ...ADDRESS, type: 'billing', nickname: 'Office' })).json();
    const both = (await a.post('/api/addresses', { ...ADDRESS, type: 'both', nickname: 'Home' })).json();
    expect(ship).toMatchObject({ isDefaultShipping: true, isDefaultBilling: false });
    expect(bill).toMatchObject({ isDefaultShipping: false, isDefaultBilling: true });
    expect(both).toMatchObject({ isDefaultShipping: false, isDefaultBilling: false });
    expect((await a.post(`/api/addresses/${both.id}/default`, { kind: 'shipping' })).json().isDefaultShipping).toBe(true);
    const list = (await a.get('/api/addresses')).json().items;
    expect(list.filter((x: { isDefaultShipping: boolean }) => x.isDefaultShipping).map((x: { id: string }) => x.id)).toEqual([both.id]);
    const wrongKind = await a.post(`/api/addresses/${ship.id}/default`, { kind: 'billing' });
    expect(wrongKind.statusCode).toBe(422);
    await a.del(`/api/addresses/${both.id}`);
    const after = (await a.get('/api/addresses')).json().items;
    expect(after.find((x: { id: string }) => x.id === ship.id).isDefaultShipping).toBe(true);
  });

  it('edits in place and never exposes or changes another user’s address', async () => {
    const me = await makeFranchisee(t, brand.id);
    const them = await makeFranchisee(t, brand.id);
    const theirs = (await api(t, them.cookie).post('/api/addresses', ADDRESS)).json();
    const a = api(t, me.cookie);
    expect((await a.get('/api/addresses')).json().items).toEqual([]);
    expect((await a.patch(`/api/addresses/${theirs.id}`, { ...ADDRESS, city: 'Hijacked' })).statusCode).toBe(404);
    expect((await a.del(`/api/addresses/${theirs.id}`)).statusCode).toBe(404);
    expect((await a.post(`/api/addresses/${theirs.id}/default`, { kind: 'shipping' })).statusCode).toBe(404);
    const mine = (await a.post('/api/addresses', ADDRESS)).json();
    expect((await a.patch(`/api/addresses/${mine.id}`, { ...ADDRESS, city: 'Taguig', line2: 'Unit 5' })).json()).toMatchObject({
      city: 'Taguig',
      line2: 'Unit 5',
    });
    expect((await api(t, them.cookie).get('/api/addresses')).json().items[0].city).toBe('Makati');
  });
});

describe('addresses linked to a location', () => {
  it('links to an own location, shows its name, keeps it on an edit that omits it, unlinks with an empty choice', async () => {
    const f = await makeFranchisee(t, brand.id);
    const a = api(t, f.cookie);
    const linked = await a.post('/api/addresses', { ...ADDRESS, locationId: f.location.id });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().location).toEqual({ id: f.location.id, name: f.location.name });
    expect((await a.get('/api/addresses')).json().items[0].location).toEqual({ id: f.location.id, name: f.location.name });
    const edited = (await a.patch(`/api/addresses/${linked.json().id}`, { ...ADDRESS, city: 'Taguig' })).json();
    expect(edited).toMatchObject({ city: 'Taguig', location: { id: f.location.id } });
    expect((await a.patch(`/api/addresses/${linked.json().id}`, { ...ADDRESS, locationId: '' })).json().location).toBeNull();
    expect((await a.post('/api/addresses', ADDRESS)).json().location).toBeNull();
  });

  it('refuses a location the user does not own, on create and on edit', async () => {
    const me = await makeFranchisee(t, brand.id);
    const them = await makeFranchisee(t, brand.id);
    const a = api(t, me.cookie);
    const res = await a.post('/api/addresses', { ...ADDRESS, locationId: them.location.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.fieldErrors.locationId).toEqual(['Choose one of your own locations.']);
    const mine = (await a.post('/api/addresses', ADDRESS)).json();
    expect((await a.patch(`/api/addresses/${mine.id}`, { ...ADDRESS, locationId: them.location.id })).statusCode).toBe(422);
    expect((await a.post('/api/addresses', { ...ADDRESS, locationId: 'not-a-uuid' })).json().error.details.fieldErrors.locationId).toEqual([
      'Choose one of your locations.',
    ]);
  });
});

describe('payment methods', () => {
  it('keeps only the last four digits of a card, with brand and expiry', async () => {
    const f = await makeFranchisee(t, brand.id);
    const res = await api(t, f.cookie).post('/api/payment-methods', {
      type: 'credit_card',
      cardholderName: 'Maria Cruz',
      cardNumber: '4242 4242 4242 4242',
      expiryMonth: 8,
      expiryYear: 2030,
      nickname: 'Company Visa',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'credit_card',
      brand: 'Visa',
      last4: '4242',
      label: 'Visa •••• 4242, exp 08/2030',
      isDefault: true,
    });
    expect(res.body).not.toContain('4242424242424242');
    const [row] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, res.json().id));
    expect(JSON.stringify(row)).not.toMatch(/4242424242|42424242/);
    const bank = (
      await api(t, f.cookie).post('/api/payment-methods', {
        type: 'bank_transfer',
        bankName: 'BPI',
        accountName: 'Maria Cruz',
        accountNumber: '1234-5678-90',
      })
    ).json();
    expect(bank).toMatchObject({ label: 'BPI •••• 7890', last4: '7890', isDefault: false });
    const [bankRow] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, bank.id));
    expect(JSON.stringify(bankRow)).not.toContain('1234567890');
  });

  it('refuses invalid or expired cards and malformed numbers', async () => {
    const f = await makeFranchisee(t, brand.id);
    const a = api(t, f.cookie);
    const luhn = await a.post('/api/payment-methods', {
      type: 'debit_card',
      cardholderName: 'X',
      cardNumber: '4242424242424241',
      expiryMonth: 1,
      expiryYear: 2031,
    });
    expect(luhn.json().error.details.fieldErrors.cardNumber).toEqual(['Card number is not valid.']);
    const expired = await a.post('/api/payment-methods', {
      type: 'debit_card',
      cardholderName: 'X',
      cardNumber: '4242424242424242',
      expiryMonth: 1,
      expiryYear: 2020,
    });
    expect(expired.json().error.message).toBe('This card has expired.');
    const gcash = await a.post('/api/payment-methods', { type: 'gcash', accountName: 'X', mobileNumber: '12345' });
    expect(gcash.json().error.details.fieldErrors.mobileNumber).toEqual(['GCash number must be a mobile number such as 09171234567.']);
    expect((await a.post('/api/payment-methods', { type: 'bitcoin' })).statusCode).toBe(422);
  });

  it('one default; another user’s method is invisible and untouchable', async () => {
    const me = await makeFranchisee(t, brand.id);
    const them = await makeFranchisee(t, brand.id);
    const a = api(t, me.cookie);
    const cod = (await a.post('/api/payment-methods', { type: 'cash_on_delivery' })).json();
    const gcash = (
      await a.post('/api/payment-methods', { type: 'gcash', accountName: 'Maria', mobileNumber: '09171234567', makeDefault: true })
    ).json();
    expect(gcash).toMatchObject({ isDefault: true, label: 'GCash •••• 4567' });
    const items = (await a.get('/api/payment-methods')).json().items;
    expect(items.filter((m: { isDefault: boolean }) => m.isDefault).map((m: { id: string }) => m.id)).toEqual([gcash.id]);
    expect((await a.patch(`/api/payment-methods/${cod.id}`, { nickname: 'Pay on arrival' })).json().nickname).toBe('Pay on arrival');
    const theirs = (await api(t, them.cookie).post('/api/payment-methods', { type: 'cash_on_delivery' })).json();
    expect((await a.patch(`/api/payment-methods/${theirs.id}`, { nickname: 'x' })).statusCode).toBe(404);
    expect((await a.del(`/api/payment-methods/${theirs.id}`)).statusCode).toBe(404);
    expect((await a.post(`/api/payment-methods/${theirs.id}/default`)).statusCode).toBe(404);
    await a.del(`/api/payment-methods/${gcash.id}`);
    expect((await a.get('/api/payment-methods')).json().items[0]).toMatchObject({ id: cod.id, isDefault: true });
  });
});
