import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../lib/pdf/render';
import { formatManila } from '../../../shared/time';

export interface CertificateData {
  learnerName: string;
  programTitle: string;
  brandName: string;
  completedAt: Date;
  certificateNumber: string;
}

/** The completion certificate (A4 landscape, the PDF kit's fonts); the date is the Manila calendar day. */
export function renderCertificate(d: CertificateData): Promise<Buffer> {
  const date = formatManila(d.completedAt, 'MMMM d, yyyy');
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [60, 60, 60, 60],
    info: { title: `Certificate of Completion – ${d.programTitle}`, author: 'FranchiseHub', subject: d.certificateNumber },
    background: (_page, size) => ({
      canvas: [
        { type: 'rect', x: 24, y: 24, w: size.width - 48, h: size.height - 48, lineWidth: 3, lineColor: '#1D4ED8' },
        { type: 'rect', x: 32, y: 32, w: size.width - 64, h: size.height - 64, lineWidth: 1, lineColor: '#F59E0B' },
      ],
    }),
    content: [
      { text: 'FranchiseHub', style: 'brand', margin: [0, 20, 0, 0] },
      { text: 'Certificate of Completion', style: 'title', margin: [0, 24, 0, 24] },
      { text: 'This certifies that', style: 'label' },
      { text: d.learnerName || 'Franchisee', style: 'name', margin: [0, 10, 0, 10] },
      { text: 'has completed the training programme', style: 'label' },
      { text: d.programTitle, style: 'program', margin: [0, 10, 0, 4] },
      { text: d.brandName, style: 'label', margin: [0, 0, 0, 30] },
      {
        columns: [
          {
            stack: [
              { text: 'Date of completion', style: 'small' },
              { text: date, style: 'value' },
            ],
          },
          {
            stack: [
              { text: 'Certificate number', style: 'small' },
              { text: d.certificateNumber, style: 'value' },
            ],
          },
        ],
      },
    ],
    styles: {
      brand: { fontSize: 14, bold: true, color: '#1D4ED8', alignment: 'center' },
      title: { fontSize: 32, bold: true, alignment: 'center' },
      label: { fontSize: 13, alignment: 'center', color: '#374151' },
      name: { fontSize: 28, bold: true, alignment: 'center' },
      program: { fontSize: 20, bold: true, alignment: 'center' },
      small: { fontSize: 10, color: '#6B7280', alignment: 'center' },
      value: { fontSize: 13, bold: true, alignment: 'center' },
    },
  };
  return renderPdf(definition);
}
