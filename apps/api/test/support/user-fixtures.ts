/** Step one of the REGISTER ACCOUNT page (POST /api/auth/register) that passes every rule. */
export function registrationStepOne(email: string, overrides: Record<string, unknown> = {}) {
  return {
    licenceCode: 'B',
    driversLicenceNumber: '',
    Title: 'MS',
    IDType: 'SAID',
    Password: 'correct horse battery',
    PasswordConfirmation: 'correct horse battery',
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
