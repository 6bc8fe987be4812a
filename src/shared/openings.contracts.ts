import { z } from 'zod';
import { ZInt, ZIsoDate, ZLine, ZMultiline, ZOptionalMultiline, ZUuid, listOf } from './http';
import { PACKAGE_CODES } from './packages';

/** Openings (issue 35, decision 021): the opening project of a new store. */
export const OPENING_MESSAGES = {
  notFound: 'Opening not found.',
  itemNotFound: 'Checklist item not found.',
  notYourSide: 'This item is for head office to complete.',
  notYourSideHeadOffice: "This item is the franchisee's to complete.",
  systemItem: 'This item completes itself when the linked step happens; it cannot be ticked by hand.',
  wrongKindTask: 'This item needs a file upload, not a tick.',
  wrongKindUpload: 'This item is a task; tick it instead of uploading a file.',
  alreadyDone: 'This item is already done.',
  notSubmitted: 'There is no upload awaiting review on this item.',
  rejectReason: 'Give the franchisee a reason for the rejection.',
  noFile: 'No file has been uploaded for this item.',
  chooseFile: 'Choose a PDF, JPG or PNG file.',
  tooLarge: 'The file is larger than 5 MB.',
  wrongType: 'Upload a PDF, JPG or PNG file.',
  photoType: 'A photo must be a JPG or PNG image.',
  opened: 'This store has already opened.',
  cancelled: 'This opening was cancelled.',
  cancelReasonRequired: 'Give a reason for cancelling the opening.',
  cancelStarterOrderFirst: (orderNumber: string) =>
    `Reject or cancel the starter order ${orderNumber} first: it has not shipped, so its stock and invoice are still open.`,
  targetPast: 'The target opening date cannot be in the past.',
  reasonRequired: 'Give a reason for changing the target date.',
  sameTarget: 'That is already the target date.',
  notFranchisee: 'Choose a franchisee account for the new store.',
  brandInactive: 'That brand is not active.',
  noTemplate: 'This brand has no opening template yet.',
  systemLinkRequired: 'Choose the step that completes a system item.',
  systemLinkOnlySystem: 'Only a system item names a linked step.',
  notOffered: 'The brand does not sell that package.',
  missingCritical: (items: string[]) => `The store cannot open yet. Critical items not done: ${items.join('; ')}.`,
  openingOrderOnlyStarter: 'A store that is still opening may place only its starter order: the package’s starter inventory, as one order.',
  openingStarterPlaced: 'This store’s starter order is already placed; other orders start once the store opens.',
  noStarterInventory: 'This package has no starter inventory set up for the brand.',
  openingNoSales: 'This store has not opened yet; sales are reported from its opening day.',
  starterEmpty: 'A starter inventory needs at least one product.',
  starterTooMany: 'A starter inventory has at most 100 products.',
  starterQuantity: 'Quantity is a whole number from 1 to 999.',
  starterDuplicate: 'This product is already in the starter inventory; change its quantity instead.',
  starterNotOfBrand: 'Choose an active product sold under this brand.',
  starterBelowMin: (min: number) => `This product is ordered in at least ${min}.`,
  starterAboveMax: (max: number) => `This product is ordered in at most ${max}.`,
};

/**
 * Openings (issue 35, decision 021): a new store's opening project, from an approved application (or head office's
 * "second store") to the first day of trading. A project is made from its brand's template; each item belongs to the
 * franchisee or to head office, falls due some days before (or after) the target date and is a task, a document
 * upload (reviewed), a photo, or a step the system completes itself from the real event.
 *
 *   GET  /api/openings                      ZOpeningList (head office: every opening; franchisee: their own)
 *   POST /api/openings                      ZStartOpening → 201 ZOpening (head office: an existing franchisee's next store)
 *   GET  /api/openings/:id                  ZOpening
 *   POST /api/openings/:id/items/:itemId/complete   (task) → ZOpening
 *   POST /api/openings/:id/items/:itemId/upload     multipart file (document, photo) → ZOpening
 *   GET  /api/openings/:id/items/:itemId/file       the uploaded file
 *   POST /api/openings/:id/items/:itemId/review     ZOpeningReview → ZOpening (head office)
 *   POST /api/openings/:id/target-date     ZOpeningTargetDate → ZOpening (head office)
 *   POST /api/openings/:id/starter-cart    → ZOpening (franchisee: the cart holds the package's starter inventory)
 *   POST /api/openings/:id/open            ZOpenStore → ZOpening (409 with the missing critical items)
 *   POST /api/openings/:id/cancel          ZCancelOpening → ZOpening (head office: the store closes, the invitation goes)
 *   GET  /api/openings/templates/:brandId  ZOpeningTemplate (head office)
 *   PUT  /api/openings/templates/:brandId  ZOpeningTemplateInput → ZOpeningTemplate (franchisor)
 *   GET  /api/openings/templates/:brandId/starter               ZOpeningStarter (head office)
 *   PUT  /api/openings/templates/:brandId/starter/:packageCode  ZOpeningStarterInput → ZOpeningStarter (franchisor)
 */

