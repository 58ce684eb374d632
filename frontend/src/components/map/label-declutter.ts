/** A label placed on screen: its anchor in pixels, its text, and how far above the anchor it is drawn. */
export interface PlacedLabel {
  id: string;
  x: number;
  y: number;
  text: string;
  offsetY?: number;
}

/** Label box size in pixels at 12 px type, as drawn above its marker (deck.gl TextLayer, background on). */
const CHAR_WIDTH_PX = 7;
const PADDING_PX = 8;
const HEIGHT_PX = 18;
/** Business labels sit above their marker; other labels say their own offset. */
export const MARKER_LABEL_OFFSET_Y_PX = -16;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const boxOf = (label: PlacedLabel): Box => {
  const width = label.text.length * CHAR_WIDTH_PX + PADDING_PX;
  const centerY = label.y + (label.offsetY ?? MARKER_LABEL_OFFSET_Y_PX);
  return {
    left: label.x - width / 2,
    right: label.x + width / 2,
    top: centerY - HEIGHT_PX / 2,
    bottom: centerY + HEIGHT_PX / 2,
  };
};

const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The labels to draw so that none overlaps another: greedily, in the order given (first wins). The markers
 * all stay on the map; a hidden label shows once zooming in gives it room.
 */
export function labelsWithoutOverlap(labels: readonly PlacedLabel[]): Set<string> {
  const kept: Box[] = [];
  const visible = new Set<string>();
  for (const label of labels) {
    const box = boxOf(label);
    if (kept.some((other) => overlap(box, other))) continue;
    kept.push(box);
    visible.add(label.id);
  }
  return visible;
}
