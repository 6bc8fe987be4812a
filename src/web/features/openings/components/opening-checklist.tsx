import { useState } from 'react';
import type { Opening } from '../../../../shared/openings.contracts';
import { SectionCard } from '../../../components/section-card';
import { bySection } from '../opening-format';
import { OpeningItemRow, type ItemAction } from './opening-item-row';
import { RejectItemDialog } from './reject-item-dialog';
import { UploadItemDialog } from './upload-item-dialog';

/** The whole checklist, section by section, with the upload and reject dialogs its rows open. */
export function OpeningChecklist({ opening, side }: { opening: Opening; side: 'franchisee' | 'head_office' }) {
  const [action, setAction] = useState<ItemAction | null>(null);
  const close = () => setAction(null);
  return (
    <>
      {bySection(opening.items).map((s) => (
        <SectionCard key={s.section} title={s.section} contentClassName="py-0 sm:py-0">
          <ul aria-label={s.section}>
            {s.items.map((item) => (
              <OpeningItemRow key={item.id} opening={opening} item={item} side={side} onAction={setAction} />
            ))}
          </ul>
        </SectionCard>
      ))}
      {/* Mounted only while open, so each opening of a dialog starts with no old file, reason or error. */}
      {action?.kind === 'upload' ? <UploadItemDialog openingId={opening.id} item={action.item} onClose={close} /> : null}
      {action?.kind === 'reject' ? <RejectItemDialog openingId={opening.id} item={action.item} onClose={close} /> : null}
    </>
  );
}