export const OPENING_OWNER_SIDES = ['franchisee', 'head_office'] as const;
export type OpeningOwnerSide = (typeof OPENING_OWNER_SIDES)[number];
export const OPENING_OWNER_SIDE_LABELS: Record<OpeningOwnerSide, string> = { franchisee: 'Franchisee', head_office: 'Head office' };

export const OPENING_ITEM_KINDS = ['task', 'document', 'photo', 'system'] as const;
export type OpeningItemKind = (typeof OPENING_ITEM_KINDS)[number];
export const OPENING_ITEM_KIND_LABELS: Record<OpeningItemKind, string> = {
  task: 'Task (ticked by its side)',
  document: 'Document upload (PDF, JPG or PNG; reviewed)',
  photo: 'Photo (JPG or PNG; reviewed)',
  system: 'Linked system step (completes itself)',
};

/** The real events a system item waits for. */
export const OPENING_SYSTEM_LINKS = ['agreement_signed', 'certification_passed', 'starter_order_delivered', 'grand_opening_kit'] as const;
export type OpeningSystemLink = (typeof OPENING_SYSTEM_LINKS)[number];
export const OPENING_SYSTEM_LINK_LABELS: Record<OpeningSystemLink, string> = {
  agreement_signed: 'Completes when head office records the agreement as signed',
  certification_passed: "Completes when the owner finishes the brand's training programme",
  starter_order_delivered: 'Completes when the starter order is delivered',
  grand_opening_kit: 'Completes when the grand-opening kit is downloaded from marketing assets',
};
/** The marketing category whose download is "the grand-opening kit downloaded". */
export const GRAND_OPENING_KIT_CATEGORY = 'Promotions';

/** todo → submitted (a document or photo awaiting review) → done | rejected (upload again). */
export const OPENING_ITEM_STATES = ['todo', 'submitted', 'done', 'rejected'] as const;
export type OpeningItemState = (typeof OPENING_ITEM_STATES)[number];

/** in_progress → opened (going live) | cancelled (head office, with a reason: the store never opens). */
export const OPENING_STATUSES = ['in_progress', 'opened', 'cancelled'] as const;
export type OpeningStatus = (typeof OPENING_STATUSES)[number];

/** The board's stages: where the project stands, read off its items. */
export const OPENING_STAGES = ['paperwork', 'permits', 'fit_out', 'ready', 'opened', 'cancelled'] as const;
export type OpeningStage = (typeof OPENING_STAGES)[number];
export const OPENING_STAGE_LABELS: Record<OpeningStage, string> = {
  paperwork: 'Agreement & registration',
  permits: 'Permits',
  fit_out: 'Fit-out, training & stock',
  ready: 'Ready to open',
  opened: 'Opened',
  cancelled: 'Cancelled',
};

/** Days before the target date a new project's target is at least, and the default after approval. */
export const OPENING_DEFAULT_DAYS = 90;

export const ZOpeningItem = z.object({
  id: z.string(),
  section: z.string(),
  title: z.string(),
  description: z.string(),
  ownerSide: z.enum(OPENING_OWNER_SIDES),
  kind: z.enum(OPENING_ITEM_KINDS),
  systemLink: z.enum(OPENING_SYSTEM_LINKS).nullable(),
  critical: z.boolean(),
  dueOn: z.string(),
  state: z.enum(OPENING_ITEM_STATES),
  overdue: z.boolean(),
  fileName: z.string().nullable(),
  reviewNote: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** Whether the caller may act on the item now (tick, upload, review). */
  canComplete: z.boolean(),
  canReview: z.boolean(),
});
export type OpeningItem = z.infer<typeof ZOpeningItem>;

