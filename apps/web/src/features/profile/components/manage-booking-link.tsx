import type { MouseEvent } from 'react';
import { Link } from 'react-router';

interface ManageBookingLinkProps {
  reference: string;
  email: string;
  /** Opens the reference in Manage Booking (remembering it with its e-mail first). */
  onOpen: (reference: string, email: string) => void;
}

/**
 * Manage Booking for a listed reference. A plain click opens its status page at once; a new tab
 * (which does not share this tab's session storage) gets the look-up with the reference filled.
 */
export function ManageBookingLink({ reference, email, onOpen }: ManageBookingLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onOpen(reference, email);
  }

  return (
    <Link
      to={`/manage-booking/?reference=${encodeURIComponent(reference)}`}
      className="button button-secondary"
      onClick={handleClick}
    >
      Manage Booking<span className="visually-hidden"> {reference}</span>
    </Link>
  );
}
