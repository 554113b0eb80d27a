import { RESERVATIONS_EMAIL, SUPPORT_PHONE } from '@bluu/contracts/constants';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { telHref } from '@/lib/format.ts';

/** The catalogue's pointer to a branch's page ('… or refer to Location details', spec 001 §8). */
const LOCATION_DETAILS = 'Location details';

const CONTACT_PATTERN = new RegExp(
  `(${[SUPPORT_PHONE, RESERVATIONS_EMAIL, LOCATION_DETAILS].map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
);

/**
 * Shows a message with the support phone number and reservations e-mail as links, and its
 * 'Location details' as a link to `locationDetails` (a branch's page) when one is given.
 */
export function ContactText({ text, locationDetails }: { text: string; locationDetails?: string }) {
  return text.split(CONTACT_PATTERN).map((part, index) => {
    if (part === LOCATION_DETAILS && locationDetails)
      return (
        <Link key={index} to={locationDetails}>
          {part}
        </Link>
      );
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
