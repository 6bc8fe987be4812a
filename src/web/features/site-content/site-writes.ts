import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZBrandContent,
  ZTestimonial,
  ZTestimonialWrite,
  type BrandContent,
  type BrandContentWrite,
  type Testimonial,
} from '../../../shared/site.contracts';
import { apiFetch } from '../../lib/api-client';
import { siteKeys, siteManageUrl } from './site-keys';
import { forgetPublic } from '../../lib/public-resource';
import { SITE_API } from '../../../shared/site-info';

export type TestimonialWrite = z.input<typeof ZTestimonialWrite>;

/** PUT /api/site/manage/brands/:brandId → the brand's saved microsite content. */
export async function saveBrandContent({ brandId, body }: { brandId: string; body: BrandContentWrite }): Promise<BrandContent> {
  return ZBrandContent.parse(await apiFetch<unknown>(siteManageUrl('brands', brandId), { method: 'PUT', body }));
}

/** POST /api/site/manage/testimonials (no id) or PUT …/:id → the testimonial. */
export async function saveTestimonial({ id, body }: { id: string | null; body: TestimonialWrite }): Promise<Testimonial> {
  const url = id ? siteManageUrl('testimonials', id) : siteManageUrl('testimonials');
  return ZTestimonial.parse(await apiFetch<unknown>(url, { method: id ? 'PUT' : 'POST', body }));
}

/** DELETE /api/site/manage/testimonials/:id → 204. */
export async function deleteTestimonial(id: string): Promise<void> {
  await apiFetch<unknown>(siteManageUrl('testimonials', id), { method: 'DELETE' });
}

function useSiteWrite<A, R>(name: string, mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['site', 'manage', name],
    mutationFn,
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => {
      // The home page and microsites this browser has read show the change too (their reads are kept a minute).
      forgetPublic(SITE_API.public);
      return queryClient.invalidateQueries({ queryKey: siteKeys.all });
    },
  });
}

export const useSaveBrandContent = () => useSiteWrite('brand', saveBrandContent);
export const useSaveTestimonial = () => useSiteWrite('testimonial', saveTestimonial);
export const useDeleteTestimonial = () => useSiteWrite('delete-testimonial', deleteTestimonial);
