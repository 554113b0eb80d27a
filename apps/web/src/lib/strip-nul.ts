const NUL = '\u0000';

/**
 * Keeps NUL characters out of every text field of the page: the server refuses any text that
 * holds one (its input guard), and one pasted into a field is invisible, so the customer could
 * not see what to correct. Removed as it arrives, before React reads the field's value.
 */
export function stripNulFromFields(target: Window = window): () => void {
  function strip(event: Event) {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    const { value, selectionStart: caret } = field;
    if (!value.includes(NUL)) return;
    // The element's own setter, past React's record of the value it last saw, so that React
    // still finds the field changed and reads the cleaned value.
    const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(
      field,
      value.replaceAll(NUL, ''),
    );
    // The caret stays where it was among the characters kept (fields with no caret, such as
    // e-mail inputs, report none).
    if (caret !== null) {
      const kept = caret - (value.slice(0, caret).split(NUL).length - 1);
      field.setSelectionRange(kept, kept);
    }
  }
  target.addEventListener('input', strip, { capture: true });
  return () => target.removeEventListener('input', strip, { capture: true });
}
