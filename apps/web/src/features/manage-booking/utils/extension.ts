import { extensionRuleError } from '@bluu/contracts/manage-rules';
import {
  addDaysToDate,
  joinDateTime,
  splitDateTime,
  type LocalDate,
  type LocalDateTime,
  type LocalTime,
} from '@bluu/contracts/time';

export interface DropOff {
  date: LocalDate;
  time: LocalTime;
}

/** The starting choice of an extension: one day later at the same time. */
export function initialExtension(current: DropOff): DropOff {
  return { date: addDaysToDate(current.date, 1), time: current.time };
}

/** An extension only moves the drop-off later, and not into the past (`now` branch-local). */
export function extensionError(current: DropOff, next: DropOff, now: LocalDateTime): string | null {
  return extensionRuleError(
    joinDateTime(current.date, current.time),
    joinDateTime(next.date, next.time),
    now,
  );
}

/** A request with only its drop-off moved. */
export function withDropOff<T extends { dropOffDateTime: string }>(request: T, next: DropOff): T {
  return { ...request, dropOffDateTime: joinDateTime(next.date, next.time) };
}

export function dropOffOf(request: { dropOffDateTime: string }): DropOff {
  return splitDateTime(request.dropOffDateTime);
}
