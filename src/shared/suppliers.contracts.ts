import { z } from 'zod';
import { ZOptionalEmail } from './optional-fields';
import { CODE_MESSAGES } from './errors';
import {
  MAX_COUNT,
  ZInt,
  ZIsoDate,
  ZLine,
  ZMultiline,
  ZOptionalLine,
  ZPageQuery,
  ZPesos,
  ZQueryBool,
  ZSearch,
  ZUuid,
  listOf,
  paged,
} from './http';

/**
 * Suppliers, the products they supply and their contracts (issue 14). Head office only: franchisor reads and writes,
 * admin reads (the `suppliers.read` / `suppliers.write` keys of the permission matrix). Money goes in as pesos
 * (forms) and comes out as centavos.
 */

// ---------------------------------------------------------------- suppliers

export const SUPPLIER_TYPES = ['primary', 'backup', 'emergency', 'specialty'] as const;
export type SupplierType = (typeof SUPPLIER_TYPES)[number];
export const SUPPLIER_TYPE_LABELS: Record<SupplierType, string> = {
  primary: 'Primary',
  backup: 'Backup',
  emergency: 'Emergency',
  specialty: 'Specialty',
};
export const SUPPLIER_STATUSES = ['active', 'inactive', 'suspended', 'pending'] as const;
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number];
export const SUPPLIER_STATUS_LABELS: Record<SupplierStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
  pending: 'Pending',
};

export const SUPPLIER_MESSAGES = {
  /** A duplicate code (or contract number) gets the catalogue's duplicate message, on the field. */
  duplicate: CODE_MESSAGES.DUPLICATE_RESOURCE,
  notFound: 'Supplier not found.',
  productNotFound: 'This supplier product link was not found.',
  alreadyLinked: 'This supplier already supplies this product. Edit the existing link instead.',
  unknownProduct: 'Choose a product from the catalogue.',
  contractNotFound: 'Contract not found.',
  noDocument: 'No document is attached to this contract.',
  documentWrongType: 'Choose a PDF, Word document, JPG or PNG file.',
  documentTooLarge: 'The file is larger than 5 MB.',
  chooseFile: 'Choose a file to upload.',
  endBeforeStart: 'The end date must be on or after the start date.',
  contractTerminated: 'A terminated contract cannot be changed.',
} as const;

/** Days before a contract's end date when it is flagged and head office is notified (once). */
export const CONTRACT_EXPIRY_WARNING_DAYS = 30;

const ZCode = z
  .string()
  .trim()
  .min(2, 'Supplier code is required (at least 2 characters).')
  .max(30, 'Supplier code can be at most 30 characters.')
  .regex(/^[A-Za-z0-9-]+$/, 'Code may use letters, digits and hyphens.')
  .transform((v) => v.toUpperCase());
const ZPhoneOptional = z
  .string()
  .trim()
  .max(30)
  .regex(/^\+?[0-9 ()-]{7,30}$/, 'Enter a phone number with digits, spaces, +, ( ) or -.')
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null));
const ZWebsiteOptional = z
  .string()
  .trim()
  .max(200)
  .regex(/^https?:\/\/[^\s/$.?#].[^\s]*$/i, 'Website must start with http:// or https://.')
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null));
const ZLeadTime = (label: string) => ZInt(1, 365, { label, min: `${label} must be at least 1 day.` });

const supplierFields = {
  name: ZLine(120, 'Supplier name').min(1, 'Supplier name is required.'),
  code: ZCode,
  description: ZMultiline(2000, 'Description'),
  type: z.enum(SUPPLIER_TYPES, { error: 'Choose a supplier type.' }),
  status: z.enum(SUPPLIER_STATUSES, { error: 'Choose a status.' }),
  contactName: ZOptionalLine(120, 'Contact name'),
  contactEmail: ZOptionalEmail,
  contactPhone: ZPhoneOptional,
  website: ZWebsiteOptional,
  address: ZOptionalLine(300, 'Address'),
  leadTimeDays: ZLeadTime('Lead time'),
  minimumOrderPesos: ZPesos({ label: 'Minimum order amount', type: 'Invalid minimum order amount. Please check your input.' }),
};
export const ZSupplierInput = z.object({
  ...supplierFields,
  description: supplierFields.description.default(''),
  type: supplierFields.type.default('primary'),
  status: supplierFields.status.default('active'),
  leadTimeDays: supplierFields.leadTimeDays.default(7),
  minimumOrderPesos: supplierFields.minimumOrderPesos.default(0),
});
export type SupplierInput = z.input<typeof ZSupplierInput>;
/** No defaults: zod 4 applies a default inside .partial(), which would reset fields a PATCH leaves out. */
export const ZSupplierUpdate = z.object(supplierFields).partial();
export type SupplierUpdate = z.input<typeof ZSupplierUpdate>;

