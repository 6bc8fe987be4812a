import { and, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcements, brands, locations, userProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/rls';
import type { Notifier } from '../notifications/notifier';
import type { Announcement, AnnouncementCreate, AudienceOptions } from '../../../shared/notifications.contracts';
import { ZAnnouncementCreate } from '../../../shared/notifications.contracts';

type Parsed = ReturnType<typeof ZAnnouncementCreate.parse>;

/** System announcements that head office writes to everyone, a brand, or chosen locations. */
export function createAnnouncementsService(deps: { db: Db; notifier: Notifier }) {
  const { db } = deps;

  /** The people an announcement reaches: active accounts, never the sender. */
  async function recipientsFor(input: Parsed, senderId: string): Promise<string[]> {
    if (input.audience === 'all') {
      const rows = await db
        .select({ id: userProfiles.id })
        .from(userProfiles)
        .where(and(eq(userProfiles.status, 'active'), ne(userProfiles.id, senderId)));
      return rows.map((r) => r.id);
    }
    const locationFilter = input.audience === 'brand' ? eq(locations.brandId, input.brandId!) : inArray(locations.id, input.locationIds!);
    if (input.audience === 'brand') {
      const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brandId!));
      if (!brand) throw AppError.validation('Choose a brand.', { fieldErrors: { brandId: ['Choose a brand.'] } });
    } else {
      const found = await db.select({ id: locations.id }).from(locations).where(locationFilter);
      if (found.length !== new Set(input.locationIds).size) {
        throw AppError.validation('Choose at least one location.', { fieldErrors: { locationIds: ['Choose at least one location.'] } });
      }
    }
    const rows = await db
      .selectDistinct({ id: userProfiles.id })
      .from(locations)
      .innerJoin(userProfiles, eq(userProfiles.id, locations.ownerId))
      .where(and(locationFilter, isNotNull(locations.ownerId), eq(userProfiles.status, 'active'), ne(userProfiles.id, senderId)));
    return rows.map((r) => r.id);
  }

  async function create(actor: Actor, raw: AnnouncementCreate): Promise<Announcement> {
    const input = ZAnnouncementCreate.parse(raw);
    const recipientIds = await recipientsFor(input, actor.userId);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(announcements)
        .values({
          senderId: actor.userId,
          title: input.title,
          message: input.message,
          priority: input.priority,
          category: input.category,
          actionUrl: input.actionUrl ?? null,
          audience: input.audience,
          brandId: input.audience === 'brand' ? input.brandId! : null,
          locationIds: input.audience === 'locations' ? [...new Set(input.locationIds)] : [],
          recipientCount: recipientIds.length,
        })
        .returning({ id: announcements.id });
      await deps.notifier.sendWith(tx, {
        type: 'system_announcement',
        recipientIds,
        senderId: actor.userId,
        title: input.title,
        message: input.message,
        priority: input.priority,
        actionUrl: input.actionUrl ?? null,
        category: input.category,
        announcementId: row.id,
      });
      return row.id;
    });
    const [created] = await listWhere(eq(announcements.id, id), 1);
    return created;
  }

  async function listWhere(where: ReturnType<typeof eq> | undefined, limit: number): Promise<Announcement[]> {
    const rows = await db
      .select({ a: announcements, senderName: userProfiles.fullName, brandName: brands.name })
      .from(announcements)
      .leftJoin(userProfiles, eq(userProfiles.id, announcements.senderId))
      .leftJoin(brands, eq(brands.id, announcements.brandId))
      .where(where)
      .orderBy(desc(announcements.createdAt))
      .limit(limit);
    return rows.map(({ a, senderName, brandName }) => ({
      id: a.id,
      title: a.title,
      message: a.message,
      priority: a.priority,
      category: a.category,
      actionUrl: a.actionUrl,
      audience: a.audience,
      audienceLabel:
        a.audience === 'all'
          ? 'Everyone'
          : a.audience === 'brand'
            ? `Brand: ${brandName ?? 'removed brand'}`
            : `${a.locationIds.length} location${a.locationIds.length === 1 ? '' : 's'}`,
      recipientCount: a.recipientCount,
      senderName: senderName ?? 'Head office',
      createdAt: a.createdAt.toISOString(),
    }));
  }

  async function audienceOptions(): Promise<AudienceOptions> {
    const brandRows = await db.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands).orderBy(brands.name);
    const locationRows = await db
      .select({
        id: locations.id,
        name: locations.name,
        code: locations.code,
        brandId: locations.brandId,
        ownerName: userProfiles.fullName,
      })
      .from(locations)
      .leftJoin(userProfiles, eq(userProfiles.id, locations.ownerId))
      .orderBy(locations.name);
    return { brands: brandRows, locations: locationRows };
  }

  return { create, list: () => listWhere(undefined, 20), audienceOptions };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
