import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ZAnnouncementCreate, type AnnouncementCreate, type NotificationPriority } from '../../../shared/notifications.contracts';
import { defaultFieldMessages, type FieldLabels } from '../../lib/form-errors';

/**
 * The announcement form keeps every input as the browser gives it (strings, '' for "none"); what is
 * sent is the contract's AnnouncementCreate, built by {@link toAnnouncementPayload} and checked by the
 * same zod schema the server uses. Fields of an audience that isn't chosen are never sent.
 */

export interface AnnouncementFormValues {
  title: string;
  message: string;
  priority: NotificationPriority;
  category: 'announcement' | 'marketing';
  actionUrl: string;
  audience: 'all' | 'brand' | 'locations';
  brandId: string;
  locationIds: string[];
}

export type AnnouncementPayload = z.output<typeof ZAnnouncementCreate>;

export const EMPTY_ANNOUNCEMENT: AnnouncementFormValues = {
  title: '',
  message: '',
  priority: 'low',
  category: 'announcement',
  actionUrl: '',
  audience: 'all',
  brandId: '',
  locationIds: [],
};

export const ANNOUNCEMENT_LABELS: FieldLabels<AnnouncementFormValues> = {
  title: 'title',
  message: 'message',
  priority: 'priority',
  category: 'category',
  actionUrl: 'action URL',
  audience: 'audience',
  brandId: 'brand',
  locationIds: 'locations',
};

export function toAnnouncementPayload(values: AnnouncementFormValues): AnnouncementCreate {
  const actionUrl = values.actionUrl.trim();
  return {
    title: values.title,
    message: values.message,
    priority: values.priority,
    category: values.category,
    ...(actionUrl ? { actionUrl } : {}),
    audience: values.audience,
    ...(values.audience === 'brand' && values.brandId ? { brandId: values.brandId } : {}),
    ...(values.audience === 'locations' ? { locationIds: values.locationIds } : {}),
  };
}

/** react-hook-form resolver: validates the payload the form would send; errors land on its fields. */
export const announcementResolver: Resolver<AnnouncementFormValues, unknown, AnnouncementPayload> = async (values) => {
  const parsed = ZAnnouncementCreate.safeParse(toAnnouncementPayload(values), defaultFieldMessages(ANNOUNCEMENT_LABELS));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'root');
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<AnnouncementFormValues> };
};
