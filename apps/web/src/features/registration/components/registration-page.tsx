import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { serverMessage } from '@/lib/server-message.ts';
import {
  register,
  updateProfile,
  verifyAccount,
} from '@/features/registration/api/registration-api.ts';
import {
  ADDRESS_MESSAGES,
  INITIAL_ADDRESS_FORM,
  toProfileUpdate,
  type AddressFormValues,
} from '@/features/registration/utils/address-form.ts';
import type { OtpState } from '@/features/registration/utils/otp-state.ts';
import {
  INITIAL_REGISTRATION,
  toRegisterRequest,
  type RegistrationValues,
} from '@/features/registration/utils/registration-form.ts';
import { RegistrationStepOne } from './registration-step-one.tsx';
import { RegistrationStepTwo } from './registration-step-two.tsx';
import './registration.css';
import { stampJourneyState } from '@/lib/journey/journey-session.ts';

const HEADINGS = { 1: 'Create an online profile', 2: 'Complete Your Registration' } as const;

/** /register-account: step 1 (details) then step 2 (address), then the OTP screen. */
export function RegistrationPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [details, setDetails] = useState<RegistrationValues>(INITIAL_REGISTRATION);
  const [address, setAddress] = useState<AddressFormValues>(INITIAL_ADDRESS_FORM);
  const [token, setToken] = useState('');
  const [contactNumber, setContactNumber] = useState('');
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  async function submitDetails(checkedNumber: string) {
    setPending(true);
    setServerError(null);
    try {
      const answer = await register(toRegisterRequest(details, checkedNumber));
      setToken(answer.token);
      setContactNumber(checkedNumber);
      setAddress(INITIAL_ADDRESS_FORM);
      setStep(2);
    } catch (failure) {
      setServerError(serverMessage(failure) ?? ADDRESS_MESSAGES.failed);
    } finally {
      setPending(false);
    }
  }

  async function submitAddress() {
    setPending(true);
    setServerError(null);
    try {
      const email = details.registerEmail.trim();
      const payload = toProfileUpdate(details, address, token, contactNumber);
      await updateProfile(email, payload);
      const answer = await verifyAccount(email, payload.contactNumber);
      if (!answer.action.includes('SENDOTP')) {
        setServerError(ADDRESS_MESSAGES.failed);
        setPending(false);
        return;
      }
      const state: OtpState = { email, token, payload, phoneNumber: payload.contactNumber };
      void navigate('/otp', { state: stampJourneyState(state) });
    } catch (failure) {
      setServerError(serverMessage(failure) ?? ADDRESS_MESSAGES.failed);
      setPending(false);
    }
  }

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
            onChange={(next) => {
              setServerError(null);
              setDetails((current) => ({ ...current, ...next }));
            }}
            pending={pending}
            serverError={serverError}
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
            serverError={serverError}
            onSubmit={() => void submitAddress()}
          />
        </>
      )}
    </div>
  );
}
