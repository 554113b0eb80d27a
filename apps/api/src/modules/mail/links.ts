/**
 * The site's Manage Booking page for a reference, the one link every e-mail gives:
 * `manageBookingLink('https://bluu.example/', 'R23456789') === 'https://bluu.example/manage-booking/?reference=R23456789'`.
 */
export function manageBookingLink(publicUrl: string, reference: string): string {
  return `${publicUrl.replace(/\/$/, '')}/manage-booking/?reference=${encodeURIComponent(reference)}`;
}