const summaryFields = {
  id: z.string(),
  status: z.enum(OPENING_STATUSES),
  stage: z.enum(OPENING_STAGES),
  location: z.object({ id: z.string(), code: z.string(), name: z.string(), city: z.string(), province: z.string(), status: z.string() }),
  brand: z.object({ id: z.string(), name: z.string() }),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  packageCode: z.enum(PACKAGE_CODES),
  applicationId: z.string().nullable(),
  targetDate: z.string(),
  openedOn: z.string().nullable(),
  /** The Manila day head office cancelled the opening, and why (the franchisee reads it); null while it is not. */
  cancelledOn: z.string().nullable(),
  cancelReason: z.string().nullable(),
  daysLeft: z.number().int(),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  overdueCount: z.number().int(),
  criticalOpen: z.number().int(),
  awaitingReview: z.number().int(),
};
export const ZOpeningSummary = z.object(summaryFields);
export type OpeningSummary = z.infer<typeof ZOpeningSummary>;
export const ZOpeningList = listOf(ZOpeningSummary);
export type OpeningList = z.infer<typeof ZOpeningList>;

export const ZOpening = z.object({
  ...summaryFields,
  items: z.array(ZOpeningItem),
  /** The first few items not done, by due date. */
  nextDue: z.array(z.string()),
  starterOrder: z.object({ id: z.string(), orderNumber: z.string(), status: z.string() }).nullable(),
  starterLines: z.array(z.object({ productId: z.string(), sku: z.string(), name: z.string(), quantity: z.number().int() })),
  history: z.array(z.object({ at: z.string(), action: z.string(), note: z.string().nullable(), actorName: z.string().nullable() })),
});
export type Opening = z.infer<typeof ZOpening>;

export const ZOpeningParams = z.object({ id: ZUuid });
export const ZOpeningItemParams = z.object({ id: ZUuid, itemId: ZUuid });

export const ZStartOpening = z.object({
  ownerId: ZUuid,
  brandId: ZUuid,
  packageCode: z.enum(PACKAGE_CODES),
  name: ZLine(120, 'Store name').min(1, 'Store name is required.'),
  city: ZLine(80, 'City').min(1, 'City is required.'),
  province: ZLine(80, 'Province').min(1, 'Province is required.'),
  targetDate: ZIsoDate.optional(),
});
export type StartOpeningData = z.infer<typeof ZStartOpening>;

export const ZOpeningReview = z
  .object({ decision: z.enum(['accepted', 'rejected']), note: ZOptionalMultiline(1000, 'Reason') })
  .superRefine((v, ctx) => {
    if (v.decision === 'rejected' && !v.note?.trim())
      ctx.addIssue({ code: 'custom', path: ['note'], message: OPENING_MESSAGES.rejectReason });
  });
export type OpeningReviewData = z.infer<typeof ZOpeningReview>;

export const ZOpeningTargetDate = z.object({
  targetDate: ZIsoDate,
  reason: ZMultiline(500, 'Reason').min(1, OPENING_MESSAGES.reasonRequired),
});
export const ZOpenStore = z.object({ openedOn: ZIsoDate.optional() });
export const ZCancelOpening = z.object({ reason: ZMultiline(500, 'Reason').min(1, OPENING_MESSAGES.cancelReasonRequired) });
export type CancelOpeningData = z.infer<typeof ZCancelOpening>;

export const ZOpeningTemplateItem = z.object({
  section: ZLine(80, 'Section').min(1, 'Section is required.'),
  title: ZLine(160, 'Title').min(1, 'Title is required.'),
  description: ZOptionalMultiline(1000, 'Description'),
  ownerSide: z.enum(OPENING_OWNER_SIDES),
  kind: z.enum(OPENING_ITEM_KINDS),
  systemLink: z.enum(OPENING_SYSTEM_LINKS).nullable().default(null),
  /** Days from the target opening date: −45 is 45 days before it; up to 60 after (a post-opening check). */
  dueOffsetDays: ZInt(-365, 60, { label: 'Due offset', int: 'Due offset is a whole number of days.' }),
  critical: z.boolean(),
});
export type OpeningTemplateItemData = z.infer<typeof ZOpeningTemplateItem>;
/** A system item names the step that completes it; no other kind does. */
const systemLinkMatchesKind = (it: { kind: OpeningItemKind; systemLink: OpeningSystemLink | null }) =>
  it.kind === 'system' ? it.systemLink !== null : it.systemLink === null;
