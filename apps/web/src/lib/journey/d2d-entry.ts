/**
 * Whether a history entry's state is meant for a D2D step (its `d2d` mark), told without its
 * schema so that pages load the D2D screens only when they are needed.
 */
export function isD2dEntry(state: unknown, kind: 'quote' | 'booking'): boolean {
  return typeof state === 'object' && state !== null && (state as { d2d?: unknown }).d2d === kind;
}
