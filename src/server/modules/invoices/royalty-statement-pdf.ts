import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { basisPointsToPercent, formatPeso } from '../../../shared/money';
import { formatCalendarDate } from '../../../shared/time';
import { renderPdf } from '../../lib/pdf/render';

/** Everything a royalty statement PDF shows (the finance module gathers it after its permission check). */
export interface RoyaltyStatementPdfData {
  /** The network's name (the location's brand) and the head office's address. */
  issuer: { name: string; tagline: string | null; address: string };
  location: { name: string; code: string; owner: string | null };
  /** "November 2026" and the month's first and last days. */
  period: { label: string; firstDay: string; lastDay: string };
  status: string;
  netSalesCentavos: number;
  approvedDays: number;
  royaltyRateBps: number;
  marketingFeeRateBps: number;
  royaltyCentavos: number;
  marketingFeeCentavos: number;
  adjustments: {
    reason: string;
    amountCentavos: number;
    /** A sales adjustment: the day of a closed month, its old and new net, the royalty and fee delta. */
    sales?: {
      month: string;
      salesDate: string | null;
      oldNetCentavos: number;
      newNetCentavos: number;
      royaltyDeltaCentavos: number;
      feeDeltaCentavos: number;
    } | null;
  }[];
  /** The month's days: awaiting review and missing ones are listed under the lines. */
  days?: { approved: number; inMonth: number; awaitingReviewDates: string[]; missingDates: string[] };
  adjustmentsCentavos: number;
  previousBalanceCentavos: number;
  amountDueCentavos: number;
  invoice: { number: string; dueOn: string } | null;
}

const MUTED = '#555555';

function definition(d: RoyaltyStatementPdfData): TDocumentDefinitions {
  const money = (centavos: number, bold = false) => ({ text: formatPeso(centavos), alignment: 'right' as const, bold });
  const row = (label: string, centavos: number, note = '', bold = false) => [
    { text: label, bold },
    { text: note, color: MUTED },
    money(centavos, bold),
  ];
  const pct = (bps: number) => `${basisPointsToPercent(bps)}% of net sales`;
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 56],
    info: { title: `Royalty statement ${d.location.code} ${d.period.label}`, author: d.issuer.name },
    content: [
      {
        columns: [
          [
            { text: d.issuer.name, style: 'issuer' },
            ...(d.issuer.tagline ? [{ text: d.issuer.tagline, color: MUTED }] : []),
            { text: d.issuer.address, color: MUTED },
          ],
          [
            { text: 'ROYALTY STATEMENT', style: 'title', alignment: 'right' },
            { text: d.period.label, bold: true, alignment: 'right' },
            { text: `Status: ${d.status}`, alignment: 'right' },
          ],
        ],
      },
      {
        margin: [0, 16, 0, 16],
        stack: [
          { text: `Location: ${d.location.name} (${d.location.code})`, bold: true },
          ...(d.location.owner ? [{ text: `Franchisee: ${d.location.owner}` }] : []),
          { text: `Period: ${formatCalendarDate(d.period.firstDay)} – ${formatCalendarDate(d.period.lastDay)}`, color: MUTED },
          ...(d.invoice
            ? [{ text: `Invoice ${d.invoice.number}, due ${formatCalendarDate(d.invoice.dueOn)} (Net 30)`, color: MUTED }]
            : []),
        ],
      },
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: ['*', 'auto', 100],
          body: [
            [
              { text: 'Line', style: 'tableHeader' },
              { text: 'Basis', style: 'tableHeader' },
              { text: 'Amount', style: 'tableHeader', alignment: 'right' },
            ],
            row('Net sales', d.netSalesCentavos, `${d.approvedDays} approved days`),
            row('Royalty', d.royaltyCentavos, pct(d.royaltyRateBps)),
            row('Marketing fee', d.marketingFeeCentavos, pct(d.marketingFeeRateBps)),
            ...d.adjustments.map((a) =>
              a.sales
                ? [
                    {
                      stack: [
                        { text: `Sales adjustment ${a.sales.salesDate ? formatCalendarDate(a.sales.salesDate) : a.sales.month}` },
                        { text: `Net ${formatPeso(a.sales.oldNetCentavos)} to ${formatPeso(a.sales.newNetCentavos)}`, color: MUTED },
                        {
                          text: `Royalty ${formatPeso(a.sales.royaltyDeltaCentavos)}, fee ${formatPeso(a.sales.feeDeltaCentavos)}`,
                          color: MUTED,
                        },
                      ],
                    },
                    { text: 'correction of a billed month', color: MUTED },
                    money(a.amountCentavos),
                  ]
                : row('Adjustment', a.amountCentavos, a.reason),
            ),
            row('Adjustments', d.adjustmentsCentavos, 'total'),
            row('This invoice', d.amountDueCentavos - d.previousBalanceCentavos, 'royalty + marketing fee + adjustments'),
            row('Previous balance', d.previousBalanceCentavos, 'unpaid earlier royalty invoices'),
            row('Amount due', d.amountDueCentavos, '', true),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      ...(d.days
        ? [
            {
              margin: [0, 12, 0, 0] as [number, number, number, number],
              stack: [
                { text: `Days: ${d.days.approved} approved of ${d.days.inMonth}`, bold: true },
                {
                  text: `Awaiting review: ${d.days.awaitingReviewDates.length ? d.days.awaitingReviewDates.map(formatCalendarDate).join(', ') : 'none'}`,
                },
                { text: `Missing days: ${d.days.missingDates.length ? d.days.missingDates.map(formatCalendarDate).join(', ') : 'none'}` },
              ],
            },
          ]
        : []),
      {
        text: 'Royalty and marketing fee are rounded to the nearest centavo (halves away from zero).',
        color: MUTED,
        fontSize: 8,
        margin: [0, 12, 0, 0],
      },
    ],
    footer: (page, pages) => ({
      columns: [
        { text: `${d.issuer.name} · Royalty statement ${d.location.code} ${d.period.label}`, color: MUTED },
        { text: `Page ${page} of ${pages}`, alignment: 'right', color: MUTED },
      ],
      margin: [40, 20, 40, 0],
      fontSize: 8,
    }),
    defaultStyle: { fontSize: 10 },
    styles: { issuer: { fontSize: 18, bold: true }, title: { fontSize: 16, bold: true, color: MUTED }, tableHeader: { bold: true } },
  };
}

/** The statement as a PDF: A4, Roboto (with ₱), one line per figure. */
export function renderRoyaltyStatementPdf(data: RoyaltyStatementPdfData): Promise<Buffer> {
  return renderPdf(definition(data));
}