/** Figures derived from purchase orders (decision 009); null until a purchase order has been received. */
export const ZSupplierScores = z.object({
  rating: z.number().nullable(),
  onTimeRate: z.number().nullable(),
  fillRate: z.number().nullable(),
});

export const ZSupplier = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(SUPPLIER_TYPES),
  status: z.enum(SUPPLIER_STATUSES),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  leadTimeDays: z.number().int(),
  minimumOrderCentavos: z.number().int(),
  ...ZSupplierScores.shape,
  productCount: z.number().int(),
  activeContractCount: z.number().int(),
  openPurchaseOrderCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Supplier = z.infer<typeof ZSupplier>;

export const SUPPLIER_SORTS = ['name_asc', 'name_desc', 'code_asc', 'rating_desc', 'on_time_desc', 'newest'] as const;
export const SUPPLIER_PAGE_SIZE = 20;
export const ZSupplierQuery = z.object({
  search: ZSearch,
  status: z.enum(SUPPLIER_STATUSES).optional(),
  type: z.enum(SUPPLIER_TYPES).optional(),
  sort: z.enum(SUPPLIER_SORTS).default('name_asc'),
  ...ZPageQuery(SUPPLIER_PAGE_SIZE).shape,
});
export type SupplierQuery = z.input<typeof ZSupplierQuery>;
export const ZSupplierList = paged(ZSupplier);
export type SupplierList = z.infer<typeof ZSupplierList>;

/**
 * For pickers: at most 50 suppliers matching a search (id, code, name, status), plus the supplier `include` names
 * whatever the search (the one a form or a URL filter has already chosen), first.
 */
export const ZSupplierOptionsQuery = z.object({ search: ZSearch, activeOnly: ZQueryBool, include: ZUuid.optional() });
export const ZSupplierOption = z.object({ id: z.string(), code: z.string(), name: z.string(), status: z.enum(SUPPLIER_STATUSES) });
export type SupplierOption = z.infer<typeof ZSupplierOption>;
export const ZSupplierOptions = listOf(ZSupplierOption);

// ---------------------------------------------------------------- supplier products

const ZQty = (label: string) => ZInt(1, MAX_COUNT, { label, min: `${label} must be at least 1.` });
const spFields = {
  supplierSku: ZLine(60, 'Supplier SKU').min(1, 'Supplier SKU is required.'),
  unitCostPesos: ZPesos({ label: 'Unit cost', type: 'Invalid unit cost. Please check your input.' }),
  minOrderQty: ZQty('Minimum order quantity'),
  casePack: ZQty('Case pack'),
  /** Null: the supplier's lead time applies. */
  leadTimeDays: ZLeadTime('Lead time').nullable(),
  isPreferred: z.boolean(),
  priority: ZInt(1, 99, { label: 'Priority', min: 'Priority must be at least 1.' }),
};
export const ZSupplierProductInput = z.object({
  supplierId: ZUuid,
  productId: z.string().uuid(SUPPLIER_MESSAGES.unknownProduct),
  ...spFields,
  minOrderQty: spFields.minOrderQty.default(1),
  casePack: spFields.casePack.default(1),
  leadTimeDays: spFields.leadTimeDays.optional().transform((v) => v ?? null),
  isPreferred: spFields.isPreferred.default(false),
  priority: spFields.priority.default(1),
});
export type SupplierProductInput = z.input<typeof ZSupplierProductInput>;
/** A cost change is recorded in the cost history with the optional note. */
export const ZSupplierProductUpdate = z.object({ ...spFields, costNote: ZOptionalLine(200, 'Note') }).partial();
export type SupplierProductUpdate = z.input<typeof ZSupplierProductUpdate>;

export const ZSupplierProduct = z.object({
  id: z.string(),
  supplierId: z.string(),
  supplierCode: z.string(),
  supplierName: z.string(),
  supplierStatus: z.enum(SUPPLIER_STATUSES),
  productId: z.string(),
  productSku: z.string(),
  productName: z.string(),
  productUnit: z.string(),
  supplierSku: z.string(),
  unitCostCentavos: z.number().int(),
  minOrderQty: z.number().int(),
  casePack: z.number().int(),
  leadTimeDays: z.number().int().nullable(),
  /** The lead time that applies: the link's, else the supplier's. */
  effectiveLeadTimeDays: z.number().int(),
  isPreferred: z.boolean(),
  priority: z.number().int(),
  /** Warehouse figures of the product, so the page shows what needs restocking. */
  warehouseAvailable: z.number().int(),
  reorderLevel: z.number().int(),
  updatedAt: z.string(),
});
export type SupplierProduct = z.infer<typeof ZSupplierProduct>;

