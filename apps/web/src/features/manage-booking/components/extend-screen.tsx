import type { QuoteQuery, QuoteResponse } from '@bluu/contracts/quote';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ContactText } from '@/components/ui/contact-text.tsx';
import { DateField } from '@/components/ui/date-field.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { branchToday } from '@/lib/calendar-date.ts';
import { CONNECTION_FAILED_MESSAGE } from '@/lib/server-message.ts';
import { formatLocalDateTime } from '@/lib/format.ts';
import { formatAmount, formatAmountDifference } from '@/lib/money.ts';
import { getQuote, quoteErrorCode, quoteErrorMessage } from '@/lib/api/get-quote.ts';
import { TimeSelect } from '@/components/ui/time-select.tsx';
import type { LookupResult } from '@/features/manage-booking/api/look-up.ts';
import { submitModification } from '@/features/manage-booking/api/modify-booking.ts';
import { useUpdateLookedUp } from '@/features/manage-booking/hooks/use-looked-up.ts';
import {
  extensionError,
  initialExtension,
  withDropOff,
  type DropOff,
} from '@/features/manage-booking/utils/extension.ts';
import { newIdempotencyKey } from '@/lib/idempotency-key.ts';
import { ActionScreen, BackButton } from './looked-up.tsx';

/** The checked extension: its request, the new quote (null when it can only be priced on confirming), and the key of this attempt. */
interface CheckedExtension {
  request: QuoteQuery;
  quote: QuoteResponse | null;
  idempotencyKey: string;
}

type Problem = { field: 'dropOffDate' | 'form'; message: string };

