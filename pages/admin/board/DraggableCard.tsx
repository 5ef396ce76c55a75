// A card that can be picked up and dropped on another column (BoardDragArea). A lead kept in the
// company's Odoo moves there, not here, so its card stays put. While dragged, its place in the
// column stays, faded, and the overlay shows the card moving.
import { useDraggable } from '@dnd-kit/core';
import type { AdminLead } from '../../../site/admin-types.js';

export function DraggableCard({ lead, children }: { lead: AdminLead; children: React.ReactNode }) {
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: lead.id,
    data: { lead },
    disabled: lead.odooLeadId !== null,
  });
  // The listeners only: "Move to…" is the card's keyboard way, so the card itself is not made a button.
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      data-dragging={isDragging || undefined}
      className={`${lead.odooLeadId === null ? 'cursor-grab' : ''} ${isDragging ? 'opacity-40' : ''}`}
    >
      {children}
    </div>
  );
}
