import { ContactText } from './contact-text.tsx';

/** An error announced as soon as it appears; `id` lets the field point at it. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} role="alert" className="alert field-error">
      <ContactText text={message} />
    </p>
  );
}
