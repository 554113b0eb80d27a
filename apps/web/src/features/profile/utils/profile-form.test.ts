import type { SessionUser } from '@bluu/contracts/accounts';
import { PROFILE_MESSAGES, USER_MESSAGES } from '@bluu/contracts/users';
import { describe, expect, it } from 'vitest';
import {
  firstProfileError,
  profileValuesOf,
  renamedSessionUser,
  toProfileDetails,
  type ProfileValues,
} from './profile-form.ts';
import { greetingName } from './greeting.ts';

const VALID: ProfileValues = {
  profileIDType: 'SAID',
  profileID: '8001015009087',
  profileTitle: 'MS',
  profileInitials: 'T',
  profileFirstname: 'Thandi',
  profileLastname: 'Nkosi',
  profileEmail: 'thandi@example.co.za',
  profileContactNo: '+27-821234567',
  changePassword: false,
  profileOldPassword: '',
  profilePassword: '',
  profileMarketing: false,
};

const USER: SessionUser = {
  accountName: 'T Nkosi',
  accountEmail: 'thandi@example.co.za',
  accountNo: null,
  accountType: 'I',
  accountUser: 'user-1',
  accountFirstname: 'Thandi',
  accountLastname: 'Nkosi',
};

describe('the My Profile rules (spec 001 §5 Profile)', () => {
  it('accepts a complete profile, without or with a new password', () => {
    expect(firstProfileError(VALID)).toBeNull();
    expect(
      firstProfileError({
        ...VALID,
        changePassword: true,
        profileOldPassword: 'old secret',
        profilePassword: 'new secret',
      }),
    ).toBeNull();
  });

  it.each<[Partial<ProfileValues>, keyof ProfileValues, string]>([
    [{ profileIDType: '' }, 'profileIDType', 'Please select ID type.'],
    [{ profileID: ' ' }, 'profileID', 'Please enter your ID / Passport number.'],
    [{ profileID: '800101500908' }, 'profileID', 'Please enter a valid ID / Passport number.'],
    [{ profileID: '80010150090AB' }, 'profileID', 'Please enter a valid ID / Passport number.'],
    [
      { profileIDType: 'PASS', profileID: 'A12-345' },
      'profileID',
      'Please enter a valid ID / Passport number.',
    ],
    [{ profileTitle: '' }, 'profileTitle', 'Please select Title.'],
    [{ profileInitials: '' }, 'profileInitials', 'Please enter your Initials.'],
    [{ profileFirstname: '' }, 'profileFirstname', 'Please enter your First name.'],
    [{ profileLastname: '' }, 'profileLastname', 'Please enter your Last name.'],
    [{ profileEmail: '' }, 'profileEmail', 'Please enter your Email address.'],
    [{ profileEmail: 'thandi@' }, 'profileEmail', 'Please enter a valid Email address.'],
    [{ profileContactNo: '' }, 'profileContactNo', 'Please enter your Contact number.'],
    [{ profileContactNo: '082 1' }, 'profileContactNo', 'Please enter a valid Contact number.'],
    [
      { profileContactNo: '082-abc-1234' },
      'profileContactNo',
      'Please enter a valid Contact number.',
    ],
    [{ changePassword: true }, 'profileOldPassword', PROFILE_MESSAGES.passwords],
    [
      { changePassword: true, profileOldPassword: 'old secret' },
      'profilePassword',
      PROFILE_MESSAGES.passwords,
    ],
    [
      { changePassword: true, profileOldPassword: 'old secret', profilePassword: 'short' },
      'profilePassword',
      USER_MESSAGES.passwordLength,
    ],
  ])('%j → %s: %s', (change, field, message) => {
    expect(firstProfileError({ ...VALID, ...change })).toEqual({ field, message });
  });

  it('names the first failing field in the form order, one at a time', () => {
    expect(
      firstProfileError({ ...VALID, profileTitle: '', profileLastname: '', profileID: '' }),
    ).toEqual({ field: 'profileID', message: 'Please enter your ID / Passport number.' });
  });

  it('accepts a passport or a Namibian or Botswana ID with letters and digits', () => {
    for (const profileIDType of ['PASS', 'NAID', 'BWID'])
      expect(firstProfileError({ ...VALID, profileIDType, profileID: 'A1234567' })).toBeNull();
  });
});

describe('the form and the server', () => {
  it('fills the form from the server fields; an unknown title or ID type starts empty', () => {
    const values = profileValuesOf({
      user_id_type: '',
      user_id_number: '',
      user_title: 'KING',
      user_initials: '',
      user_firstname: 'Thandi',
      user_lastname: 'Nkosi',
      user_email_address: 'thandi@example.co.za',
      user_contact_number: '',
      user_receive_marketing: true,
      user_licence_code: 'B',
    });
    expect(values).toMatchObject({
      profileIDType: '',
      profileTitle: '',
      profileFirstname: 'Thandi',
      profileMarketing: true,
      changePassword: false,
    });
  });

  it('sends the passwords only while Change Password is ticked, and trims the texts', () => {
    const details = toProfileDetails({
      ...VALID,
      profileFirstname: ' Thandi ',
      changePassword: false,
      profileOldPassword: 'typed then untouched',
      profilePassword: 'typed then untouched',
    });
    expect(details).toMatchObject({
      profileFirstname: 'Thandi',
      profileOldPassword: '',
      profilePassword: '',
    });
    expect(
      toProfileDetails({
        ...VALID,
        changePassword: true,
        profileOldPassword: 'old secret',
        profilePassword: 'new secret',
      }),
    ).toMatchObject({ profileOldPassword: 'old secret', profilePassword: 'new secret' });
  });

  it('renames the session user as the sign-in names it, and greets by first name', () => {
    const renamed = renamedSessionUser(USER, {
      ...VALID,
      profileFirstname: 'lindiwe',
      profileLastname: 'Dlamini',
    });
    expect(renamed).toEqual({
      ...USER,
      accountName: 'L Dlamini',
      accountFirstname: 'lindiwe',
      accountLastname: 'Dlamini',
    });
    expect(greetingName(renamed)).toBe('lindiwe');
    expect(greetingName({ ...USER, accountFirstname: '' })).toBe('T Nkosi');
  });
});
