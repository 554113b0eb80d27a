import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import {
  register,
  updateProfile,
  verifyAccount,
} from '@/features/registration/api/registration-api.ts';
import {
  ADDRESS_MESSAGES,
  addressFieldOf,
  INITIAL_ADDRESS_FORM,
  toProfileUpdate,
  type AddressFormValues,
  type StepTwoField,
} from '@/features/registration/utils/address-form.ts';
import type { OtpState } from '@/features/registration/utils/otp-state.ts';
import {
  INITIAL_REGISTRATION,
  stepOneFieldOf,
  toRegisterRequest,
  type RegistrationField,
  type RegistrationValues,
} from '@/features/registration/utils/registration-form.ts';
import {
  formRefusal,
  serverRefusalOf,
  type ServerRefusal,
} from '@/features/registration/utils/server-refusal.ts';
import {
  detailsKey,
  keepRegistrationDraft,
  readRegistrationDraft,
  registrationEmail,
  startedFor,
  withStarted,
  type RegistrationDraft,
} from '@/features/registration/utils/registration-draft.ts';
import { RegistrationStepOne } from './registration-step-one.tsx';
import { RegistrationStepTwo } from './registration-step-two.tsx';
import './registration.css';
import { isOfThisJourneySession, stampJourneyState } from '@/lib/journey/journey-session.ts';

const HEADINGS = { 1: 'Create an online profile', 2: 'Complete Your Registration' } as const;

/** The server's refusal of the step it was sent from. */
type StepRefusal =
  | { step: 1; refusal: ServerRefusal<RegistrationField> }
  | { step: 2; refusal: ServerRefusal<StepTwoField> };

/** The history entry of step 2, so that Back returns to step 1 (stamped: none after Logout). */
const STEP_TWO_ENTRY = { registration: 'address' } as const;

function isStepTwoEntry(state: unknown): boolean {
  return (
    isOfThisJourneySession(state) &&
    (state as { registration?: unknown }).registration === STEP_TWO_ENTRY.registration
  );
}

/**
 * /register-account: step 1 (details) then step 2 (address), each its own history entry, then
 * the OTP screen. What was typed (never a password) and the token of each e-mail sent are kept
 * for Back, Forward and a reload. Step 1 is sent once per e-mail: the server keeps the first
 * pending profile of an e-mail and answers a second registration with a decoy that changes
 * nothing (decision record 0038), so step 1 sent again for the same e-mail goes on with the
 * first token, whose step 2 writes the corrected details; the password stays the first one, and
 * the form says so instead of asking for it.
 */
export function RegistrationPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [kept] = useState(readRegistrationDraft);
  const [details, setDetails] = useState<RegistrationValues>(() =>
    kept ? { ...INITIAL_REGISTRATION, ...kept.details } : INITIAL_REGISTRATION,
  );
  const [address, setAddress] = useState<AddressFormValues>(kept?.address ?? INITIAL_ADDRESS_FORM);
  const [started, setStarted] = useState<RegistrationDraft['started']>(kept?.started ?? []);
  const [reached, setReached] = useState<RegistrationDraft['reached']>(kept?.reached ?? null);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<StepRefusal | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const registration = startedFor(started, details.registerEmail);
  // Step 2 holds for the details it was reached with; changed on step 1 since, they go again.
  const step: 1 | 2 =
    isStepTwoEntry(location.state) && registration && reached?.details === detailsKey(details)
      ? 2
      : 1;

  useEffect(() => {
    if (details === INITIAL_REGISTRATION && address === INITIAL_ADDRESS_FORM && !started.length)
      return;
    keepRegistrationDraft({ details, address, started, reached });
  }, [details, address, started, reached]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  function toStepTwo(contactNumber: string) {
    setReached({ details: detailsKey(details), contactNumber });
    // An entry that says step 2 while step 1 shows (changed since) is replaced, not stacked.
    void navigate(location.pathname, {
      state: stampJourneyState(STEP_TWO_ENTRY),
      replace: isStepTwoEntry(location.state),
    });
  }

  async function submitDetails(checkedNumber: string) {
    setServerError(null);
    if (registration) {
      toStepTwo(checkedNumber);
      return;
    }
    setPending(true);
    try {
      const answer = await register(toRegisterRequest(details, checkedNumber));
      const email = registrationEmail(details.registerEmail);
      setStarted((current) => withStarted(current, { email, token: answer.token }));
      setDetails((current) => ({ ...current, registerPassword: '', registerRePassword: '' }));
      setAddress(INITIAL_ADDRESS_FORM);
      toStepTwo(checkedNumber);
    } catch (failure) {
      setServerError({ step: 1, refusal: serverRefusalOf(failure, stepOneFieldOf) });
    } finally {
      setPending(false);
    }
  }

  async function submitAddress() {
    if (!registration || !reached) return;
    const { token } = registration;
    setPending(true);
    setServerError(null);
    try {
      const email = details.registerEmail.trim();
      const payload = toProfileUpdate(details, address, token, reached.contactNumber);
      await updateProfile(email, payload);
      const answer = await verifyAccount(email, payload.contactNumber);
      if (!answer.action.includes('SENDOTP')) {
        setServerError({ step: 2, refusal: formRefusal(ADDRESS_MESSAGES.failed) });
        setPending(false);
        return;
      }
      const state: OtpState = { email, token, payload, phoneNumber: payload.contactNumber };
      void navigate('/otp', { state: stampJourneyState(state) });
    } catch (failure) {
      setServerError({
        step: 2,
        refusal: serverRefusalOf(failure, (sent) => addressFieldOf(address, sent)),
      });
      setPending(false);
    }
  }

  const stepOneRefusal = serverError?.step === 1 ? serverError.refusal : null;
  const stepTwoRefusal = serverError?.step === 2 ? serverError.refusal : null;

  return (
    <div className="container page registration-page">
      <PageTitle title={HEADINGS[step]} />
      <h1 ref={headingRef} tabIndex={-1}>
        {HEADINGS[step]}
      </h1>
      {step === 1 ? (
        <>
          <p>
            Create an online profile to manage your quotes and reservations, see your latest
            bookings and book faster next time.
          </p>
          <RegistrationStepOne
            values={details}
            passwordChosen={registration !== undefined}
            onChange={(next) => {
              setServerError(null);
              setDetails((current) => ({ ...current, ...next }));
            }}
            pending={pending}
            serverRefusal={stepOneRefusal}
            onSubmit={(checkedNumber) => void submitDetails(checkedNumber)}
          />
        </>
      ) : (
        <>
          <p>
            Please give us your address information to complete your registration. We will then send
            you a one-time password (OTP) to confirm your online profile.
          </p>
          <RegistrationStepTwo
            values={address}
            onChange={(next) => {
              setServerError(null);
              setAddress((current) => ({ ...current, ...next }));
            }}
            pending={pending}
            serverRefusal={stepTwoRefusal}
            onSubmit={() => void submitAddress()}
          />
        </>
      )}
    </div>
  );
}
