/** The password of the registrations below. */
export const PASSWORD = 'correct horse battery';

/** Step one of the REGISTER ACCOUNT page (POST /api/auth/register) that passes every rule. */
export function registrationStepOne(email: string, overrides: Record<string, unknown> = {}) {
  return {
    licenceCode: 'B',
    driversLicenceNumber: '',
    Title: 'MS',
    IDType: 'SAID',
    Password: PASSWORD,
    PasswordConfirmation: PASSWORD,
    TermsConditions: true,
    FirstName: 'Naledi',
    LastName: 'Dlamini',
    IDPassportNumber: '8001015009087',
    phoneNoCountry: 'ZA',
    ContactNumber: '+27-821234567',
    EmailAddress: email,
    EmailAddressConfirmation: email,
    userType: 'Registered',
    accounts: [{ accountNumber: '' }],
    ...overrides,
  };
}

/** The header's REGISTER dialog (POST /api/web/user/register-external-user) that passes every rule. */
export function dialogRegistration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    registerDetails: {
      registerIDType: 'SAID',
      registerID: '8001015009087',
      registerFirstname: 'Thandi',
      registerLastname: 'Nkosi',
      registerEmail: email,
      registerPassword: PASSWORD,
      registerRePassword: PASSWORD,
      registerMarketing: false,
      consent: true,
      ...overrides,
    },
  };
}
