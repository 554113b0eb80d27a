/** A file sent with a mail, its content base64-encoded (e.g. a booking's `.ics`). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** One e-mail as modules write it to the outbox; `kind` names it, e.g. `booking-confirmation`. */
export interface OutgoingMail {
  kind: string;
  to: string;
  cc?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}
