/**
 * Inline styles of the e-mails' HTML part (mail clients drop style sheets), so a 360 px phone
 * shows the whole mail.
 *
 * A value or text block wraps a long word or address anywhere: `anywhere` lets its cell shrink
 * below its longest word, so a long e-mail address or reference never widens the mail.
 */
export const WRAP = 'overflow-wrap:anywhere;word-break:break-word';

/**
 * A label (a details label, a charge's description, a section title) breaks only between words:
 * with `anywhere` its cell's narrowest width would be one letter and the table would squeeze the
 * label column to "Vehic / le". `break-word` keeps its longest word as its narrowest width.
 * Set on the cell itself: both properties are inherited from the body's `WRAP`.
 */
export const LABEL = 'overflow-wrap:break-word;word-break:normal';

/** An amount stays on one line (its spaces are no-break already). */
export const AMOUNT = 'white-space:nowrap';

/** A table as wide as the screen and never wider. */
export const FULL_WIDTH_TABLE =
  'width="100%" style="width:100%;max-width:640px;border-collapse:collapse"';
