const SITE_NAME = 'Bluu Car Rental';

/** Sets document.title for the page it is rendered in. */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | ${SITE_NAME}` : SITE_NAME}</title>;
}
