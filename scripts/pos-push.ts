/**
 * The reference client of the POS feed (issue 36, docs/pos-feed.md): pushes one day's Z-report, or a file of
 * receipts, to a FranchiseHub server with a location API key, and prints the server's answer item by item.
 *
 *   POS_KEY=fhpos_… npx tsx scripts/pos-push.ts day --date 2026-11-20 --gross 48750.00 --discounts 1250 \
 *       --refunds 200 --voids 150 --transactions 312 --cash 22150 --card 15000 --digital 10000
 *   POS_KEY=fhpos_… npx tsx scripts/pos-push.ts day … --items "SIO-PORK-12:140:7000,ICED-TEA:60:4650.50"
 *   POS_KEY=fhpos_… npx tsx scripts/pos-push.ts receipts receipts.json      # a JSON array, or { "receipts": [...] }
 *
 * Options: --url (default $POS_URL or http://localhost:3000), --key (default $POS_KEY), --idempotency-key <key>.
 * Amounts are pesos (two decimals at most); the feed takes centavos, so they are converted here. Exit status: 0 when
 * every item was accepted, 1 when the server refused the call or any item, 2 for a usage mistake.
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { POS_MAX_RECEIPTS, ZPosDay, type PosDailySalesResult, type PosReceiptsResult } from '../src/shared/pos.contracts';

type Flags = Record<string, string>;

function parseArgs(argv: string[]): { command: string | undefined; positional: string[]; flags: Flags } {
  const flags: Flags = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith('--')) {
      const [name, inline] = a.slice(2).split('=', 2);
      flags[name] = inline ?? argv[++i] ?? '';
    } else positional.push(a);
  }
  return { command: positional[0], positional: positional.slice(1), flags };
}

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(
    'Usage: pos-push.ts day --date YYYY-MM-DD --gross PESOS [--discounts] [--refunds] [--voids] --transactions N [--net] [--cash] [--card] [--digital]\n' +
      '           [--items SKU:QTY:PESOS,SKU:QTY:PESOS…]   (items sold, amounts without thousands separators)\n' +
      '       pos-push.ts receipts FILE.json\n' +
      'Options: --url URL (or POS_URL), --key KEY (or POS_KEY), --idempotency-key KEY',
  );
  process.exit(2);
}

/** `SKU:QTY:PESOS,…` → the Z-report's items sold by SKU. */
export function itemsSold(text: string) {
  return text
    .split(',')
    .filter((entry) => entry.trim())
    .map((entry) => {
      const [sku, quantity, pesos] = entry.split(':').map((part) => part.trim());
      if (!sku || !/^\d+$/.test(quantity ?? '') || pesos === undefined) usage(`Items: "${entry}" is not SKU:QTY:PESOS.`);
      return { sku, quantity: Number(quantity), netCentavos: centavos(pesos, `Item ${sku}`) };
    });
}

/** Pesos as typed (48750.00, 48,750) → centavos, exactly (no floating point). */
export function centavos(text: string | undefined, label: string): number {
  if (text === undefined || text === '') return 0;
  const clean = text.replace(/,/g, '');
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(clean);
  if (!m) usage(`${label}: "${text}" is not an amount in pesos.`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

async function post(url: string, key: string, body: unknown, idempotencyKey: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON: printed as it is */
  }
  return { status: res.status, json };
}

async function main() {
  const { command, positional, flags } = parseArgs(process.argv.slice(2));
  const base = (flags.url ?? process.env.POS_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  const key = flags.key ?? process.env.POS_KEY;
  if (!key) usage('Give the location key with --key or POS_KEY.');
  const idempotencyKey = flags['idempotency-key'] ?? `pos-push-${randomUUID()}`;

  if (command === 'day') {
    if (!flags.date) usage('Give the day with --date YYYY-MM-DD.');
    const gross = centavos(flags.gross, 'Gross');
    const discounts = centavos(flags.discounts, 'Discounts');
    const refunds = centavos(flags.refunds, 'Refunds');
    const voids = centavos(flags.voids, 'Voids');
    const day = {
      salesDate: flags.date,
      grossCentavos: gross,
      discountsCentavos: discounts,
      refundsCentavos: refunds,
      voidsCentavos: voids,
      netCentavos: flags.net ? centavos(flags.net, 'Net') : gross - discounts - refunds - voids,
      transactions: Number(flags.transactions ?? 0),
      payments: {
        cashCentavos: centavos(flags.cash, 'Cash'),
        cardCentavos: centavos(flags.card, 'Card'),
        digitalCentavos: centavos(flags.digital, 'Digital'),
      },
      ...(flags.items ? { items: itemsSold(flags.items) } : {}),
    };
    // The same contract the server checks: a mistake is shown before anything is sent.
    const checked = ZPosDay.safeParse(day);
    if (!checked.success) {
      for (const i of checked.error.issues) console.error(`  ${i.path.join('.') || 'day'}: ${i.message}`);
      process.exit(1);
    }
    const res = await post(`${base}/api/pos/v1/daily-sales`, key, { days: [day] }, idempotencyKey);
    if (res.status !== 200) {
      console.error(`Refused (${res.status}):`, JSON.stringify(res.json));
      process.exit(1);
    }
    const out = res.json as PosDailySalesResult;
    for (const r of out.results)
      console.log(
        r.ok
          ? `${r.salesDate}: ${r.outcome}`
          : `${r.salesDate ?? `day ${r.index}`}: ${r.errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`,
      );
    process.exit(out.rejected ? 1 : 0);
  }

  if (command === 'receipts') {
    const file = positional[0];
    if (!file) usage('Give the receipts file (JSON).');
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    const receipts = Array.isArray(parsed) ? parsed : (parsed as { receipts?: unknown[] }).receipts;
    if (!Array.isArray(receipts) || receipts.length === 0) usage(`${file} holds no receipts.`);
    let failed = false;
    for (let start = 0; start < receipts.length; start += POS_MAX_RECEIPTS) {
      const batch = receipts.slice(start, start + POS_MAX_RECEIPTS);
      const res = await post(`${base}/api/pos/v1/receipts`, key, { receipts: batch }, `${idempotencyKey}-${start}`);
      if (res.status !== 200) {
        console.error(`Refused (${res.status}):`, JSON.stringify(res.json));
        process.exit(1);
      }
      const out = res.json as PosReceiptsResult;
      console.log(
        `Receipts ${start + 1}–${start + batch.length}: ${out.accepted} stored, ${out.duplicates} already received, ${out.rejected} refused`,
      );
      for (const r of out.results.filter((x) => !x.ok))
        console.log(`  ${r.receiptId ?? `receipt ${start + r.index}`}: ${r.errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`);
      for (const d of out.days)
        console.log(`  ${d.salesDate}: ${d.outcome}, net ₱${(d.netCentavos / 100).toFixed(2)}, ${d.transactions} receipts`);
      failed ||= out.rejected > 0;
    }
    process.exit(failed ? 1 : 0);
  }
  usage(command ? `Unknown command "${command}".` : undefined);
}

void main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
