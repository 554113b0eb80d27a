import type { OtherRate, VehicleCharge } from '@bluu/contracts/availability';
import { currencyForBranch } from '@bluu/contracts/money';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { searchAccountOf, useSessionUser } from '@/lib/session-user.ts';
import { ModifyNotice } from '@/components/journey/modify-notice.tsx';
import { carJourneyOf, useBookedJourney } from '@/lib/journey/booking-draft.ts';
import { useJourneyNavigate } from '@/lib/journey/journey.ts';
import { searchOnly, type BookingState, type SearchPayload } from '@/lib/journey/journey-state.ts';
import { useProducts } from '@/features/quote/api/get-products.ts';
import { quoteChoice, quoteChoiceOf } from '@/features/quote/utils/quote-choice.ts';
import { quoteErrorMessage, useQuote } from '@/lib/api/get-quote.ts';
import {
  canBook,
  effectiveWaiver,
  extrasOf,
  INITIAL_EXTRAS,
  notCarriedOver,
  offeredWaivers,
  toQuoteRequest,
  WAIVER_LABELS,
  type Extras,
} from '@/features/quote/utils/quote-selection.ts';
import { CostPanel } from '@/components/costs/cost-panel.tsx';
import { QuoteActions } from '@/components/costs/quote-actions.tsx';
import { ExtrasList } from './extras-list.tsx';
import { VehicleSection } from './vehicle-section.tsx';
import { WaiverOptions } from './waiver-options.tsx';
import './quote.css';

const SendQuoteDialog = lazy(() =>
  import('@/components/quote/send-quote-dialog.tsx').then((module) => ({
    default: module.SendQuoteDialog,
  })),
);
const RentalTermsDialog = lazy(() =>
  import('./rental-terms-dialog.tsx').then((module) => ({ default: module.RentalTermsDialog })),
);

interface QuoteBuilderProps {
  /** The search; with `modify` while an existing reservation is being changed. */
  search: SearchPayload;
  rate: OtherRate;
  /** The vehicle groups available for the search, priced under the rate. */
  charges: VehicleCharge[];
  initialGroup: string;
  /** The search editors (pick-up and drop-off, rate code), shown above the vehicle. */
  searchTools: ReactNode;
  /** The editors hold a search not yet run: what is priced is not what is shown, so no Book. */
  searchPending?: boolean;
}

type OpenDialog = 'terms' | 'send' | null;

/**
 * The vehicle-choice screen below the search: vehicle, waiver, extras and additional drivers,
 * with the cost panel recalculated by the server on every change. Once its journey has booked
 * (Back from the booking confirmation), it says so instead of offering Book again.
 */
export function QuoteBuilder(props: QuoteBuilderProps) {
  const { search } = props;
  const booked = useBookedJourney(carJourneyOf(search));
  if (!booked) return <QuoteChoice {...props} />;
  return (
    <div>
      <p role="status" className="notice">
        {search.modify
          ? `This change is booked: reservation ${booked}.`
          : `This vehicle is booked: reservation ${booked}.`}
      </p>
      <p>
        <Link to="/get-quote/" className="button button-primary">
          Start a new search
        </Link>
      </p>
    </div>
  );
}

