import { MANAGE_MESSAGES } from '@bluu/contracts/manage-rules';
import { describe, expect, it } from 'vitest';
import {
  EMAIL,
  fakeManageApi,
  refused,
  REQUEST,
  RESERVATION,
  RESERVATION_VERSION,
} from '@/features/manage-booking/test/manage-fixtures.ts';
import { submitModification } from './modify-booking.ts';

const modify = () =>
  submitModification(
    RESERVATION,
    { ...REQUEST, email: EMAIL, version: RESERVATION_VERSION },
    'attempt-1',
  );

describe("a modification's PUT", () => {
  it('is changedMeanwhile when refused with CONFLICT (the reservation was written since)', async () => {
    fakeManageApi({
      [`PUT /api/Booking/${RESERVATION}`]: () =>
        refused(409, 'CONFLICT', MANAGE_MESSAGES.changedMeanwhile),
    });

    expect(await modify()).toEqual({
      kind: 'changedMeanwhile',
      message: MANAGE_MESSAGES.changedMeanwhile,
    });
  });

  it('is a plain refusal with any other code, whatever its text', async () => {
    fakeManageApi({
      [`PUT /api/Booking/${RESERVATION}`]: () =>
        refused(409, 'VEHICLE_UNAVAILABLE', MANAGE_MESSAGES.changedMeanwhile),
    });

    expect(await modify()).toMatchObject({
      kind: 'refused',
      message: MANAGE_MESSAGES.changedMeanwhile,
    });
  });
});
