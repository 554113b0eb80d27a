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
  /**
   * Where a reply goes instead of our sending address: one address, already validated (the
   * outbox refuses anything else, so no header can be smuggled in with a line break).
   */
  replyTo?: string;
  /**
   * The reservation or quote number the mail is about, shown to operators when it fails; taken
   * from the kind (`booking-confirmation:R…`) when not given.
   */
  reference?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}