export const SUPPLIER_PRODUCT_SORTS = ['product_asc', 'supplier_asc', 'cost_asc', 'cost_desc', 'priority_asc'] as const;
export const ZSupplierProductQuery = z.object({
  search: ZSearch,
  supplierId: ZUuid.optional(),
  productId: ZUuid.optional(),
  preferredOnly: ZQueryBool,
  sort: z.enum(SUPPLIER_PRODUCT_SORTS).default('product_asc'),
  ...ZPageQuery(25).shape,
});
export type SupplierProductQuery = z.input<typeof ZSupplierProductQuery>;
export const ZSupplierProductList = paged(ZSupplierProduct);

export const ZCostHistoryEntry = z.object({
  id: z.string(),
  unitCostCentavos: z.number().int(),
  previousCostCentavos: z.number().int().nullable(),
  changedByName: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export const ZCostHistory = listOf(ZCostHistoryEntry);
export type CostHistoryEntry = z.infer<typeof ZCostHistoryEntry>;

// ---------------------------------------------------------------- contracts

export const CONTRACT_STATUSES = ['draft', 'active', 'expiring', 'expired', 'terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  expiring: 'Expiring',
  expired: 'Expired',
  terminated: 'Terminated',
};
/** Statuses head office may set by hand; `expiring` and `expired` follow from the dates (the daily job). */
export const CONTRACT_SETTABLE_STATUSES = ['draft', 'active', 'terminated'] as const;

const contractFields = {
  supplierId: ZUuid,
  contractNumber: z
    .string()
    .trim()
    .min(2, 'Contract number is required.')
    .max(40, 'Contract number can be at most 40 characters.')
    .regex(/^[A-Za-z0-9/-]+$/, 'Contract number may use letters, digits, / and -.')
    .transform((v) => v.toUpperCase()),
  title: ZLine(160, 'Title').min(1, 'Title is required.'),
  startDate: ZIsoDate,
  endDate: ZIsoDate,
  paymentTerms: ZLine(120, 'Payment terms').min(1, 'Payment terms are required.'),
  pricingTerms: ZMultiline(2000, 'Pricing terms'),
  valuePesos: ZPesos({ label: 'Contract value' }).nullable(),
  status: z.enum(CONTRACT_SETTABLE_STATUSES, { error: 'Choose a status.' }),
};
const endAfterStart = (v: { startDate?: string; endDate?: string }) => !v.startDate || !v.endDate || v.endDate >= v.startDate;
export const ZContractInput = z
  .object({
    ...contractFields,
    pricingTerms: contractFields.pricingTerms.default(''),
    valuePesos: contractFields.valuePesos.optional().transform((v) => v ?? null),
    status: contractFields.status.default('draft'),
  })
  .refine(endAfterStart, { path: ['endDate'], message: SUPPLIER_MESSAGES.endBeforeStart });
export type ContractInput = z.input<typeof ZContractInput>;
export const ZContractUpdate = z
  .object(contractFields)
  .omit({ supplierId: true })
  .partial()
  .refine(endAfterStart, { path: ['endDate'], message: SUPPLIER_MESSAGES.endBeforeStart });
export type ContractUpdate = z.input<typeof ZContractUpdate>;

export const ZContract = z.object({
  id: z.string(),
  supplierId: z.string(),
  supplierCode: z.string(),
  supplierName: z.string(),
  contractNumber: z.string(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  paymentTerms: z.string(),
  pricingTerms: z.string(),
  valueCentavos: z.number().int().nullable(),
  status: z.enum(CONTRACT_STATUSES),
  /** Days from today (Manila) to the end date; negative once ended. */
  daysToEnd: z.number().int(),
  /** Active or expiring and ending within CONTRACT_EXPIRY_WARNING_DAYS. */
  endingSoon: z.boolean(),
  document: z.object({ name: z.string(), type: z.string() }).nullable(),
  expiryNotifiedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contract = z.infer<typeof ZContract>;

export const ZContractQuery = z.object({
  search: ZSearch,
  supplierId: ZUuid.optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  endingSoon: ZQueryBool,
  ...ZPageQuery(25).shape,
});
export type ContractQuery = z.input<typeof ZContractQuery>;
export const ZContractList = paged(ZContract);
