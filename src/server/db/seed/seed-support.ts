import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../client';
import { locations, supportTicketAttachments, supportTicketHistory, supportTicketMessages, supportTickets, userProfiles } from '../schema';
import type { Storage } from '../../lib/storage';
import { renderPdf } from '../../lib/pdf/render';
import { formatTicketNumber, type TicketCategory, type TicketPriority, type TicketStatus } from '../../../shared/support.contracts';

const MINUTE = 60_000;

/** Who speaks in a seeded conversation: the ticket's franchisee, or a head-office account by e-mail. */
type Speaker = 'franchisee' | 'franchisor@demo.com' | 'finance@demo.com' | 'admin@demo.com';

interface SeedFile {
  name: string;
  title: string;
  lines: string[];
}
interface SeedMessage {
  /** Minutes after the ticket was raised. */
  at: number;
  by: Speaker;
  body: string;
  file?: SeedFile;
}
interface SeedTicket {
  location: string;
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  description: string;
  /** Raised this many minutes before `now`. */
  ageMinutes: number;
  sourceUrl?: string;
  file?: SeedFile;
  assignee?: Speaker;
  /** Minutes after raising when it was assigned. */
  assignedAt?: number;
  messages: SeedMessage[];
  /** Status moves after the replies' own open → in_progress: [minutes after raising, status, by, note]. */
  moves?: [number, TicketStatus, Speaker, string | null][];
}

/**
 * Support conversations for the demo (issue 15): the demo franchisee (Maria, two locations) has tickets in every
 * status and category with head office's replies by John Franchisor (one resolved two days ago, so it can still be
 * reopened, and one closed); a few other franchisees' tickets fill the head-office queue (one unanswered for a day,
 * one resolved too long ago to reopen). Files (small PDFs) are stored only when storage is given.
 */
