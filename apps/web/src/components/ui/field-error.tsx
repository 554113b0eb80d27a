import { ContactText } from './contact-text.tsx';

/**
 * An error announced as soon as it appears; `id` lets the field point at it. `locationDetails`
 * links the message's "Location details" to a branch's page.
 */
export function FieldError({
  id,
  message,
  locationDetails,
}: {
  id: string;
  message: string;
  locationDetails?: string;
}) {
  return (
    <p id={id} role="alert" className="alert field-error">
      <ContactText text={message} locationDetails={locationDetails} />
    </p>
  );
}
