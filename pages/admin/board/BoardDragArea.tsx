// Dragging cards between columns, with a mouse or a finger. A mouse drag starts once the pointer has
// moved a few pixels (a click still opens the lead); a finger must rest on the card for a moment
// first, so a swipe still scrolls the board and the page. The card being dragged follows the pointer
// above every column (an overlay), and the board scrolls sideways when it nears an edge.
import {
  DndContext,
  DragOverlay,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useState } from 'react';
import type { AdminLead } from '../../../site/admin-types.js';
import { leadStages, type LeadStage } from '../../../site/pipeline/stages.js';
import { BoardCard } from './BoardCard.js';

const MOUSE_DISTANCE_PX = 6;
const TOUCH_HOLD_MS = 250;
const TOUCH_TOLERANCE_PX = 8;

const isStage = (id: unknown): id is LeadStage => leadStages.includes(id as LeadStage);

export function BoardDragArea({
  onDrop,
  children,
}: {
  onDrop: (lead: AdminLead, stage: LeadStage) => void;
  children: React.ReactNode;
}) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: MOUSE_DISTANCE_PX } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_HOLD_MS, tolerance: TOUCH_TOLERANCE_PX } }),
  );
  const [dragged, setDragged] = useState<AdminLead | null>(null);
  const leadOf = (event: DragStartEvent | DragEndEvent) =>
    (event.active.data.current as { lead?: AdminLead } | undefined)?.lead ?? null;
  return (
    <DndContext
      sensors={sensors}
      onDragStart={(event) => setDragged(leadOf(event))}
      onDragCancel={() => setDragged(null)}
      onDragEnd={(event) => {
        setDragged(null);
        const lead = leadOf(event);
        const stage = event.over?.id;
        if (lead && isStage(stage) && stage !== lead.stage) onDrop(lead, stage);
      }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <div className="rotate-1 cursor-grabbing shadow-xl">
            <BoardCard lead={dragged} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