const TICKETS: SeedTicket[] = [
  {
    location: 'LJ-BGC-001',
    subject: 'Training schedule for three new crew members',
    category: 'Training',
    priority: 'Low',
    description:
      'We hired three new crew members who start on Monday. Can head office schedule the Brand Orientation and Food Safety modules with a trainer, or should they do them online first?',
    ageMinutes: 16 * 24 * 60,
    assignee: 'franchisor@demo.com',
    assignedAt: 30,
    messages: [
      {
        at: 95,
        by: 'franchisor@demo.com',
        body: 'Welcome to the new crew! Please have them complete Brand Orientation and Food Safety online this week; our trainer Rina will visit BGC on Thursday for the hands-on session.',
      },
      { at: 180, by: 'franchisee', body: 'Perfect, they will finish the online modules by Wednesday. Thank you!' },
      { at: 2 * 24 * 60, by: 'franchisor@demo.com', body: 'Rina confirmed Thursday 9:00 AM. Marking this as resolved.' },
    ],
    moves: [
      [2 * 24 * 60 + 5, 'resolved', 'franchisor@demo.com', 'Trainer visit scheduled'],
      [4 * 24 * 60, 'closed', 'franchisee', 'All three completed the training.'],
    ],
  },
  {
    location: 'LJ-CEB-002',
    subject: 'Lemon deliveries arrived late twice this week',
    category: 'Operations',
    priority: 'High',
    description:
      'The Tuesday and Thursday lemon deliveries came after 11 AM instead of before opening. We ran out of fresh lemonade by lunch both days.',
    ageMinutes: 12 * 24 * 60,
    assignee: 'franchisor@demo.com',
    assignedAt: 20,
    messages: [
      {
        at: 40,
        by: 'franchisor@demo.com',
        body: 'Sorry about this. We have raised it with Cebu Fresh Produce; their truck was rerouted. They committed to a 7:30 AM window from next week.',
      },
      { at: 3 * 24 * 60, by: 'franchisee', body: 'Deliveries this week were on time. Thank you.' },
    ],
    moves: [[3 * 24 * 60 + 30, 'resolved', 'franchisor@demo.com', 'Supplier delivery window fixed']],
  },
  {
    location: 'SE-MKT-001',
    subject: 'October royalty statement shows the wrong sales total',
    category: 'Financial',
    priority: 'High',
    description:
      'The October royalty statement for Makati uses ₱612,400 gross sales, but our approved daily sales add up to ₱598,150. One day seems to be counted twice (October 14).',
    ageMinutes: 6 * 24 * 60,
    sourceUrl: '/franchisee/financial-dashboard',
    assignee: 'finance@demo.com',
    assignedAt: 45,
    messages: [
      {
        at: 120,
        by: 'finance@demo.com',
        body: 'Thanks for flagging this. October 14 was imported twice from the POS file. We will correct the statement and send the adjusted figures.',
      },
      { at: 150, by: 'franchisee', body: 'Great, thank you. Will the adjustment show on the November invoice or a new one?' },
      {
        at: 4 * 24 * 60,
        by: 'finance@demo.com',
        body: 'The statement is adjusted and the difference is credited on a corrected invoice. The corrected statement is attached.',
        file: {
          name: 'royalty-statement-october-corrected.pdf',
          title: 'Royalty Statement – October (corrected)',
          lines: ['Siomai Express – Makati', 'Gross sales: ₱598,150.00', 'Royalty (6%): ₱35,889.00', 'Marketing fee (2%): ₱11,963.00'],
        },
      },
    ],
    moves: [[4 * 24 * 60 + 10, 'resolved', 'finance@demo.com', 'Statement corrected']],
  },
  {
    location: 'SE-MKT-001',
    subject: 'Receipt printer stopped printing after the POS update',
    category: 'Technical',
    priority: 'High',
    description:
      'Since the POS update on Saturday the receipt printer shows "paper error" although it has paper. We are writing receipts by hand. The error log from the POS is attached.',
    ageMinutes: 2 * 24 * 60,
    sourceUrl: '/franchisee-dashboard',
    file: {
      name: 'pos-error-log.pdf',
      title: 'POS Error Log',
      lines: [
        'Terminal: SE-MKT-001-POS1',
        'Printer: TM-T82III (USB)',
        'Error: PRN-204 paper end sensor',
        'First seen: after update 4.12.0',
      ],
    },
    assignee: 'franchisor@demo.com',
    assignedAt: 25,
    messages: [
      {
        at: 45,
        by: 'franchisor@demo.com',
        body: 'Thanks for the log. PRN-204 after update 4.12.0 is a known driver issue. Please unplug the printer, restart the POS and plug the printer back in. Does the error stay?',
      },
      { at: 5 * 60, by: 'franchisee', body: 'Restarted as you said. It printed two receipts and then the error came back.' },
      {
        at: 24 * 60,
        by: 'franchisor@demo.com',
        body: 'Our IT partner will install the fixed driver remotely tonight after closing. Please leave the POS switched on.',
      },
    ],
  },
  {
    location: 'SE-QC-002',
    subject: 'Cannot open the sales report page on the store tablet',
    category: 'Technical',
    priority: 'Medium',
    description: 'The daily sales page stays blank on the store tablet (Chrome). It works on my phone. The tablet was updated last week.',
    ageMinutes: 26 * 60,
    messages: [{ at: 20 * 60, by: 'franchisee', body: 'Still blank today. We entered yesterday’s sales from my phone.' }],
  },
  {
    location: 'SE-MKT-001',
    subject: 'Freezer temperature alarm keeps going off',
    category: 'Operations',
    priority: 'Urgent',
    description:
      'The display freezer alarm has sounded four times since opening; the thermometer reads -12°C instead of -18°C. We moved the siomai stock to the back freezer for now.',
    ageMinutes: 5 * 60,
    assignee: 'franchisor@demo.com',
    assignedAt: 10,
    messages: [
      {
        at: 20,
        by: 'franchisor@demo.com',
        body: 'Good call moving the stock. A technician from CoolServe is on the way and should arrive within two hours. Please keep the freezer door closed until then.',
      },
      { at: 3 * 60, by: 'franchisee', body: 'The technician is here and is checking the compressor.' },
    ],
  },
  {
    location: 'KK-ORT-001',
    subject: 'Grand opening promo materials for the Ortigas store',
    category: 'Other',
    priority: 'Low',
    description:
      'Which promo materials (tarpaulins, flyers, standees) are included for a grand opening, and how early should we order them?',
    ageMinutes: 4 * 60,
    assignee: 'admin@demo.com',
    assignedAt: 60,
    messages: [],
  },
  {
    location: 'LJ-BGC-001',
    subject: 'Updated summer menu board files',
    category: 'Marketing',
    priority: 'Medium',
    description:
      'We need the print files of the new summer menu boards (Calamansi Cooler and Mango Lemonade) in the 120 × 60 cm size for BGC. The marketing assets only have the 90 × 45 cm version.',
    ageMinutes: 3 * 60,
    sourceUrl: '/franchisee/marketing-assets',
    messages: [],
  },
];

const fileKey = (ticketId: string) => `support-tickets/${ticketId}/${randomBytes(8).toString('hex')}.pdf`;

function pdfOf(file: SeedFile): Promise<Buffer> {
  return renderPdf({
    info: { title: file.title },
    pageSize: 'A4',
    pageMargins: [48, 56, 48, 56],
    content: [
      { text: file.title, fontSize: 18, bold: true, margin: [0, 0, 0, 12] },
      ...file.lines.map((line) => ({ text: line, margin: [0, 0, 0, 6] as [number, number, number, number] })),
    ],
  });
}

