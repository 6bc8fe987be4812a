import { inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../client';
import {
  products,
  purchaseOrderLines,
  purchaseOrderReceipts,
  purchaseOrders,
  purchaseOrderStatusHistory,
  supplierContracts,
  supplierProductCosts,
  supplierProducts,
  suppliers,
} from '../schema';
import { refreshSupplierScores } from '../../modules/purchasing/supplier-scores';
import type { ContractStatus, SupplierStatus, SupplierType } from '../../../shared/suppliers.contracts';
import type { PurchaseOrderStatus } from '../../../shared/purchasing.contracts';
import { addCalendarDays, manilaAt, toManilaYmd } from '../../../shared/time';

/**
 * Head office's suppliers for the demo (issue 14): eight Luzon suppliers in every type and status, the catalogue
 * products they supply (1–3 each, one preferred for most), their contracts and six months of purchase orders in
 * every status, then each supplier's stored scores from those orders. Deterministic: everything follows from `now`.
 *
 * The four products the demo keeps below their reorder level (SIO-SHR-100, SIO-JPN-100, LEM-CAL-1L, COF-DEC-500 in
 * demo-data.ts) each have an active preferred supplier and no open purchase order, so "Create PO from low stock"
 * proposes them.
 */
export async function seedSuppliers(db: Db, opts: { now: Date; franchisorId: string }) {
  const { now, franchisorId } = opts;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

  const supplierIds = new Map<string, string>();
  for (const s of SUPPLIERS) {
    const created = daysAgo(s.since);
    const [row] = await db
      .insert(suppliers)
      .values({
        code: s.code,
        name: s.name,
        description: s.description,
        type: s.type,
        status: s.status,
        contactName: s.contactName,
        contactEmail: s.contactEmail,
        contactPhone: s.contactPhone,
        website: s.website,
        address: s.address,
        leadTimeDays: s.leadTimeDays,
        minimumOrderCentavos: s.minimumOrderPesos * 100,
        createdBy: franchisorId,
        createdAt: created,
        updatedAt: s.status === 'active' ? created : daysAgo(12),
      })
      .returning({ id: suppliers.id });
    supplierIds.set(s.code, row.id);
  }

  const productRows = await db
    .select({ id: products.id, sku: products.sku, price: products.priceCentavos })
    .from(products)
    .where(inArray(products.sku, Object.keys(LINKS)));
  const productBySku = new Map(productRows.map((p) => [p.sku, p]));

  // Links, with a cost history: most links started at a lower cost and took the supplier's price list 75 days ago.
  const links = new Map<string, SeededLink>();
  const costChangedAt = daysAgo(75);
  let linkIndex = 0;
  for (const [sku, plan] of Object.entries(LINKS)) {
    const product = productBySku.get(sku);
    if (!product) continue;
    for (const [priorityIndex, entry] of plan.suppliers.entries()) {
      const code = `SUP-MNL-${entry.replace('*', '')}`;
      const supplier = SUPPLIERS.find((s) => s.code === code)!;
      const created = daysAgo(Math.min(supplier.since, 240));
      const share = COST_SHARE[supplier.type] + (linkIndex % 4) / 100;
      const current = Math.round((product.price * share) / 100) * 100;
      const changed = linkIndex % 3 !== 2 && created < costChangedAt;
      const previous = changed ? Math.round((current * 0.95) / 100) * 100 : null;
      const [row] = await db
        .insert(supplierProducts)
        .values({
          supplierId: supplierIds.get(code)!,
          productId: product.id,
          supplierSku: `${supplier.skuPrefix}-${String(1001 + linkIndex * 7).padStart(5, '0')}`,
          unitCostCentavos: current,
          minOrderQty: plan.moq,
          casePack: plan.pack,
          // A few links deliver faster or slower than the supplier's usual lead time.
          leadTimeDays: linkIndex % 5 === 4 ? supplier.leadTimeDays + 2 : null,
          isPreferred: entry.endsWith('*'),
          priority: priorityIndex + 1,
          createdAt: created,
          updatedAt: changed ? costChangedAt : created,
        })
        .returning({ id: supplierProducts.id, supplierSku: supplierProducts.supplierSku, leadTimeDays: supplierProducts.leadTimeDays });
      await db.insert(supplierProductCosts).values(
        previous === null
          ? [{ supplierProductId: row.id, unitCostCentavos: current, changedBy: franchisorId, note: 'Initial cost', createdAt: created }]
          : [
              { supplierProductId: row.id, unitCostCentavos: previous, changedBy: franchisorId, note: 'Initial cost', createdAt: created },
              {
                supplierProductId: row.id,
                unitCostCentavos: current,
                previousCostCentavos: previous,
                changedBy: franchisorId,
                note: 'New quarterly price list from the supplier',
                createdAt: costChangedAt,
              },
            ],
      );
      links.set(`${code}/${sku}`, {
        id: row.id,
        productId: product.id,
        supplierSku: row.supplierSku,
        cost: current,
        previousCost: previous,
        pack: plan.pack,
        moq: plan.moq,
        leadTimeDays: row.leadTimeDays ?? supplier.leadTimeDays,
      });
      linkIndex++;
    }
  }

  const today = toManilaYmd(now);
  for (const [i, c] of CONTRACTS.entries()) {
    const start = addCalendarDays(today, c.startDays);
    const created = manilaAt(addCalendarDays(start, -14), 10);
    await db.insert(supplierContracts).values({
      supplierId: supplierIds.get(c.supplier)!,
      contractNumber: `SC-${start.slice(0, 4)}-${String(i + 1).padStart(3, '0')}`,
      title: c.title,
      startDate: start,
      endDate: addCalendarDays(today, c.endDays),
      paymentTerms: c.paymentTerms,
      pricingTerms: c.pricingTerms,
      valueCentavos: c.valuePesos * 100,
      status: c.status,
      // The expiring contract has not been announced yet: the daily job notifies head office once.
      expiryNotifiedAt: null,
      terminatedAt: c.status === 'terminated' ? daysAgo(30) : null,
      createdBy: franchisorId,
      createdAt: created < now ? created : daysAgo(3),
      updatedAt: c.status === 'terminated' ? daysAgo(30) : created < now ? created : daysAgo(3),
    });
  }

  // Purchase orders, oldest first so their numbers follow their dates. Their receipts are history: they predate the
  // warehouse's opening balances (openingLedger), so they write no stock movement and leave warehouse stock as seeded.
  for (const po of PURCHASE_ORDERS) await insertPurchaseOrder(db, po, { now, franchisorId, supplierIds, links });

  for (const id of supplierIds.values()) await refreshSupplierScores(db, id);
}

const DAY = 86_400_000;
const HOUR = DAY / 24;

interface SeededLink {
  id: string;
  productId: string;
  supplierSku: string;
  cost: number;
  previousCost: number | null;
  pack: number;
  moq: number;
  leadTimeDays: number;
}

async function insertPurchaseOrder(
  db: Db,
  po: PoPlan,
  ctx: { now: Date; franchisorId: string; supplierIds: Map<string, string>; links: Map<string, SeededLink> },
) {
  const { now, franchisorId } = ctx;
  const supplier = SUPPLIERS.find((s) => s.code === po.supplier)!;
  const createdAt = new Date(now.getTime() - po.daysAgo * DAY);
  const submittedAt = po.status === 'draft' || po.cancelledFrom === 'draft' ? null : new Date(createdAt.getTime() + 2 * HOUR);
  // Orders placed before the price change carry the old cost.
  const costChangedAt = new Date(now.getTime() - 75 * DAY);
  const lines = po.lines.map(([sku, wanted, received]) => {
    const link = ctx.links.get(`${po.supplier}/${sku}`)!;
    const quantity = Math.max(link.moq, Math.ceil(wanted / link.pack) * link.pack);
    const cost = createdAt < costChangedAt && link.previousCost !== null ? link.previousCost : link.cost;
    return { sku, link, quantity, cost, received };
  });
  // Submitted orders meet the supplier's minimum order amount, as submitting requires.
  const minimum = supplier.minimumOrderPesos * 100;
  while (lines.reduce((s, l) => s + l.quantity * l.cost, 0) < minimum) for (const l of lines) l.quantity += l.link.pack;
  const total = lines.reduce((s, l) => s + l.quantity * l.cost, 0);

  const leadDays = Math.max(...lines.map((l) => l.link.leadTimeDays));
  const submittedYmd = toManilaYmd(submittedAt ?? createdAt);
  const expectedDate = addCalendarDays(submittedYmd, leadDays);
  // Still `submitted`: the supplier has not acknowledged yet.
  const acknowledgedAt =
    submittedAt && po.status !== 'submitted' && po.acknowledged !== false ? new Date(submittedAt.getTime() + 20 * HOUR) : null;

  // Receipts: a received order arrives by its expected date or `late` days after it; `split` deliveries come in two.
  const receiptPlan: { line: number; quantity: number; at: Date }[] = [];
  let receivedAt: Date | null = null;
  if (po.status === 'received') {
    const finalDay = addCalendarDays(expectedDate, po.late ?? (po.daysAgo % 2 === 0 ? 0 : -1));
    const final = manilaAt(finalDay, 14);
    const first = manilaAt(addCalendarDays(finalDay, po.late ? -po.late : -1), 10);
    for (const [i, l] of lines.entries()) {
      if (po.split && l.quantity >= 2 * l.link.pack) {
        const part = Math.floor(l.quantity / 2 / l.link.pack) * l.link.pack;
        receiptPlan.push({ line: i, quantity: part, at: first }, { line: i, quantity: l.quantity - part, at: final });
      } else receiptPlan.push({ line: i, quantity: l.quantity, at: final });
    }
    receivedAt = final;
  } else if (po.status === 'partially_received') {
    const at =
      po.receivedDaysAgo === undefined
        ? manilaAt(addCalendarDays(expectedDate, po.late ?? 0), 11)
        : manilaAt(toManilaYmd(new Date(now.getTime() - po.receivedDaysAgo * DAY)), 11);
    for (const [i, l] of lines.entries()) {
      const quantity = l.received === 'all' ? l.quantity : Math.min(l.received ?? 0, l.quantity);
      if (quantity > 0) receiptPlan.push({ line: i, quantity, at });
    }
  }
  for (const r of receiptPlan)
    if (r.at >= now) throw new Error(`seed: purchase order receipt in the future (${po.supplier}, ${po.daysAgo} days ago)`);

  const cancelledAt = po.status === 'cancelled' ? new Date((submittedAt ?? createdAt).getTime() + 26 * HOUR) : null;
  const lastReceipt = receiptPlan.reduce<Date | null>((m, r) => (m && m > r.at ? m : r.at), null);
  const updatedAt = cancelledAt ?? lastReceipt ?? acknowledgedAt ?? submittedAt ?? createdAt;

  const [{ seq }] = rowsOf<{ seq: string }>(await db.execute(sql`select nextval('purchase_order_number_seq')::text as seq`));
  const poNumber = `PO-${toManilaYmd(createdAt).replace(/-/g, '')}-${seq.padStart(6, '0')}`;
  const [row] = await db
    .insert(purchaseOrders)
    .values({
      poNumber,
      supplierId: ctx.supplierIds.get(po.supplier)!,
      status: po.status,
      expectedDate,
      notes: po.notes ?? null,
      totalCentavos: total,
      createdBy: franchisorId,
      submittedAt,
      acknowledgedAt,
      receivedAt,
      cancelledAt,
      cancelReason: po.cancelReason ?? null,
      emailedAt: submittedAt,
      createdAt,
      updatedAt,
    })
    .returning({ id: purchaseOrders.id });
  const lineRows = await db
    .insert(purchaseOrderLines)
    .values(
      lines.map((l, i) => ({
        purchaseOrderId: row.id,
        productId: l.link.productId,
        supplierProductId: l.link.id,
        supplierSku: l.link.supplierSku,
        quantityOrdered: l.quantity,
        quantityReceived: receiptPlan.filter((r) => r.line === i).reduce((s, r) => s + r.quantity, 0),
        unitCostCentavos: l.cost,
      })),
    )
    .returning({ id: purchaseOrderLines.id });
  if (receiptPlan.length > 0)
    await db.insert(purchaseOrderReceipts).values(
      receiptPlan.map((r) => ({
        purchaseOrderId: row.id,
        lineId: lineRows[r.line].id,
        quantity: r.quantity,
        amountCentavos: r.quantity * lines[r.line].cost,
        note: po.late && r.at === receivedAt ? 'Delivered late; the truck was held at the checkpoint.' : null,
        receivedBy: franchisorId,
        receivedAt: r.at,
      })),
    );

  const history: (typeof purchaseOrderStatusHistory.$inferInsert)[] = [
    { purchaseOrderId: row.id, fromStatus: null, toStatus: 'draft', note: 'Purchase order created', actorId: franchisorId, createdAt },
  ];
  let from: PurchaseOrderStatus = 'draft';
  const step = (to: PurchaseOrderStatus, at: Date, note: string | null = null) => {
    history.push({ purchaseOrderId: row.id, fromStatus: from, toStatus: to, note, actorId: franchisorId, createdAt: at });
    from = to;
  };
  if (submittedAt) step('submitted', submittedAt, `Sent to ${supplier.contactEmail}`);
  if (acknowledgedAt) step('acknowledged', acknowledgedAt);
  const receiptTimes = [...new Set(receiptPlan.map((r) => r.at.getTime()))].sort((a, b) => a - b);
  for (const [i, at] of receiptTimes.entries()) {
    const last = po.status === 'received' && i === receiptTimes.length - 1;
    step(last ? 'received' : 'partially_received', new Date(at));
  }
  if (cancelledAt) step('cancelled', cancelledAt, po.cancelReason ?? null);
  await db.insert(purchaseOrderStatusHistory).values(history);
}

// ---------------------------------------------------------------- demo data

interface SupplierSeed {
  code: string;
  name: string;
  description: string;
  type: SupplierType;
  status: SupplierStatus;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  website: string | null;
  address: string;
  leadTimeDays: number;
  minimumOrderPesos: number;
  /** Prefix of this supplier's own SKUs. */
  skuPrefix: string;
  /** Days since head office added the supplier. */
  since: number;
}

const SUPPLIERS: readonly SupplierSeed[] = [
  {
    code: 'SUP-MNL-001',
    name: 'Golden Harvest Frozen Foods Inc.',
    description: 'Frozen siomai, patties and fries from an HACCP-certified plant in Quezon City; also the house sauces.',
    type: 'primary',
    status: 'active',
    contactName: 'Ramon Dela Cruz',
    contactEmail: 'ramon.delacruz@example.ph',
    contactPhone: '+63 2 8921 4410',
    website: 'https://goldenharvest.example.ph',
    address: '88 Mindanao Ave., Brgy. Bagong Pag-asa, Quezon City, Metro Manila 1105',
    leadTimeDays: 3,
    minimumOrderPesos: 20_000,
    skuPrefix: 'GHF',
    since: 320,
  },
  {
    code: 'SUP-MNL-002',
    name: 'Luzon Grains & Dry Goods Trading',
    description: 'Rice, sugar, seeds, buns and shake mixes, delivered from the Malolos warehouse.',
    type: 'primary',
    status: 'active',
    contactName: 'Liza Manalo',
    contactEmail: 'liza.manalo@example.ph',
    contactPhone: '+63 917 555 0142',
    website: 'https://luzongrains.example.ph',
    address: 'Km. 42 MacArthur Hwy., Brgy. Longos, Malolos, Bulacan 3000',
    leadTimeDays: 5,
    minimumOrderPesos: 15_000,
    skuPrefix: 'LGT',
    since: 310,
  },
  {
    code: 'SUP-MNL-003',
    name: 'MetroPack Packaging & Kitchen Supplies Corp.',
    description: 'Cups, lids, boxes, bags and straws with brand printing, plus gloves, sanitizer and kitchenware.',
    type: 'primary',
    status: 'active',
    contactName: 'Carlo Tan',
    contactEmail: 'carlo.tan@example.ph',
    contactPhone: '+63 2 8293 7751',
    website: 'https://metropack.example.ph',
    address: '14 T. Santiago St., Brgy. Lingunan, Valenzuela, Metro Manila 1446',
    leadTimeDays: 10,
    minimumOrderPesos: 25_000,
    skuPrefix: 'MPK',
    since: 300,
  },
  {
    code: 'SUP-MNL-004',
    name: 'Batangas Barako Coffee Roasters',
    description: 'Single-origin Barako and house espresso blend roasted to order; syrups and fresh milk for the coffee shops.',
    type: 'specialty',
    status: 'active',
    contactName: 'Teresa Mendoza',
    contactEmail: 'teresa.mendoza@example.ph',
    contactPhone: '+63 43 756 2208',
    website: 'https://barakoroasters.example.ph',
    address: 'J.P. Laurel Highway, Brgy. Marawoy, Lipa City, Batangas 4217',
    leadTimeDays: 7,
    minimumOrderPesos: 10_000,
    skuPrefix: 'BBR',
    since: 290,
  },
  {
    code: 'SUP-MNL-005',
    name: 'Citrus Valley Fruit Distributors',
    description: 'Fresh lemons and calamansi from Batangas and Quezon farms, and the lemonade concentrates.',
    type: 'specialty',
    status: 'active',
    contactName: 'Paolo Reyes',
    contactEmail: 'paolo.reyes@example.ph',
    contactPhone: '+63 918 555 0276',
    website: null,
    address: 'Maharlika Highway, Brgy. San Roque, Santo Tomas, Batangas 4234',
    leadTimeDays: 4,
    minimumOrderPesos: 8_000,
    skuPrefix: 'CVF',
    since: 280,
  },
  {
    code: 'SUP-MNL-006',
    name: 'Pampanga Dairy & Sauces Co.',
    description: 'Backup for sauces, milk and cheese. Suspended after two late cold-chain deliveries, pending an audit.',
    type: 'backup',
    status: 'suspended',
    contactName: 'Gina Dizon',
    contactEmail: 'gina.dizon@example.ph',
    contactPhone: '+63 45 961 3380',
    website: 'https://pampangadairy.example.ph',
    address: 'Jose Abad Santos Ave., Brgy. Dolores, City of San Fernando, Pampanga 2000',
    leadTimeDays: 6,
    minimumOrderPesos: 12_000,
    skuPrefix: 'PDS',
    since: 260,
  },
  {
    code: 'SUP-MNL-007',
    name: 'QuickServe Emergency Supply',
    description: 'Same-week stock-outs in Metro Manila at a premium. Accreditation documents under review.',
    type: 'emergency',
    status: 'pending',
    contactName: 'Mark Villanueva',
    contactEmail: 'mark.villanueva@example.ph',
    contactPhone: '+63 927 555 0913',
    website: null,
    address: 'Unit 5, 221 Dr. Sixto Antonio Ave., Brgy. Caniogan, Pasig, Metro Manila 1606',
    leadTimeDays: 2,
    minimumOrderPesos: 5_000,
    skuPrefix: 'QSE',
    since: 20,
  },
  {
    code: 'SUP-MNL-008',
    name: 'Northern Luzon Packaging Corp.',
    description: 'Former packaging supplier, replaced by MetroPack; kept for its order history.',
    type: 'backup',
    status: 'inactive',
    contactName: 'Edwin Aquino',
    contactEmail: 'edwin.aquino@example.ph',
    contactPhone: '+63 75 522 4091',
    website: null,
    address: 'Arellano St., Brgy. Pantal, Dagupan City, Pangasinan 2400',
    leadTimeDays: 14,
    minimumOrderPesos: 50_000,
    skuPrefix: 'NLP',
    since: 330,
  },
];

/** Supplier cost as a share of the catalogue price, by supplier type (60–80%). */
const COST_SHARE: Record<SupplierType, number> = { primary: 0.62, specialty: 0.66, backup: 0.7, emergency: 0.76 };

/**
 * Which suppliers supply each product: the supplier numbers in priority order, `*` marking the preferred one; case
 * pack and minimum order quantity of the links. Milk and cheddar have no preferred supplier (priority decides).
 */
const LINKS: Record<string, { suppliers: readonly string[]; pack: number; moq: number }> = {
  'SIO-PRK-100': { suppliers: ['001*', '006', '007'], pack: 10, moq: 20 },
  'SIO-BEF-100': { suppliers: ['001*', '006'], pack: 10, moq: 20 },
  'SIO-SHR-100': { suppliers: ['001*', '007'], pack: 10, moq: 10 },
  'SIO-JPN-100': { suppliers: ['001*', '007'], pack: 10, moq: 10 },
  'SIO-CGS-1L': { suppliers: ['001*', '006'], pack: 12, moq: 12 },
  'SIO-SOY-1G': { suppliers: ['001*', '006'], pack: 4, moq: 4 },
  'RIC-JAS-25': { suppliers: ['002*', '007'], pack: 1, moq: 10 },
  'LEM-FRS-10': { suppliers: ['005*', '002'], pack: 1, moq: 5 },
  'LEM-SYR-1L': { suppliers: ['005*', '006'], pack: 12, moq: 24 },
  'LEM-CAL-1L': { suppliers: ['005*', '006', '007'], pack: 12, moq: 12 },
  'LEM-CHI-1K': { suppliers: ['002*'], pack: 10, moq: 10 },
  'SUG-CAN-25': { suppliers: ['002*', '007'], pack: 1, moq: 5 },
  'COF-BAR-1K': { suppliers: ['004*'], pack: 5, moq: 10 },
  'COF-ESP-1K': { suppliers: ['004*', '007'], pack: 5, moq: 10 },
  'COF-DEC-500': { suppliers: ['004*', '007'], pack: 6, moq: 6 },
  'COF-MLK-1L': { suppliers: ['006', '004'], pack: 1, moq: 10 },
  'COF-SYR-VAN': { suppliers: ['004*', '006'], pack: 6, moq: 12 },
  'BUR-PAT-50': { suppliers: ['001*', '007'], pack: 1, moq: 10 },
  'BUR-BUN-48': { suppliers: ['002*', '007'], pack: 1, moq: 10 },
  'BUR-FRY-10': { suppliers: ['001*', '007'], pack: 1, moq: 10 },
  'BUR-CHS-5': { suppliers: ['001', '006'], pack: 1, moq: 5 },
  'BUR-SHK-MIX': { suppliers: ['002*'], pack: 10, moq: 10 },
  'PKG-CUP-16': { suppliers: ['003*', '008', '007'], pack: 1, moq: 10 },
  'PKG-LID-16': { suppliers: ['003*', '008'], pack: 1, moq: 10 },
  'PKG-BOX-MD': { suppliers: ['003*', '008'], pack: 1, moq: 10 },
  'PKG-BAG-PP': { suppliers: ['003*', '008'], pack: 1, moq: 10 },
  'PKG-STR-PP': { suppliers: ['003*', '007'], pack: 1, moq: 5 },
  'EQP-GLV-100': { suppliers: ['003*', '007'], pack: 10, moq: 20 },
  'EQP-SAN-5L': { suppliers: ['003*', '007'], pack: 4, moq: 4 },
  'EQP-STM-01': { suppliers: ['003*'], pack: 1, moq: 2 },
};

/** Contract dates as whole days from today (Manila); numbers are SC-<start year>-<nnn>. */
const CONTRACTS: readonly {
  supplier: string;
  title: string;
  startDays: number;
  endDays: number;
  paymentTerms: string;
  pricingTerms: string;
  valuePesos: number;
  status: ContractStatus;
}[] = [
  {
    supplier: 'SUP-MNL-001',
    title: 'Frozen goods and sauces supply agreement',
    startDays: -300,
    endDays: 430,
    paymentTerms: 'Net 30',
    pricingTerms: 'Prices fixed per quarter; 2% volume rebate above ₱1,000,000 a quarter. Cold-chain delivery included.',
    valuePesos: 4_800_000,
    status: 'active',
  },
  {
    supplier: 'SUP-MNL-002',
    title: 'Dry goods supply agreement',
    startDays: -290,
    endDays: 75,
    paymentTerms: 'Net 30',
    pricingTerms: 'Rice and sugar follow the monthly market price list; other items fixed for the term.',
    valuePesos: 2_400_000,
    status: 'active',
  },
  {
    supplier: 'SUP-MNL-003',
    title: 'Packaging and kitchen supplies framework',
    startDays: -280,
    endDays: 450,
    paymentTerms: 'Net 45',
    pricingTerms: 'Brand printing plates paid once; unit prices fixed for 12 months.',
    valuePesos: 3_600_000,
    status: 'active',
  },
  {
    supplier: 'SUP-MNL-004',
    title: 'Coffee beans and syrups supply agreement',
    startDays: -345,
    endDays: 21,
    paymentTerms: 'Net 30',
    pricingTerms: 'Green-bean surcharge passed on at cost, capped at 8% a year.',
    valuePesos: 1_800_000,
    status: 'expiring',
  },
  {
    supplier: 'SUP-MNL-005',
    title: 'Fresh citrus and concentrates',
    startDays: -270,
    endDays: 95,
    paymentTerms: 'Net 15',
    pricingTerms: 'Seasonal price bands for fresh fruit (Dec–Mar and Apr–Nov); concentrates fixed.',
    valuePesos: 1_200_000,
    status: 'active',
  },
  {
    supplier: 'SUP-MNL-008',
    title: 'Packaging supply agreement (legacy)',
    startDays: -700,
    endDays: -95,
    paymentTerms: 'Net 60',
    pricingTerms: 'Replaced by the MetroPack packaging framework.',
    valuePesos: 2_000_000,
    status: 'expired',
  },
  {
    supplier: 'SUP-MNL-006',
    title: 'Backup dairy and sauces supply',
    startDays: -250,
    endDays: 115,
    paymentTerms: 'Net 30',
    pricingTerms: 'Terminated early after repeated late cold-chain deliveries.',
    valuePesos: 900_000,
    status: 'terminated',
  },
  {
    supplier: 'SUP-MNL-007',
    title: 'Emergency restocking agreement',
    startDays: 14,
    endDays: 379,
    paymentTerms: 'COD',
    pricingTerms: 'Catalogue cost plus 15% rush fee; 48-hour delivery within Metro Manila.',
    valuePesos: 500_000,
    status: 'draft',
  },
];

/** A line: catalogue SKU, wanted quantity (rounded up to the link's case pack and minimum), received on a partial PO. */
type PoLine = readonly [sku: string, quantity: number, received?: number | 'all'];
interface PoPlan {
  supplier: string;
  daysAgo: number;
  status: PurchaseOrderStatus;
  lines: readonly PoLine[];
  /** Days after the expected date the goods arrived. */
  late?: number;
  /** A partial delivery that came ahead of the expected date: when (otherwise `late` days after it). */
  receivedDaysAgo?: number;
  /** Delivered in two receipts. */
  split?: boolean;
  /** False: the supplier delivered without acknowledging. */
  acknowledged?: boolean;
  cancelledFrom?: 'draft' | 'submitted';
  cancelReason?: string;
  notes?: string;
}

const PURCHASE_ORDERS: readonly PoPlan[] = [
  {
    supplier: 'SUP-MNL-001',
    daysAgo: 178,
    status: 'received',
    lines: [
      ['SIO-PRK-100', 60],
      ['SIO-BEF-100', 40],
      ['SIO-CGS-1L', 24],
    ],
  },
  {
    supplier: 'SUP-MNL-008',
    daysAgo: 170,
    status: 'received',
    late: 4,
    lines: [
      ['PKG-CUP-16', 20],
      ['PKG-LID-16', 20],
      ['PKG-BAG-PP', 15],
    ],
  },
  {
    supplier: 'SUP-MNL-002',
    daysAgo: 160,
    status: 'received',
    lines: [
      ['RIC-JAS-25', 30],
      ['SUG-CAN-25', 10],
      ['LEM-CHI-1K', 20],
    ],
  },
  {
    supplier: 'SUP-MNL-004',
    daysAgo: 150,
    status: 'received',
    split: true,
    lines: [
      ['COF-BAR-1K', 40],
      ['COF-ESP-1K', 30],
    ],
  },
  {
    supplier: 'SUP-MNL-006',
    daysAgo: 140,
    status: 'received',
    late: 3,
    lines: [
      ['SIO-SOY-1G', 12],
      ['COF-MLK-1L', 20],
      ['BUR-CHS-5', 10],
    ],
  },
  {
    supplier: 'SUP-MNL-005',
    daysAgo: 130,
    status: 'received',
    lines: [
      ['LEM-FRS-10', 20],
      ['LEM-SYR-1L', 48],
      ['LEM-CAL-1L', 48],
    ],
  },
  {
    supplier: 'SUP-MNL-003',
    daysAgo: 120,
    status: 'received',
    acknowledged: false,
    lines: [
      ['PKG-CUP-16', 20],
      ['PKG-BOX-MD', 20],
      ['EQP-GLV-100', 40],
    ],
  },
  {
    supplier: 'SUP-MNL-001',
    daysAgo: 110,
    status: 'cancelled',
    cancelledFrom: 'submitted',
    cancelReason: 'The supplier could not confirm a delivery slot before the holiday; reordered later.',
    lines: [
      ['BUR-PAT-50', 20],
      ['BUR-FRY-10', 20],
    ],
  },
  {
    supplier: 'SUP-MNL-006',
    daysAgo: 100,
    status: 'received',
    late: 5,
    split: true,
    lines: [
      ['SIO-CGS-1L', 24],
      ['COF-SYR-VAN', 24],
      ['COF-MLK-1L', 20],
    ],
  },
  {
    supplier: 'SUP-MNL-001',
    daysAgo: 90,
    status: 'received',
    lines: [
      ['BUR-PAT-50', 20],
      ['BUR-FRY-10', 20],
      ['BUR-CHS-5', 10],
    ],
  },
  {
    supplier: 'SUP-MNL-002',
    daysAgo: 75,
    status: 'received',
    late: 2,
    lines: [
      ['RIC-JAS-25', 20],
      ['BUR-BUN-48', 30],
      ['BUR-SHK-MIX', 20],
    ],
  },
  {
    supplier: 'SUP-MNL-004',
    daysAgo: 60,
    status: 'received',
    lines: [
      ['COF-BAR-1K', 30],
      ['COF-DEC-500', 12],
      ['COF-SYR-VAN', 24],
    ],
  },
  {
    supplier: 'SUP-MNL-003',
    daysAgo: 45,
    status: 'received',
    split: true,
    lines: [
      ['PKG-LID-16', 20],
      ['PKG-BAG-PP', 20],
      ['PKG-STR-PP', 15],
      ['EQP-SAN-5L', 8],
    ],
  },
  {
    supplier: 'SUP-MNL-005',
    daysAgo: 35,
    status: 'received',
    lines: [
      ['LEM-FRS-10', 15],
      ['LEM-SYR-1L', 36],
    ],
  },
  {
    supplier: 'SUP-MNL-001',
    daysAgo: 25,
    status: 'partially_received',
    late: 1,
    notes: 'Beef siomai short-shipped; the balance was promised for the following week.',
    lines: [
      ['SIO-PRK-100', 60, 'all'],
      ['SIO-BEF-100', 40, 20],
      ['SIO-CGS-1L', 24, 0],
    ],
  },
  {
    supplier: 'SUP-MNL-002',
    daysAgo: 20,
    status: 'cancelled',
    cancelledFrom: 'draft',
    cancelReason: 'Raised in error; the rice is covered by the standing order.',
    lines: [['RIC-JAS-25', 10]],
  },
  {
    supplier: 'SUP-MNL-003',
    daysAgo: 8,
    status: 'partially_received',
    receivedDaysAgo: 1,
    lines: [
      ['PKG-CUP-16', 20, 'all'],
      ['PKG-LID-16', 20, 0],
      ['PKG-BOX-MD', 20, 10],
    ],
  },
  {
    supplier: 'SUP-MNL-004',
    daysAgo: 6,
    status: 'acknowledged',
    lines: [
      ['COF-ESP-1K', 30],
      ['COF-BAR-1K', 20],
    ],
  },
  {
    supplier: 'SUP-MNL-002',
    daysAgo: 4,
    status: 'acknowledged',
    lines: [
      ['SUG-CAN-25', 10],
      ['LEM-CHI-1K', 20],
      ['BUR-SHK-MIX', 10],
    ],
  },
  {
    supplier: 'SUP-MNL-005',
    daysAgo: 2,
    status: 'submitted',
    lines: [
      ['LEM-FRS-10', 20],
      ['LEM-SYR-1L', 24],
    ],
  },
  {
    supplier: 'SUP-MNL-001',
    daysAgo: 1,
    status: 'submitted',
    lines: [
      ['BUR-PAT-50', 20],
      ['BUR-FRY-10', 20],
    ],
  },
  {
    supplier: 'SUP-MNL-003',
    daysAgo: 0.5,
    status: 'draft',
    notes: 'Top up boxes and bags before the payday weekend.',
    lines: [
      ['PKG-BOX-MD', 20],
      ['PKG-BAG-PP', 20],
    ],
  },
];
