import { randomBytes, randomUUID } from 'node:crypto';
import { isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Db } from '../client';
import { brands, locations, marketingAssetDownloads, marketingAssets } from '../schema';
import type { Storage } from '../../lib/storage';
import { renderPdf } from '../../lib/pdf/render';
import { makeThumbnail } from '../../modules/marketing/marketing.service';
import { addCalendarDays, toManilaYmd } from '../../../shared/time';
import type { MarketingAssetType, MarketingCategory } from '../../../shared/marketing.contracts';

/** XML-escapes text for the SVG the banners are drawn from. */
const xml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Colours {
  primary: string;
  secondary: string;
}

/** A brand-coloured banner (PNG) with its headline and a line of copy, drawn from SVG by sharp. */
async function banner(opts: { width: number; height: number; colours: Colours; kicker: string; headline: string; copy: string }) {
  const { width: w, height: h, colours } = opts;
  const big = Math.round(Math.min(w, h * 1.9) / 13);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <rect width="100%" height="100%" fill="${colours.primary}"/>
  <circle cx="${w * 0.86}" cy="${h * 0.2}" r="${h * 0.42}" fill="${colours.secondary}" opacity="0.35"/>
  <rect y="${h * 0.8}" width="100%" height="${h * 0.2}" fill="${colours.secondary}"/>
  <text x="${w * 0.06}" y="${h * 0.24}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(big * 0.42)}" letter-spacing="3" fill="#ffffff" opacity="0.9">${xml(opts.kicker.toUpperCase())}</text>
  <text x="${w * 0.06}" y="${h * 0.44}" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${big}" fill="#ffffff">${xml(opts.headline)}</text>
  <text x="${w * 0.06}" y="${h * 0.6}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(big * 0.5)}" fill="#ffffff">${xml(opts.copy)}</text>
  <text x="${w * 0.06}" y="${h * 0.92}" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${Math.round(big * 0.38)}" fill="#1f2937">${xml(opts.kicker)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A one-page PDF: a brand-coloured title, an intro and a table or a list of points. */
function leaflet(opts: { title: string; brand: string; colour: string; intro: string; rows?: [string, string][]; points?: string[] }) {
  const content: TDocumentDefinitions['content'] = [
    { text: opts.brand, color: opts.colour, bold: true, fontSize: 12, margin: [0, 0, 0, 4] },
    { text: opts.title, fontSize: 22, bold: true, margin: [0, 0, 0, 12] },
    { text: opts.intro, margin: [0, 0, 0, 16] },
  ];
  if (opts.rows) {
    content.push({
      table: {
        widths: ['*', 'auto'],
        body: [
          [
            { text: 'Item', bold: true },
            { text: 'Price', bold: true },
          ],
          ...opts.rows.map(([a, b]) => [a, b]),
        ],
      },
      layout: 'lightHorizontalLines',
    });
  }
  if (opts.points) content.push({ ul: opts.points, margin: [0, 0, 0, 8] });
  content.push({ text: 'FranchiseHub marketing library · for franchise use only', fontSize: 8, color: '#6b7280', margin: [0, 24, 0, 0] });
  return renderPdf({ info: { title: opts.title }, pageSize: 'A4', pageMargins: [48, 56, 48, 56], content });
}

type Kind =
  | { kind: 'banner'; width: number; height: number; headline: string; copy: string }
  | { kind: 'pdf'; intro: string; rows?: [string, string][]; points?: string[] }
  | { kind: 'video'; url: string };

interface AssetSeed {
  title: string;
  description: string;
  type: MarketingAssetType;
  category: MarketingCategory;
  /** A demo brand's slug, or null for every brand. */
  brand: string | null;
  fileName?: string;
  /** Days from today (Manila); undefined: open. */
  from?: number;
  until?: number;
  archived?: boolean;
  /** Days ago it was added. */
  age: number;
  make: Kind;
  /** Downloads per location code. */
  downloads?: Record<string, number>;
}

const ASSETS: AssetSeed[] = [
  {
    title: 'Grand opening counter banner',
    description: 'Landscape banner for the counter screen and Facebook cover during opening week.',
    type: 'image',
    category: 'Promotions',
    brand: 'siomai-shop',
    fileName: 'siomai-grand-opening-banner.png',
    from: -20,
    until: 40,
    age: 20,
    make: { kind: 'banner', width: 1200, height: 628, headline: 'Grand Opening', copy: '20% off all siomai platters this week' },
    downloads: { 'SE-MKT-001': 3, 'SE-QC-002': 1 },
  },
  {
    title: 'Siomai Express menu board 2026',
    description: 'Printable A4 menu with this year’s prices. Print in colour and laminate.',
    type: 'document',
    category: 'Menu',
    brand: 'siomai-shop',
    fileName: 'siomai-express-menu-2026.pdf',
    age: 45,
    make: {
      kind: 'pdf',
      intro: 'Steamed fresh, served fast. Prices include VAT.',
      rows: [
        ['Pork siomai (4 pcs)', '₱65.00'],
        ['Shark’s fin siomai (4 pcs)', '₱75.00'],
        ['Japanese siomai (4 pcs)', '₱85.00'],
        ['Siomai rice meal', '₱99.00'],
        ['Chili garlic sauce jar', '₱120.00'],
      ],
    },
    downloads: { 'SE-MKT-001': 2, 'SE-QC-002': 2 },
  },
  {
    title: 'Chili garlic social post',
    description: 'Square post for Instagram and Facebook featuring the chili garlic sauce.',
    type: 'image',
    category: 'Social Media',
    brand: 'siomai-shop',
    fileName: 'chili-garlic-post.png',
    age: 12,
    make: { kind: 'banner', width: 1080, height: 1080, headline: 'Sauce it up', copy: 'Chili garlic, now in jars' },
  },
  {
    title: 'Holiday 2025 promo poster',
    description: 'Last season’s holiday promotion, kept for reference.',
    type: 'image',
    category: 'Promotions',
    brand: 'siomai-shop',
    fileName: 'holiday-2025-poster.png',
    from: -120,
    until: -60,
    archived: true,
    age: 130,
    make: { kind: 'banner', width: 1200, height: 628, headline: 'Happy Holidays', copy: 'Party trays for every noche buena' },
  },
  {
    title: 'Summer cooler promo poster',
    description: 'Buy-one-take-one lemonade poster for the kiosk front.',
    type: 'image',
    category: 'Promotions',
    brand: 'lemon-juice-stand',
    fileName: 'summer-cooler-poster.png',
    from: -10,
    until: 50,
    age: 10,
    make: { kind: 'banner', width: 1200, height: 628, headline: 'Buy 1 Take 1', copy: 'Fresh lemonade, every afternoon 2–5 PM' },
    downloads: { 'LJ-BGC-001': 1, 'LJ-CEB-002': 2 },
  },
  {
    title: 'Kiosk signage guide',
    description: 'Where the menu, price list and business permit go on a Lemon Juice Stand kiosk.',
    type: 'document',
    category: 'Signage',
    brand: 'lemon-juice-stand',
    fileName: 'kiosk-signage-guide.pdf',
    age: 60,
    make: {
      kind: 'pdf',
      intro: 'Every kiosk shows the same signs in the same places, so customers find them at a glance.',
      points: [
        'Menu board: above the serving window, centred.',
        'Price list: right of the window at eye level.',
        'Business permit and sanitary permit: visible from the queue.',
        'Promo poster: left panel, replaced when the promotion ends.',
      ],
    },
  },
  {
    title: 'Rainy season promo',
    description: 'Hot calamansi drinks for the rainy months. Available from next month.',
    type: 'image',
    category: 'Promotions',
    brand: 'lemon-juice-stand',
    fileName: 'rainy-season-promo.png',
    from: 14,
    until: 100,
    age: 2,
    make: { kind: 'banner', width: 1200, height: 628, headline: 'Warm up', copy: 'Hot calamansi honey, ₱55' },
  },
  {
    title: 'Barako beans product photo',
    description: 'Hero shot of the barako beans bag for menus and social posts.',
    type: 'image',
    category: 'Product Photos',
    brand: 'coffee-shop',
    fileName: 'barako-beans.png',
    age: 30,
    make: { kind: 'banner', width: 1200, height: 900, headline: 'Kapeng Barako', copy: 'Batangas beans, roasted weekly' },
    downloads: { 'KK-ORT-001': 2 },
  },
  {
    title: 'Latte art basics video',
    description: 'Ten-minute barista video: milk texture, heart and rosetta.',
    type: 'video',
    category: 'Training',
    brand: 'coffee-shop',
    age: 25,
    make: { kind: 'video', url: 'https://www.youtube.com/watch?v=latte-art-basics' },
  },
  {
    title: 'Instagram story template',
    description: 'Story frame with the Kape Kanto colours; put the day’s special in the middle.',
    type: 'template',
    category: 'Social Media',
    brand: 'coffee-shop',
    fileName: 'kape-kanto-story-template.png',
    age: 8,
    make: { kind: 'banner', width: 1080, height: 1920, headline: 'Today', copy: 'Your special here' },
  },
  {
    title: 'Combo meal tarpaulin',
    description: '3 × 2 ft tarpaulin for the burger combo. Print at 150 dpi.',
    type: 'image',
    category: 'Signage',
    brand: 'burger-fries',
    fileName: 'combo-meal-tarp.png',
    age: 18,
    make: { kind: 'banner', width: 1500, height: 1000, headline: 'Combo ₱149', copy: 'Burger, fries and iced tea' },
    downloads: { 'BF-ALA-001': 1 },
  },
  {
    title: 'Burger & Fries menu',
    description: 'Printable A4 menu with burgers, sides and drinks.',
    type: 'document',
    category: 'Menu',
    brand: 'burger-fries',
    fileName: 'burger-fries-menu.pdf',
    age: 40,
    make: {
      kind: 'pdf',
      intro: 'Grilled to order. Prices include VAT.',
      rows: [
        ['Classic burger', '₱89.00'],
        ['Cheese burger', '₱99.00'],
        ['Bacon double', '₱159.00'],
        ['Regular fries', '₱49.00'],
        ['Iced tea', '₱35.00'],
      ],
    },
  },
  {
    title: 'FranchiseHub brand guidelines',
    description: 'Logo use, colours and tone of voice for every brand in the network.',
    type: 'document',
    category: 'Branding',
    brand: null,
    fileName: 'franchisehub-brand-guidelines.pdf',
    age: 90,
    make: {
      kind: 'pdf',
      intro: 'How our brands look and sound, wherever a customer meets them.',
      points: [
        'Use the logo files from the marketing library only; never stretch or recolour them.',
        'Primary and secondary colours come from the brand page; keep text white on the primary colour.',
        'Write short, friendly sentences in English or Filipino; prices always with the peso sign.',
        'Promotions need head office approval before printing.',
      ],
    },
    downloads: { 'SE-MKT-001': 1, 'KK-DVO-002': 1, 'BF-ILO-002': 1 },
  },
  {
    title: 'Handwashing reminder poster',
    description: 'Staff-area poster for food safety compliance.',
    type: 'image',
    category: 'Training',
    brand: null,
    fileName: 'handwashing-poster.png',
    age: 70,
    make: { kind: 'banner', width: 900, height: 1200, headline: 'Wash hands', copy: '20 seconds, every time' },
  },
];

const NETWORK_COLOURS: Colours = { primary: '#1D4ED8', secondary: '#93C5FD' };

/**
 * Demo marketing library (issue 15): ~14 assets across the four demo brands and every brand, with real files (PNG
 * banners drawn in the brand's colours, PDF menus and guides) and image previews, and some downloads per location.
 * Without storage (tests) only the assets without a file (videos) are seeded.
 */
export async function seedMarketing(db: Db, ctx: { now: Date; franchisorId: string; storage?: Storage }): Promise<void> {
  const { now, franchisorId, storage } = ctx;
  const today = toManilaYmd(now);
  const brandRows = await db.select().from(brands);
  const brandBySlug = new Map(brandRows.map((b) => [b.slug, b]));
  const locationRows = await db
    .select({ id: locations.id, code: locations.code, ownerId: locations.ownerId })
    .from(locations)
    .where(isNotNull(locations.ownerId));
  const locationByCode = new Map(locationRows.map((l) => [l.code, l]));

  for (const seed of ASSETS) {
    const brand = seed.brand ? brandBySlug.get(seed.brand) : null;
    if (seed.brand && !brand) continue;
    if (seed.make.kind !== 'video' && !storage) continue;
    const id = randomUUID();
    const colours = brand
      ? { primary: brand.primaryColor ?? NETWORK_COLOURS.primary, secondary: brand.secondaryColor ?? NETWORK_COLOURS.secondary }
      : NETWORK_COLOURS;
    const brandName = brand?.name ?? 'FranchiseHub';
    let file: Partial<typeof marketingAssets.$inferInsert> = {};
    if (storage && seed.make.kind !== 'video') {
      const stem = `marketing-assets/${id}/${randomBytes(8).toString('hex')}`;
      const isPdf = seed.make.kind === 'pdf';
      const bytes =
        seed.make.kind === 'pdf'
          ? await leaflet({ title: seed.title, brand: brandName, colour: colours.primary, ...seed.make })
          : await banner({ ...seed.make, colours, kicker: brandName });
      const fileKey = `${stem}.${isPdf ? 'pdf' : 'png'}`;
      const fileType = isPdf ? 'application/pdf' : 'image/png';
      await storage.put({ visibility: 'private', key: fileKey }, bytes, { contentType: fileType });
      let thumbnailKey: string | null = null;
      if (!isPdf) {
        const thumb = await makeThumbnail(bytes);
        if (thumb) {
          thumbnailKey = `${stem}-thumb.jpg`;
          await storage.put({ visibility: 'private', key: thumbnailKey }, thumb, { contentType: 'image/jpeg' });
        }
      }
      file = { fileKey, fileName: seed.fileName ?? `asset.${isPdf ? 'pdf' : 'png'}`, fileType, fileSize: bytes.length, thumbnailKey };
    }
    const createdAt = new Date(now.getTime() - seed.age * 86_400_000);
    await db.insert(marketingAssets).values({
      id,
      brandId: brand?.id ?? null,
      title: seed.title,
      description: seed.description,
      type: seed.type,
      category: seed.category,
      status: seed.archived ? 'archived' : 'active',
      validFrom: seed.from === undefined ? null : addCalendarDays(today, seed.from),
      validUntil: seed.until === undefined ? null : addCalendarDays(today, seed.until),
      videoUrl: seed.make.kind === 'video' ? seed.make.url : null,
      ...file,
      createdBy: franchisorId,
      createdAt,
      updatedAt: createdAt,
    });
    const rows: (typeof marketingAssetDownloads.$inferInsert)[] = [];
    for (const [code, n] of Object.entries(seed.downloads ?? {})) {
      const loc = locationByCode.get(code);
      if (!loc) continue;
      for (let i = 0; i < n; i++) {
        const at = new Date(createdAt.getTime() + ((i + 1) * (now.getTime() - createdAt.getTime())) / (n + 1));
        rows.push({ assetId: id, locationId: loc.id, userId: loc.ownerId, downloadedAt: at });
      }
    }
    // The trigger of migration 0021 keeps download_count equal to these rows.
    if (rows.length) await db.insert(marketingAssetDownloads).values(rows);
  }
}