/** Demo data of the support area (issue 15), seeded once with the demo network. */
export async function seedSupport(db: Db, ctx: { now: Date; franchisorId: string; storage?: Storage }): Promise<void> {
  const { now, franchisorId, storage } = ctx;
  const codes = [...new Set(TICKETS.map((t) => t.location))];
  const locs = await db
    .select({ id: locations.id, code: locations.code, ownerId: locations.ownerId })
    .from(locations)
    .where(inArray(locations.code, codes));
  const locationOf = new Map(locs.map((l) => [l.code, l]));
  const staff = await db
    .select({ id: userProfiles.id, email: userProfiles.email })
    .from(userProfiles)
    .where(inArray(userProfiles.email, ['franchisor@demo.com', 'finance@demo.com', 'admin@demo.com']));
  const staffId = new Map(staff.map((s) => [s.email, s.id]));

  // Oldest first, so ticket numbers grow with time.
  for (const seed of [...TICKETS].sort((a, b) => b.ageMinutes - a.ageMinutes)) {
    const loc = locationOf.get(seed.location);
    if (!loc?.ownerId) continue;
    const ownerId = loc.ownerId;
    const who = (s: Speaker) => (s === 'franchisee' ? ownerId : (staffId.get(s) ?? franchisorId));
    const raised = new Date(now.getTime() - seed.ageMinutes * MINUTE);
    const at = (minutes: number) => new Date(raised.getTime() + minutes * MINUTE);
    const [{ n }] = rowsOf<{ n: string }>(await db.execute(sql`select nextval('support_ticket_number_seq')::text as n`));

    let status: TicketStatus = 'open';
    let firstResponseAt: Date | null = null;
    let resolvedAt: Date | null = null;
    let closedAt: Date | null = null;
    let lastActivityAt = raised;
    const history: (typeof supportTicketHistory.$inferInsert)[] = [];
    // Replies and moves in time order.
    type Event = { at: number } & (
      { kind: 'message'; m: SeedMessage } | { kind: 'move'; to: TicketStatus; by: Speaker; note: string | null } | { kind: 'assign' }
    );
    const events: Event[] = [
      ...seed.messages.map((m) => ({ at: m.at, kind: 'message' as const, m })),
      ...(seed.moves ?? []).map(([m, to, by, note]) => ({ at: m, kind: 'move' as const, to, by, note })),
      ...(seed.assignee ? [{ at: seed.assignedAt ?? 0, kind: 'assign' as const }] : []),
    ].sort((a, b) => a.at - b.at);

    const [ticket] = await db
      .insert(supportTickets)
      .values({
        ticketNumber: formatTicketNumber(BigInt(n)),
        locationId: loc.id,
        createdBy: ownerId,
        subject: seed.subject,
        category: seed.category,
        priority: seed.priority,
        description: seed.description,
        sourceUrl: seed.sourceUrl ?? null,
        createdAt: raised,
        updatedAt: raised,
        lastActivityAt: raised,
      })
      .returning({ id: supportTickets.id });
    history.push({ ticketId: ticket.id, fromStatus: null, toStatus: 'open', changedBy: ownerId, changedAt: raised });

    const files: (typeof supportTicketAttachments.$inferInsert)[] = [];
    const addFile = async (file: SeedFile, messageId: string | null, by: string, when: Date) => {
      if (!storage) return;
      const bytes = await pdfOf(file);
      const key = fileKey(ticket.id);
      await storage.put({ visibility: 'private', key }, bytes, { contentType: 'application/pdf' });
      files.push({
        ticketId: ticket.id,
        messageId,
        fileKey: key,
        fileName: file.name,
        fileType: 'application/pdf',
        fileSize: bytes.length,
        uploadedBy: by,
        createdAt: when,
      });
    };
    if (seed.file) await addFile(seed.file, null, ownerId, raised);

    for (const e of events) {
      const when = at(e.at);
      lastActivityAt = when;
      if (e.kind === 'assign') {
        history.push({
          ticketId: ticket.id,
          fromStatus: status,
          toStatus: status,
          assignedTo: who(seed.assignee!),
          changedBy: franchisorId,
          changedAt: when,
        });
      } else if (e.kind === 'message') {
        const author = who(e.m.by);
        const [message] = await db
          .insert(supportTicketMessages)
          .values({ ticketId: ticket.id, authorId: author, body: e.m.body, createdAt: when })
          .returning({ id: supportTicketMessages.id });
        if (e.m.file) await addFile(e.m.file, message.id, author, when);
        if (e.m.by !== 'franchisee') {
          firstResponseAt ??= when;
          if (status === 'open') {
            history.push({
              ticketId: ticket.id,
              fromStatus: 'open',
              toStatus: 'in_progress',
              note: 'Head office replied',
              changedBy: author,
              changedAt: when,
            });
            status = 'in_progress';
          }
        }
      } else {
        history.push({ ticketId: ticket.id, fromStatus: status, toStatus: e.to, note: e.note, changedBy: who(e.by), changedAt: when });
        status = e.to;
        if (e.to === 'resolved') resolvedAt = when;
        if (e.to === 'closed') closedAt = when;
      }
    }
    if (files.length) await db.insert(supportTicketAttachments).values(files);
    await db.insert(supportTicketHistory).values(history);
    await db
      .update(supportTickets)
      .set({
        status,
        assignedTo: seed.assignee ? who(seed.assignee) : null,
        firstResponseAt,
        resolvedAt,
        closedAt,
        lastActivityAt,
        updatedAt: lastActivityAt,
      })
      .where(eq(supportTickets.id, ticket.id));
  }
}
