/**
 * Inline styles of the e-mails' HTML part (mail clients drop style sheets). Every cell and text
 * block wraps a long word or address anywhere, so a 360 px phone shows the whole mail.
 */
export const WRAP = 'overflow-wrap:anywhere;word-break:break-word';

/** An amount stays on one line (its spaces are no-break already). */
export const AMOUNT = 'white-space:nowrap';

/** A table as wide as the screen and never wider. */
export const FULL_WIDTH_TABLE =
  'width="100%" style="width:100%;max-width:640px;border-collapse:collapse"';