function QuoteChoice({
  search,
  rate,
  charges,
  initialGroup,
  searchTools,
  searchPending = false,
}: QuoteBuilderProps) {
  const id = useId();
  const openStep = useJourneyNavigate();
  const account = searchAccountOf(useSessionUser());
  const { key: entry } = useLocation();
  const [kept] = useState(() => quoteChoiceOf(entry));
  const [vehicleGroup, setVehicleGroup] = useState(kept?.vehicleGroup ?? initialGroup);
  const [choosing, setChoosing] = useState(false);
  // A modification starts from the reservation's own waiver, extras and drivers.
  const reserved = search.modify?.selection;
  const [extras, setExtras] = useState<Extras>(
    () => kept?.extras ?? (reserved ? extrasOf(reserved) : INITIAL_EXTRAS),
  );
  useEffect(() => {
    quoteChoice.write({ entry, vehicleGroup, extras });
  }, [entry, vehicleGroup, extras]);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const termsRef = useRef<HTMLButtonElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);

  const currency = currencyForBranch(search.pickUpBranch);
  const charge = charges.find((candidate) => candidate.vehicleGrp === vehicleGroup);
  const products = useProducts(
    charge
      ? {
          accountType: search.accountType ?? 'I',
          pickUpBranch: search.pickUpBranch,
          dropOffBranch: search.dropOffBranch,
          vehicleGroup: charge.vehicleGrp,
        }
      : null,
  );
  const productsSettled = products.isError || (products.isSuccess && !products.isPlaceholderData);
  const offered = products.isError ? [] : (products.data ?? []);
  // What of the reservation's choice this vehicle does not offer, once its extras are known.
  const leftOut =
    reserved && charge && products.isSuccess && !products.isPlaceholderData
      ? notCarriedOver(reserved, extras, charge, offered)
      : null;
  const notOffered = leftOut
    ? [
        ...(leftOut.waiver ? [WAIVER_LABELS[leftOut.waiver]] : []),
        ...leftOut.products.map((code) => reserved?.productNames[code] ?? code),
      ]
    : [];
  const request =
    charge && productsSettled
      ? toQuoteRequest(searchOnly(search), rate.rateCode, charge, extras, offered)
      : null;
  const quote = useQuote(request);

  const waiver = charge ? effectiveWaiver(charge, extras.waiver) : null;
  const noWaiver = charge !== undefined && offeredWaivers(charge).length === 0;
  const recalculating =
    !noWaiver && charge !== undefined && (!request || quote.isFetching || quote.isPlaceholderData);
  const failed = request !== null && quote.isError;
  const current = request && quote.isSuccess && !quote.isPlaceholderData ? quote.data : undefined;
  const bookable = canBook({
    waiver,
    total: current?.totalCharge,
    recalculating: recalculating || searchPending,
    failed,
  });

  function selectVehicle(group: string) {
    setVehicleGroup(group);
    setChoosing(false);
  }

  function book() {
    if (!bookable || !current || !charge || !request || !waiver) return;
    const state: BookingState = {
      details: { ...search, rateCode: rate.rateCode, accountName: account.accountName },
      selection: {
        vehicleGroup: charge.vehicleGrp,
        selectedWaiver: waiver,
        products: request.products ?? [],
        additionalDrivers: request.additionalDrivers ?? 0,
      },
      quote: current,
      rate,
      charge,
    };
    openStep('booking', state);
  }

  const notice = !charge
    ? 'Choose a vehicle to see its costs.'
    : noWaiver
      ? 'No waiver cover is offered for this vehicle.'
      : null;

  return (
    <div className="quote-layout">
      <div className="quote-main">
        {search.modify && <ModifyNotice context={search.modify} notOffered={notOffered} />}
        {searchTools}
        <VehicleSection
          charges={charges}
          currency={currency}
          selected={charge}
          choosing={choosing}
          notice={
            charge
              ? null
              : 'Your vehicle is not available for this search. Please choose another vehicle.'
          }
          onChoose={() => setChoosing(true)}
          onSelect={selectVehicle}
        />
        {charge && !choosing && (
          <section className="quote-section" aria-labelledby={`${id}-extras`}>
            <h2 id={`${id}-extras`}>Choose waivers &amp; extras</h2>
            <WaiverOptions
              charge={charge}
              currency={currency}
              selected={waiver}
              onSelect={(next) =>
                setExtras((currentExtras) => ({ ...currentExtras, waiver: next }))
              }
            />
            <ExtrasList
              products={offered}
              currency={currency}
              extras={extras}
              onChange={setExtras}
            />
          </section>
        )}
      </div>
      <CostPanel
        quote={current ?? (recalculating ? quote.data : undefined)}
        recalculating={recalculating}
        error={failed ? quoteErrorMessage(quote.error) : null}
        notice={notice}
        sticky
        primaryAction={
          <button
            type="button"
            className="button button-primary"
            disabled={!bookable}
            onClick={book}
          >
            Book
          </button>
        }
        actions={
          <QuoteActions
            canUpdate={request !== null}
            updating={quote.isFetching}
            onUpdate={() => void quote.refetch()}
            sendLabel="Email Quote"
            canSend={!!current}
            onSend={() => setDialog('send')}
            onTerms={() => setDialog('terms')}
            sendRef={sendRef}
            termsRef={termsRef}
          />
        }
      />
      <Suspense fallback={null}>
        {dialog === 'terms' && (
          <RentalTermsDialog onClose={() => setDialog(null)} returnFocusTo={termsRef} />
        )}
        {dialog === 'send' && request && (
          <SendQuoteDialog
            send={(contact) =>
              import('@/features/quote/api/send-quote.ts').then((module) =>
                module.sendQuote(request, contact),
              )
            }
            title="Email Quote"
            termsSlug="terms-and-conditions"
            onClose={() => setDialog(null)}
            returnFocusTo={sendRef}
          />
        )}
      </Suspense>
    </div>
  );
}
