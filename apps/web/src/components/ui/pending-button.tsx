import type { ButtonHTMLAttributes, MouseEvent } from 'react';

interface PendingButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Waiting for the answer to what this button sent: clicks (and its form's submit) are ignored. */
  pending: boolean;
}

/**
 * A button that sends something and waits for the answer (a submit button unless `type` says
 * otherwise). While pending it is `aria-disabled`, not `disabled`: a disabled button drops the
 * focus to the page, so after the server's answer (an error, say) a keyboard or screen-reader user
 * would start again from the top, and Escape no longer reaches an open dialog. It keeps its focus
 * and ignores clicks, and Enter in its form, until the answer is in. `disabled` stays for a
 * button that cannot be used at all.
 */
export function PendingButton({ pending, type = 'submit', onClick, ...rest }: PendingButtonProps) {
  function click(event: MouseEvent<HTMLButtonElement>) {
    if (pending) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  return <button {...rest} type={type} aria-disabled={pending || undefined} onClick={click} />;
}