function ExtendView({ result }: { result: LookupResult }) {
  const id = useId();
  const navigate = useNavigate();
  const updateLookedUp = useUpdateLookedUp();
  const reservation = result.manage?.reservation;
  const booking = result.manage?.booking;
  const current: DropOff = {
    date: reservation?.duebackDate ?? '',
    time: reservation?.duebackTime ?? '',
  };
  const [next, setNext] = useState<DropOff>(() => initialExtension(current));
  const [checking, setChecking] = useState(false);
  const [checked, setChecked] = useState<CheckedExtension | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState<{ warning: string } | null>(null);
  const dateRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const checkedRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  useEffect(() => {
    if (checked) checkedRef.current?.focus();
  }, [checked]);

  if (!reservation || !booking) return null;
  const currency = reservation.currency;

  function choose(value: DropOff) {
    setNext(value);
    setChecked(null);
    setProblem(null);
  }

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking || !booking) return;
    const invalid = extensionError(current, next);
    if (invalid) {
      setProblem({ field: 'dropOffDate', message: invalid });
      dateRef.current?.focus();
      return;
    }
    const request = withDropOff(booking.request, next);
    setChecking(true);
    setProblem(null);
    try {
      // With the reservation named, the server prices a rental on the road from its past pick-up.
      const quote = await getQuote({
        ...request,
        modifyReservation: { reservationNumber: result.reference, email: result.email },
      });
      setChecked({ request, quote, idempotencyKey: newIdempotencyKey() });
    } catch (error) {
      const message = quoteErrorMessage(error);
      // A rental on the road has its pick-up behind it, which a new quote refuses; the
      // extension itself is priced by the server when it is confirmed.
      if (result.status === 'OPEN' && quoteErrorCode(error) === 'PICK_UP_LEAD_TIME')
        setChecked({ request, quote: null, idempotencyKey: newIdempotencyKey() });
      else setProblem({ field: 'form', message });
    } finally {
      setChecking(false);
    }
  }

  async function confirm() {
    if (!checked || confirming) return;
    setConfirming(true);
    setProblem(null);
    const outcome = await submitModification(
      result.reference,
      { ...checked.request, email: result.email },
      checked.idempotencyKey,
    );
    setConfirming(false);
    if (outcome.kind === 'booked') {
      const { response } = outcome;
      updateLookedUp(result, (latest) => ({
        ...latest,
        status: response.reservation.status,
        manage: latest.manage && {
          ...latest.manage,
          reservation: response.reservation,
          booking: latest.manage.booking && { ...latest.manage.booking, request: checked.request },
        },
      }));
      setChecked(null);
      setDone({ warning: response.warning });
    } else
      setProblem({
        field: 'form',
        message: outcome.kind === 'refused' ? outcome.message : CONNECTION_FAILED_MESSAGE,
      });
  }

  const back = () => void navigate('/manage-booking/status');
  const today = branchToday();
  const earliest = current.date > today ? current.date : today;
  const errorId = `${id}-date-error`;

  return (
    <>
      <PageTitle title={`Extend Booking ${result.reference}`} />
      <h1>Extend Booking {result.reference}</h1>
      {done ? (
        <section className="manage-panel" aria-labelledby={`${id}-done`}>
          <h2 id={`${id}-done`} ref={doneRef} tabIndex={-1}>
            Your booking has been extended
          </h2>
          {done.warning && <p className="notice">{done.warning}</p>}
          <dl className="manage-summary">
            <div>
              <dt>New drop-off</dt>
              <dd>{formatLocalDateTime(reservation.duebackDate, reservation.duebackTime)}</dd>
            </div>
            <div>
              <dt>New total</dt>
              <dd>{formatAmount(reservation.totalCharge, currency)}</dd>
            </div>
          </dl>
          <p>We have e-mailed the changed booking to you.</p>
        </section>
      ) : (
        <>
          <p>
            Your drop-off is now <strong>{formatLocalDateTime(current.date, current.time)}</strong>.
            Choose a later drop-off date and time to see the new total before you confirm.
          </p>
          <form
            className="manage-panel manage-form"
            aria-label="New drop-off"
            noValidate
            onSubmit={(event) => void check(event)}
          >
            <div className="manage-form-row">
              <DateField
                id={`${id}-date`}
                label="New drop-off date"
                value={next.date}
                min={earliest}
                buttonRef={dateRef}
                invalid={problem?.field === 'dropOffDate'}
                describedBy={problem?.field === 'dropOffDate' ? errorId : undefined}
                onChange={(date) => choose({ ...next, date })}
              />
              <TimeSelect
                id={`${id}-time`}
                label="New drop-off time"
                value={next.time}
                onChange={(time) => choose({ ...next, time })}
              />
            </div>
            {problem?.field === 'dropOffDate' && (
              <FieldError id={errorId} message={problem.message} />
            )}
            <div className="manage-actions">
              <button type="submit" className="button button-secondary" disabled={checking}>
                {checking && <Spinner />}
                {checking ? 'Checking…' : 'Check new total'}
              </button>
            </div>
          </form>
          {checked && (
            <section className="manage-panel" aria-labelledby={`${id}-checked`}>
              <h2 id={`${id}-checked`} ref={checkedRef} tabIndex={-1}>
                New total
              </h2>
              <dl className="manage-summary">
                <div>
                  <dt>New drop-off</dt>
                  <dd>{formatLocalDateTime(next.date, next.time)}</dd>
                </div>
                <div>
                  <dt>Current total</dt>
                  <dd>{formatAmount(reservation.totalCharge, currency)}</dd>
                </div>
                {checked.quote ? (
                  <>
                    <div>
                      <dt>New total</dt>
                      <dd data-new-total>{formatAmount(checked.quote.totalCharge, currency)}</dd>
                    </div>
                    <div>
                      <dt>Difference</dt>
                      <dd data-difference>
                        {formatAmountDifference(
                          reservation.totalCharge,
                          checked.quote.totalCharge,
                          currency,
                        )}
                      </dd>
                    </div>
                  </>
                ) : (
                  <div>
                    <dt>New total</dt>
                    <dd>Worked out when you confirm the extension</dd>
                  </div>
                )}
              </dl>
              <div className="manage-actions">
                <button
                  type="button"
                  className="button button-primary"
                  disabled={confirming}
                  onClick={() => void confirm()}
                >
                  {confirming && <Spinner />}
                  {confirming ? 'Confirming…' : 'Confirm Extension'}
                </button>
              </div>
            </section>
          )}
          {problem?.field === 'form' && (
            <p role="alert" className="alert">
              <ContactText text={problem.message} />
            </p>
          )}
        </>
      )}
      <div className="manage-actions">
        <BackButton onBack={back} />
      </div>
    </>
  );
}

/** Extend Booking: a later drop-off, its new total shown before it is confirmed. */
export function ExtendScreen() {
  return <ActionScreen action="extend">{(result) => <ExtendView result={result} />}</ActionScreen>;
}
