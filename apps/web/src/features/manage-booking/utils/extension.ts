import { TIME_STEP_MINUTES } from '@bluu/contracts/constants';
import { extensionRuleError } from '@bluu/contracts/manage-rules';
import {
  addDaysToDate,
  addMinutes,
  joinDateTime,
  roundUpToStep,
  splitDateTime,
  toLocalDateTime,
  type LocalDate,
  type LocalDateTime,
  type LocalTime,
} from '@bluu/contracts/time';

export interface DropOff {
  date: LocalDate;
  time: LocalTime;
}

/**
 * The starting choice of an extension: one day later at the same time, but for a rental overdue
 * never before the first time of the time select at least one step (15 minutes) after now, so it
 * is still to come when it is checked and confirmed: at 2026-11-30 14:05 an extension of
 * 2026-11-29 10:00 starts at `{ date: '2026-11-30', time: '14:30' }`.
 */
export function initialExtension(current: DropOff, now: Date = new Date()): DropOff {
  const dayLater = { date: addDaysToDate(current.date, 1), time: current.time };
  const soonest = splitDateTime(toLocalDateTime(roundUpToStep(addMinutes(now, TIME_STEP_MINUTES))));
  return joinDateTime(dayLater.date, dayLater.time) > joinDateTime(soonest.date, soonest.time)
    ? dayLater
    : soonest;
}

/** A rental whose drop-off has passed (`now` branch-local): it is overdue. */
export function isOverdue(current: DropOff, now: LocalDateTime): boolean {
  return joinDateTime(current.date, current.time) <= now;
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
