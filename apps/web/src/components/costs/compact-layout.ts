/**
 * Below this width the quote screen and the booking steps stack in one column: the cost panel
 * comes after everything, and a sticky price bar carries the total and the primary action.
 */
export const COMPACT_LAYOUT = '(max-width: 899.98px)';
