import type { AvailabilityRequest } from '@bluu/contracts/availability';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { ContactText } from '@/components/ui/contact-text.tsx';
import { QuoteBuilder } from '@/features/quote/components/quote-builder.tsx';
import { quoteTrip, quoteTripOf } from '@/features/quote/utils/quote-choice.ts';
import { RateCodeChange } from '@/features/search/components/rate-code-change.tsx';
import { TripEditor } from '@/features/search/components/trip-editor.tsx';
import { useSearchOutcome } from '@/features/search/hooks/use-search-outcome.ts';
import { availabilityErrorMessage, availabilityQuery } from '@/lib/api/check-availability.ts';
import type { QuoteSelectionState } from '@/lib/journey/journey-state.ts';

/**
 * /get-quote/ with a chosen vehicle: the search can be changed, and the groups come from it.
 * Loaded only when the history entry carries a choice (decision record 0018).
 */
export default function VehicleChoice({ selection }: { selection: QuoteSelectionState }) {
  const tripHeadingId = useId();
  const { key: entry } = useLocation();
  // The trip last searched here (Update, Change Rate Code), else the one chosen from.
  const [search, setSearch] = useState<AvailabilityRequest>(() => ({
    ...selection.payload,
    ...quoteTripOf(entry),
  }));
  useEffect(() => {
    const { pickUpBranch, pickUpDateTime, dropOffBranch, dropOffDateTime, rateCode } = search;
    quoteTrip.write({
      entry,
      trip: {
        pickUpBranch,
        pickUpDateTime,
        dropOffBranch,
        dropOffDateTime,
        rateCode: rateCode ?? '',
      },
    });
  }, [entry, search]);
  const [tripPending, setTripPending] = useState(false);
  // One form error at a time (spec 001 §5): the form submitted last shows its own.
  const [lastSubmitted, setLastSubmitted] = useState<'trip' | 'rateCode' | null>(null);
  const { outcomeOf, locationDetails } = useSearchOutcome(search);
  const availability = useQuery({
    ...availabilityQuery(search),
    placeholderData: keepPreviousData,
  });
  const outcome = availability.data ? outcomeOf(availability.data) : null;
  const answered = outcome?.kind === 'rates' ? outcome : null;
  const rate = answered
    ? { rateCode: answered.rate.rateCode, rateDesc: answered.rate.rateDesc }
    : selection.rate;
  const problem =
    outcome?.kind === 'error'
      ? outcome.message
      : availability.isError
        ? availabilityErrorMessage(availability.error)
        : null;

  return (
    <QuoteBuilder
      search={search}
      rate={rate}
      charges={answered?.rate.charges ?? [selection.charge]}
      initialGroup={selection.charge.vehicleGrp}
      searchPending={tripPending}
      searchTools={
        <>
          <section className="quote-section" aria-labelledby={tripHeadingId}>
            <h2 id={tripHeadingId}>Pick-up and drop-off</h2>
            <TripEditor
              request={search}
              onSearched={setSearch}
              onPendingChange={setTripPending}
              onSubmitted={() => setLastSubmitted('trip')}
              showError={lastSubmitted !== 'rateCode'}
            />
            {problem && (
              <p role="alert" className="alert availability-message">
                <ContactText text={problem} locationDetails={locationDetails} />
              </p>
            )}
          </section>
          <RateCodeChange
            request={search}
            rate={rate}
            otherRates={answered?.otherRates ?? selection.otherRates}
            onSearched={setSearch}
            onSubmitted={() => setLastSubmitted('rateCode')}
            showError={lastSubmitted !== 'trip'}
          />
        </>
      }
    />
  );
}