const systemLinkMessage = (it: { kind: OpeningItemKind }) =>
  it.kind === 'system' ? OPENING_MESSAGES.systemLinkRequired : OPENING_MESSAGES.systemLinkOnlySystem;
/** One item as the template editor's dialog checks it (the same rule the whole template is saved under). */
export const ZOpeningTemplateItemEdit = ZOpeningTemplateItem.superRefine((it, ctx) => {
  if (!systemLinkMatchesKind(it)) ctx.addIssue({ code: 'custom', path: ['systemLink'], message: systemLinkMessage(it) });
});
export const ZOpeningTemplateInput = z.object({
  items: z
    .array(ZOpeningTemplateItem)
    .min(1, 'A template needs at least one item.')
    .max(100, 'A template has at most 100 items.')
    .superRefine((items, ctx) => {
      items.forEach((it, i) => {
        if (!systemLinkMatchesKind(it)) ctx.addIssue({ code: 'custom', path: [i, 'systemLink'], message: systemLinkMessage(it) });
      });
    }),
});
export type OpeningTemplateInput = z.input<typeof ZOpeningTemplateInput>;
export const ZOpeningTemplate = z.object({
  brandId: z.string(),
  brandName: z.string(),
  items: z.array(ZOpeningTemplateItem.extend({ id: z.string(), description: z.string() })),
  /**
   * The brand has no template of its own yet: these are the Philippine checklist's items, which its first opening
   * copies in (decision 021). Saving makes them the brand's own.
   */
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type OpeningTemplate = z.infer<typeof ZOpeningTemplate>;
export const ZOpeningTemplateParams = z.object({ brandId: ZUuid });

/**
 * A brand's starter inventory (decision 021): per package, the products and quantities an opening store's one
 * starter order holds. Head office reads it; the franchisor replaces one package's lines at a time.
 */
export const OPENING_STARTER_MAX_LINES = 100;
export const OPENING_STARTER_MAX_QUANTITY = 999;
export const ZOpeningStarterLineInput = z.object({
  productId: ZUuid,
  quantity: ZInt(1, OPENING_STARTER_MAX_QUANTITY, {
    type: OPENING_MESSAGES.starterQuantity,
    int: OPENING_MESSAGES.starterQuantity,
    min: OPENING_MESSAGES.starterQuantity,
    max: OPENING_MESSAGES.starterQuantity,
  }),
});
export type OpeningStarterLineInput = z.infer<typeof ZOpeningStarterLineInput>;
export const ZOpeningStarterInput = z.object({
  lines: z
    .array(ZOpeningStarterLineInput)
    .min(1, OPENING_MESSAGES.starterEmpty)
    .max(OPENING_STARTER_MAX_LINES, OPENING_MESSAGES.starterTooMany)
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((l, i) => {
        if (seen.has(l.productId)) ctx.addIssue({ code: 'custom', path: [i, 'productId'], message: OPENING_MESSAGES.starterDuplicate });
        seen.add(l.productId);
      });
    }),
});
export type OpeningStarterInput = z.input<typeof ZOpeningStarterInput>;
export const ZOpeningStarterParams = z.object({ brandId: ZUuid, packageCode: z.enum(PACKAGE_CODES) });
/** A product the brand sells, as the starter editor offers it (order limits: the checkout's, so the order goes through). */
export const ZOpeningStarterProduct = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  unit: z.string(),
  minOrderQty: z.number().int(),
  maxOrderQty: z.number().int().nullable(),
});
export type OpeningStarterProduct = z.infer<typeof ZOpeningStarterProduct>;
export const ZOpeningStarter = z.object({
  brandId: z.string(),
  brandName: z.string(),
  /** The packages the brand sells (every package when it lists none), and any other that still has lines. */
  packages: z.array(
    z.object({
      packageCode: z.enum(PACKAGE_CODES),
      lines: z.array(
        z.object({
          productId: z.string(),
          sku: z.string(),
          name: z.string(),
          unit: z.string(),
          quantity: z.number().int(),
          /** False when the product is inactive or no longer sold under the brand: saving refuses it until removed. */
          available: z.boolean(),
        }),
      ),
    }),
  ),
  /** The brand's active products, by name: what a line may name. */
  products: z.array(ZOpeningStarterProduct),
});
export type OpeningStarter = z.infer<typeof ZOpeningStarter>;
