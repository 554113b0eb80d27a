import { toLocalDateTime } from '@bluu/contracts/time';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ContactText } from '@/components/ui/contact-text.tsx';
import { DateField } from '@/components/ui/date-field.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TimeSelect } from '@/components/ui/time-select.tsx';
import {
  useConfirmExtension,
  useLookUpAgain,
  usePriceExtension,
} from '@/features/manage-booking/api/extend-booking.ts';
import type { LookupResult } from '@/features/manage-booking/api/look-up.ts';
import {
  extensionError,
  initialExtension,
  withDropOff,
  type DropOff,
} from '@/features/manage-booking/utils/extension.ts';
import { quoteErrorMessage } from '@/lib/api/get-quote.ts';
import { branchToday } from '@/lib/calendar-date.ts';
import { formatLocalDateTime } from '@/lib/format.ts';
import { formatAmount, formatAmountDifference } from '@/lib/money.ts';
import { CONNECTION_FAILED_MESSAGE } from '@/lib/server-message.ts';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { ActionScreen, BackButton } from './looked-up.tsx';

function ExtendView({ result }: { result: LookupResult }) {
  const id = useId();
  const navigate = useNavigate();
  const reservation = result.manage?.reservation;
  const booking = result.manage?.booking;
  const current: DropOff = {
    date: reservation?.duebackDate ?? '',
    time: reservation?.duebackTime ?? '',
  };
  const [next, setNext] = useState<DropOff>(() => initialExtension(current));
  const [invalid, setInvalid] = useState<string | null>(null);
  const price = usePriceExtension(result);
  const confirm = useConfirmExtension(result);
  const lookUpAgain = useLookUpAgain(result);
  const dateRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const checkedRef = useRef<HTMLHeadingElement>(null);
  const checkedPanelRef = useRef<HTMLElement>(null);
  const done = confirm.data?.kind === 'booked' ? confirm.data.response : null;
  const checked = done ? undefined : price.data;
  const problem = price.isError
    ? quoteErrorMessage(price.error)
    : confirm.data?.kind === 'refused' || confirm.data?.kind === 'changedMeanwhile'
      ? confirm.data.message
      : confirm.data?.kind === 'unreachable'
        ? CONNECTION_FAILED_MESSAGE
        : null;

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  // The new total and Confirm Extension come below the form, off a phone's screen: the panel is
  // scrolled into sight whole (above the cookie banner, by the page's scroll padding) before its
  // heading takes the focus.
  useEffect(() => {
    if (!checked) return;
    checkedPanelRef.current?.scrollIntoView?.({ block: 'nearest' });
    checkedRef.current?.focus({ preventScroll: true });
  }, [checked]);

  if (!reservation || !booking) return null;
  const currency = reservation.currency;

  function choose(value: DropOff) {
    setNext(value);
    setInvalid(null);
    price.reset();
    confirm.reset();
  }

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (price.isPending || !booking) return;
    const ruleError = extensionError(current, next, toLocalDateTime(new Date()));
    setInvalid(ruleError);
    confirm.reset();
    if (ruleError) {
      price.reset();
      dateRef.current?.focus();
      return;
    }
    price.mutate(withDropOff(booking.request, next));
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
            onSubmit={check}
          >
            <div className="manage-form-row">
              <DateField
                id={`${id}-date`}
                label="New drop-off date"
                value={next.date}
                min={earliest}
                buttonRef={dateRef}
                invalid={invalid !== null}
                describedBy={invalid ? errorId : undefined}
                onChange={(date) => choose({ ...next, date })}
              />
              <TimeSelect
                id={`${id}-time`}
                label="New drop-off time"
                value={next.time}
                onChange={(time) => choose({ ...next, time })}
              />
            </div>
            {invalid && <FieldError id={errorId} message={invalid} />}
            <div className="manage-actions">
              <PendingButton
                type="submit"
                className="button button-secondary"
                pending={price.isPending}
              >
                {price.isPending && <Spinner />}
                {price.isPending ? 'Checking…' : 'Check new total'}
              </PendingButton>
            </div>
          </form>
          {checked && (
            <section
              ref={checkedPanelRef}
              className="manage-panel"
              aria-labelledby={`${id}-checked`}
            >
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
                <PendingButton
                  type="button"
                  className="button button-primary"
                  pending={confirm.isPending}
                  onClick={() => confirm.mutate(checked)}
                >
                  {confirm.isPending && <Spinner />}
                  {confirm.isPending ? 'Confirming…' : 'Confirm Extension'}
                </PendingButton>
              </div>
            </section>
          )}
          {problem && (
            <p role="alert" className="alert">
              <ContactText text={problem} />
            </p>
          )}
          {confirm.data?.kind === 'changedMeanwhile' && (
            <div className="manage-actions">
              <button
                type="button"
                className="button button-secondary"
                onClick={() => {
                  // The booking as it is now: its drop-off, total and version, checked anew.
                  price.reset();
                  confirm.reset();
                  void lookUpAgain();
                }}
              >
                Look up the booking again
              </button>
            </div>
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
