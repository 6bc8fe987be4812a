import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../lib/pdf/render';
import type { Answer, StoredQuestion, StoredSection } from '../../../shared/audits.contracts';
import { formatCalendarDate } from '../../../shared/time';

export interface AuditReportData {
  auditId: string;
  storeName: string;
  brandName: string;
  templateName: string;
  version: number;
  date: string;
  auditorName: string;
  scorePercent: number;
  passMarkPercent: number;
  passed: boolean;
  criticalFailures: number;
  sections: StoredSection[];
  answers: Answer[];
  failed: string[];
  photos: { id: string; questionId: string | null; key: string; contentType: string; dataUrl?: string }[];
}

function answerText(q: StoredQuestion, a: Answer | undefined): string {
  if (!a) return '—';
  if (a.na) return 'Not applicable';
  switch (q.kind) {
    case 'yes_no':
      return a.value === 'yes' ? 'Yes' : 'No';
    case 'score':
      return `${a.value} / ${q.maxScore}`;
    case 'number':
      return `${a.value}${q.unit ? ` ${q.unit}` : ''}`;
    case 'choice':
      return q.choices?.[Number(a.value)]?.label ?? String(a.value);
  }
}

/** The approved audit's report: score, result, every answer by section, failed questions marked, photos inline. */
export function renderAuditReport(d: AuditReportData): Promise<Buffer> {
  const content: Content[] = [
    { text: 'FranchiseHub — Brand-standards audit', style: 'brand' },
    { text: `${d.storeName} (${d.brandName})`, style: 'title', margin: [0, 8, 0, 4] },
    {
      text: `${d.templateName}, version ${d.version} · ${formatCalendarDate(d.date)} · Auditor: ${d.auditorName || '—'}`,
      style: 'small',
    },
    {
      text: `Score ${d.scorePercent}% (pass mark ${d.passMarkPercent}%) — ${d.passed ? 'PASSED' : 'FAILED'}${
        d.criticalFailures ? ` · ${d.criticalFailures} critical failure(s)` : ''
      }`,
      style: 'score',
      margin: [0, 10, 0, 10],
    },
  ];
  for (const s of d.sections) {
    content.push({ text: s.title, style: 'section', margin: [0, 10, 0, 4] });
    for (const q of s.questions) {
      const a = d.answers.find((x) => x.questionId === q.id);
      const failed = d.failed.includes(q.id);
      content.push({
        columns: [
          { width: '*', text: `${q.critical ? '[Critical] ' : ''}${q.prompt}` },
          { width: 120, text: answerText(q, a), bold: failed, color: failed ? '#B91C1C' : '#111827' },
        ],
        margin: [0, 2, 0, 2],
      });
      if (a?.comment) content.push({ text: `Comment: ${a.comment}`, style: 'small', margin: [10, 0, 0, 2] });
      for (const p of d.photos.filter((x) => x.questionId === q.id && x.dataUrl)) {
        content.push({ image: p.dataUrl!, fit: [240, 180], margin: [10, 4, 0, 6] });
      }
    }
  }
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    info: { title: `Audit report – ${d.storeName}`, author: 'FranchiseHub', subject: d.auditId },
    content,
    styles: {
      brand: { fontSize: 10, color: '#1D4ED8', bold: true },
      title: { fontSize: 18, bold: true },
      small: { fontSize: 9, color: '#4B5563' },
      score: { fontSize: 14, bold: true },
      section: { fontSize: 12, bold: true, color: '#1F2937' },
    },
    defaultStyle: { fontSize: 10 },
  };
  return renderPdf(definition);
}
