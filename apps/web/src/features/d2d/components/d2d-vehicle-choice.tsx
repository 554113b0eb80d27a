import { D2D_FLIGHT_TYPE_LABELS, type D2dFlightType } from '@bluu/contracts/constants';
import { feeInputProblem } from '@bluu/contracts/d2d-rules';
import { lazy, Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { CostPanel } from '@/components/costs/cost-panel.tsx';
import { QuoteActions } from '@/components/costs/quote-actions.tsx';
import type { QuoteContact, SentQuote } from '@/components/quote/send-quote-form.ts';
import { useJourneyNavigate } from '@/lib/journey/journey.ts';
import type { D2DBookingState, D2DQuoteState } from '@/lib/journey/journey-state.ts';
import { d2dQuoteErrorMessage, saveD2dQuote, useD2dQuote } from '@/features/d2d/api/d2d-quote.ts';
import {
  d2dProductsFor,
  isAccountTrip,
  keptD2dChoice,
  keptD2dChoiceOf,
  toD2dQuoteRequest,
  type D2DChoice,
  type SentD2DQuote,
} from '@/features/d2d/utils/d2d-choice.ts';
import { formatLocalDateTimeText } from '@/lib/format.ts';
import { useVehicleChoiceFocus } from '@/components/vehicle/use-vehicle-choice-focus.ts';
import { D2DVehicleCard } from './d2d-vehicle-card.tsx';
import './d2d.css';

const SendQuoteDialog = lazy(() =>
  import('@/components/quote/send-quote-dialog.tsx').then((module) => ({
    default: module.SendQuoteDialog,
  })),
);
const PagePostDialog = lazy(() =>
  import('@/components/content/page-post-dialog.tsx').then((module) => ({
    default: module.PagePostDialog,
  })),
);

type OpenDialog = 'terms' | 'send' | null;

/**
 * /get-quote/ in D2D mode (spec 000 §2, §5, §6): the groups that seat the party, then Choose
 * extras and, for visitors and individuals, the additional fee; Transfer costs recalculated by
 * the server; Send your quotation e-mails it, after which extras and fee stay as sent.
 */
export function D2DVehicleChoice({ state }: { state: D2DQuoteState }) {
  const id = useId();
  const openStep = useJourneyNavigate();
  const account = isAccountTrip(state);
  const { key: entry } = useLocation();
  const [kept] = useState(() => keptD2dChoiceOf(entry));
  const [choice, setChoice] = useState<D2DChoice>(
    kept?.choice ?? { vehicleGroup: '', products: [], feeText: '' },
  );
  const [sent, setSent] = useState<SentD2DQuote | null>(kept?.sent ?? null);
  useEffect(() => {
    keptD2dChoice.write({ entry, choice, sent });
  }, [entry, choice, sent]);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const termsRef = useRef<HTMLButtonElement>(null);
  const sentNoteRef = useRef<HTMLParagraphElement>(null);
  /**
   * Where the Send dialog hands the focus back: to Send your quotation, or, once the quotation
   * went out and that button is disabled, to the note saying where it went – never to the page.
   */
  const [sendReturnRef] = useState<RefObject<HTMLElement | null>>(() => ({
    get current() {
      return sentNoteRef.current ?? sendRef.current;
    },
  }));

  const charge = state.charges.find((candidate) => candidate.vehicleGrp === choice.vehicleGroup);
  const offered = charge ? d2dProductsFor(state.products, charge) : [];
  const request = charge ? toD2dQuoteRequest(state, charge, choice, offered) : null;
  const quote = useD2dQuote(request);
  const recalculating = request !== null && (quote.isFetching || quote.isPlaceholderData);
  const failed = request !== null && quote.isError;
  const current = request && quote.isSuccess && !quote.isPlaceholderData ? quote.data : undefined;
  const bookable = !!current && current.totalCharge > 0 && !recalculating && !failed;
  /** Spec 000 §4: once the quotation went to an e-mail, the extras and the fee are locked. */
  const locked = sent !== null;
  const { headingRef, changeRef } = useVehicleChoiceFocus(!charge);

  function selectVehicle(group: string) {
    setChoice((currentChoice) => ({ ...currentChoice, vehicleGroup: group, products: [] }));
  }

  function book() {
    if (!bookable || !current || !charge || !request) return;
    const booking: D2DBookingState = {
      d2d: 'booking',
      request,
      details: state.details,
      quote: current,
      charge,
      ...(sent && {
        quoteNumber: sent.quoteNumber,
        contact: {
          firstName: sent.contact.name,
          lastName: sent.contact.surname,
          email: sent.emailAddress,
        },
      }),
    };
    openStep('d2dBooking', booking);
  }

  async function sendQuotation(contact: QuoteContact): Promise<SentQuote> {
    if (!request) throw new Error('Choose a vehicle first.');
    const saved = await saveD2dQuote({
      ...request,
      pickupFlightType: state.details.pickupFlightType as D2dFlightType,
      pickupFlightNumber: state.details.pickupFlightNumber,
      collectionArea: state.details.collectionArea,
      ...contact,
    });
    return { quoteNumber: saved.quoteNumber, emailAddress: saved.emailAddress };
  }

  const { trip } = state;
  return (
    <div className="quote-layout">
      <div className="quote-main">
        <section className="quote-section" aria-labelledby={`${id}-trip`}>
          <h2 id={`${id}-trip`}>Your transfer</h2>
          <dl className="d2d-trip">
            <div>
              <dt>Route</dt>
              <dd>
                <ol className="d2d-stops">
                  {state.details.addresses.map((address, index) => (
                    <li key={`${index}-${address}`}>{address}</li>
                  ))}
                </ol>
              </dd>
            </div>
            <div>
              <dt>Distance</dt>
              <dd data-trip-kms="">
                {trip.tripKms} km{trip.estimate ? ' (estimate)' : ''}
              </dd>
            </div>
            <div>
              <dt>Passengers</dt>
              <dd>{trip.numberPassengers}</dd>
            </div>
            <div>
              <dt>Pick-up</dt>
              <dd>{formatLocalDateTimeText(state.request.pickUpDateTime)}</dd>
            </div>
            {state.details.pickupFlightType !== 'NONE' && (
              <div>
                <dt>Flight</dt>
                <dd>
                  {D2D_FLIGHT_TYPE_LABELS[state.details.pickupFlightType as D2dFlightType] ??
                    state.details.pickupFlightType}{' '}
                  {state.details.pickupFlightNumber}
                </dd>
              </div>
            )}
          </dl>
        </section>

        {charge ? (
          <section className="quote-section" aria-labelledby={`${id}-vehicle`}>
            <h2 id={`${id}-vehicle`}>Your vehicle</h2>
            <div className="chosen-vehicle">
              <D2DVehicleCard charge={charge} showPrice={!account} selected />
            </div>
            {!locked && (
              <button
                ref={changeRef}
                type="button"
                className="link-button"
                onClick={() => selectVehicle('')}
              >
                Change vehicle selection
              </button>
            )}
          </section>
        ) : (
          <section className="quote-section" aria-labelledby={`${id}-vehicles`}>
            <h2 id={`${id}-vehicles`} ref={headingRef} tabIndex={-1}>
              Choose your vehicle
            </h2>
            <p className="notice">
              Vehicles that seat {trip.numberPassengers}{' '}
              {trip.numberPassengers === 1 ? 'passenger' : 'passengers'}.
            </p>
            <ul className="vehicle-list">
              {state.charges.map((candidate) => (
                <li key={candidate.vehicleGrp}>
                  <D2DVehicleCard
                    charge={candidate}
                    showPrice={!account}
                    action={(headingId) => (
                      <button
                        type="button"
                        className="button button-primary"
                        aria-describedby={headingId}
                        onClick={() => selectVehicle(candidate.vehicleGrp)}
                      >
                        Select
                      </button>
                    )}
                  />
                </li>
              ))}
            </ul>
          </section>
        )}

        {charge && (
          <section className="quote-section" aria-labelledby={`${id}-extras`}>
            <h2 id={`${id}-extras`}>Choose extras</h2>
            {locked && (
              <p ref={sentNoteRef} className="notice" tabIndex={-1}>
                Your quotation was sent to {sent.emailAddress}: its extras and fee stay as sent.
              </p>
            )}
            {offered.length > 0 ? (
              <fieldset className="extras" disabled={locked}>
                <legend className="visually-hidden">Extras</legend>
                <ul className="extras-list">
                  {offered.map((product) => (
                    <li key={product.productCode} className="extra">
                      <label className="check-option">
                        <input
                          type="checkbox"
                          checked={choice.products.includes(product.productCode)}
                          onChange={(event) =>
                            setChoice((currentChoice) => ({
                              ...currentChoice,
                              products: event.target.checked
                                ? [...currentChoice.products, product.productCode]
                                : currentChoice.products.filter(
                                    (code) => code !== product.productCode,
                                  ),
                            }))
                          }
                        />
                        <span>{product.productDescription}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            ) : (
              <p>No extras are offered for this vehicle.</p>
            )}
            {!account && (
              <div className="field d2d-fee">
                <label className="field-label" htmlFor={`${id}-fee`}>
                  Additional fee (R)
                </label>
                <input
                  id={`${id}-fee`}
                  className="field-control"
                  inputMode="decimal"
                  autoComplete="off"
                  value={choice.feeText}
                  readOnly={locked}
                  aria-describedby={`${id}-fee-hint`}
                  onChange={(event) =>
                    setChoice((currentChoice) => ({
                      ...currentChoice,
                      feeText: event.target.value,
                    }))
                  }
                />
                <p id={`${id}-fee-hint`} className="field-hint" aria-live="polite">
                  {feeInputProblem(choice.feeText) ?? 'In rands, e.g. 150 or 150,50.'}
                </p>
              </div>
            )}
          </section>
        )}
      </div>
      <CostPanel
        quote={current ?? (recalculating ? quote.data : undefined)}
        recalculating={recalculating}
        error={failed ? d2dQuoteErrorMessage(quote.error) : null}
        notice={charge ? null : 'Choose a vehicle to see its costs.'}
        rentalTitle="Transfer costs"
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
            sendLabel="Send your quotation"
            canSend={!!current && !locked}
            onSend={() => setDialog('send')}
            onTerms={() => setDialog('terms')}
            sendRef={sendRef}
            termsRef={termsRef}
          />
        }
      />
      <Suspense fallback={null}>
        {dialog === 'terms' && (
          <PagePostDialog
            slug="d2d-rental-terms"
            onClose={() => setDialog(null)}
            returnFocusTo={termsRef}
          />
        )}
        {dialog === 'send' && request && (
          <SendQuoteDialog
            send={sendQuotation}
            title="Send your quotation"
            termsSlug="d2d-rental-terms"
            onSent={(quotation, contact) => setSent({ ...quotation, contact })}
            onClose={() => setDialog(null)}
            returnFocusTo={sendReturnRef}
          />
        )}
      </Suspense>
    </div>
  );
}
