import { RESERVATIONS_EMAIL } from '@bluu/contracts/constants';
import { MESSAGES } from '@bluu/contracts/messages';
import { ContactText } from '@/components/ui/contact-text.tsx';

export function VanRentalNotice() {
  return (
    <p className="notice">
      <ContactText text={MESSAGES.vanRentalContact(RESERVATIONS_EMAIL)} />
    </p>
  );
}
