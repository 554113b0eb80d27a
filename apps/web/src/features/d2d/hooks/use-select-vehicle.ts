import { RESERVATIONS_EMAIL } from '@bluu/contracts/constants';
import { MESSAGES } from '@bluu/contracts/messages';
import { useState } from 'react';
import { failureMessage } from '@/lib/server-message.ts';
import { useJourneyNavigate } from '@/lib/journey/journey.ts';
import { checkD2dAvailability } from '@/lib/api/d2d-availability.ts';
import {
  toD2dAvailabilityRequest,
  toD2dDetails,
  type D2DAccount,
  type D2DFormValues,
} from '@/features/d2d/utils/d2d-form.ts';

/**
 * Select Vehicle: asks which groups seat the party for the trip and opens the vehicle choice
 * with them. A refusal (no D2D rates for the account, no band for the distance, no group that
 * seats the party) is shown as the server words it; groups that seat the party but are all
 * booked come back as empty charges: the catalogue's no-vehicles message (spec 001 §8).
 */
export function useSelectVehicle() {
  const openStep = useJourneyNavigate();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function run(values: D2DFormValues, account: D2DAccount | null, accountName: string) {
    setPending(true);
    setMessage(null);
    const request = toD2dAvailabilityRequest(values, account);
    try {
      const answer = await checkD2dAvailability(request);
      const rate = answer.rates.rate[0];
      if (!rate || rate.charges.length === 0) {
        setMessage(MESSAGES.noVehiclesAvailable(RESERVATIONS_EMAIL));
        return;
      }
      openStep('d2dQuote', {
        d2d: 'quote',
        request,
        details: toD2dDetails(values, account, accountName),
        rate: { rateCode: rate.rateCode, rateDesc: rate.rateDesc },
        charges: rate.charges,
        products: answer.products,
        trip: answer.trip,
      });
    } catch (error) {
      setMessage(failureMessage(error));
    } finally {
      setPending(false);
    }
  }

  return { run, pending, message, reset: () => setMessage(null) };
}
