import { describe, expect, it } from 'vitest';
import { announcementResolver, EMPTY_ANNOUNCEMENT, toAnnouncementPayload, type AnnouncementFormValues } from './announcement-form-values';

const BRAND = '6f1c1c52-8d0e-4c53-a3f4-3f0b7d9f6a01';
const LOC_A = '0b8e7b8a-2f39-4d55-9a3e-5d0d6f0f6c11';

const form = (over: Partial<AnnouncementFormValues>): AnnouncementFormValues => ({
  ...EMPTY_ANNOUNCEMENT,
  title: 'Holiday hours',
  message: 'Stores close at 6 PM on 24 December.',
  ...over,
});

async function resolve(values: AnnouncementFormValues) {
  return announcementResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('announcement payload', () => {
  it('sends only the chosen audience and leaves out an empty action URL', () => {
    expect(toAnnouncementPayload(form({ audience: 'all', brandId: BRAND, locationIds: [LOC_A] }))).toEqual({
      title: 'Holiday hours',
      message: 'Stores close at 6 PM on 24 December.',
      priority: 'low',
      category: 'announcement',
      audience: 'all',
    });
    expect(toAnnouncementPayload(form({ audience: 'brand', brandId: BRAND, locationIds: [LOC_A] }))).toMatchObject({ brandId: BRAND });
    expect(toAnnouncementPayload(form({ audience: 'brand', brandId: BRAND }))).not.toHaveProperty('locationIds');
    expect(toAnnouncementPayload(form({ audience: 'locations', locationIds: [LOC_A], actionUrl: ' /orders ' }))).toMatchObject({
      locationIds: [LOC_A],
      actionUrl: '/orders',
    });
  });
});

describe('announcement form validation', () => {
  it('accepts a complete announcement', async () => {
    const result = await resolve(form({ audience: 'locations', locationIds: [LOC_A], actionUrl: '/orders', priority: 'urgent' }));
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ audience: 'locations', locationIds: [LOC_A], priority: 'urgent' });
  });

  it('puts each problem on its own field', async () => {
    const result = await resolve(form({ title: '  ', message: '', audience: 'brand', actionUrl: 'https://evil.example' }));
    expect(result.errors.title?.message).toBe('Title is required.');
    expect(result.errors.message?.message).toBe('Message is required.');
    expect(result.errors.brandId?.message).toBe('Choose a brand.');
    expect(result.errors.actionUrl?.message).toMatch(/Invalid action URL/);
  });

  it('requires at least one location for "Chosen locations"', async () => {
    const result = await resolve(form({ audience: 'locations', locationIds: [] }));
    expect(result.errors.locationIds?.message).toBe('Choose at least one location.');
  });
});
