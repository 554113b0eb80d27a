import { RESERVATIONS_EMAIL, SUPPORT_PHONE } from '@bluu/contracts/constants';
import { Fragment } from 'react';
import { telHref } from '@/lib/format.ts';

const CONTACT_PATTERN = new RegExp(
  `(${[SUPPORT_PHONE, RESERVATIONS_EMAIL].map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
);

/** Shows a message with the support phone number and reservations e-mail as links. */
export function ContactText({ text }: { text: string }) {
  return text.split(CONTACT_PATTERN).map((part, index) => {
    if (part === SUPPORT_PHONE)
      return (
        <a key={index} href={telHref(part)}>
          {part}
        </a>
      );
    if (part === RESERVATIONS_EMAIL)
      return (
        <a key={index} href={`mailto:${part}`}>
          {part}
        </a>
      );
    return <Fragment key={index}>{part}</Fragment>;
  });
}
