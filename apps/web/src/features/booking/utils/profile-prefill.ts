import type { CustomerDetails } from '@bluu/contracts/booking';
import { ID_TYPES, LICENCE_CODES, TITLES } from '@bluu/contracts/booking-rules';
import type { ExternalProfile } from '@bluu/contracts/users';

function oneOf<Code extends string>(codes: readonly Code[], value: string): Code | undefined {
  return (codes as readonly string[]).includes(value) ? (value as Code) : undefined;
}

/**
 * Booking step 1 as a signed-in individual's profile fills it (spec 001 §4): only what the
 * profile has, the contact number as the form takes it (`'+27-821234567'` → `'+27821234567'`).
 */
export function profilePrefill(profile: ExternalProfile): Partial<CustomerDetails> {
  const prefill: Partial<CustomerDetails> = {};
  const title = oneOf(TITLES, profile.user_title);
  if (title) prefill.title = title;
  if (profile.user_firstname) prefill.firstNames = [{ firstName: profile.user_firstname }];
  if (profile.user_initials) prefill.initials = profile.user_initials;
  if (profile.user_lastname) prefill.surname = profile.user_lastname;
  const idType = oneOf(ID_TYPES, profile.user_id_type);
  if (idType) prefill.iD_Type = idType;
  if (profile.user_id_number) prefill.renterID = profile.user_id_number;
  const phone = profile.user_contact_number.replace(/(?!^\+)\D/g, '');
  if (/^\+?\d+$/.test(phone)) prefill.contactPhoneNo = phone;
  if (profile.user_email_address) {
    prefill.renterEmail = profile.user_email_address;
    prefill.email = profile.user_email_address;
  }
  const licence = oneOf(LICENCE_CODES, profile.user_licence_code);
  if (licence) prefill.renterDrivingLicenseCode = licence;
  return prefill;
}
