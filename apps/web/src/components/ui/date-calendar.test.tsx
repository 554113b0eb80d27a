import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateCalendar } from './date-calendar.tsx';

const day = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('the date calendar', () => {
  it('offers no day after its last date and no month beyond it', async () => {
    const user = userEvent.setup();
    render(
      <DateCalendar selected="2027-11-20" min="2026-11-27" max="2027-11-27" onSelect={() => {}} />,
    );

    expect(day('Saturday 27 November 2027')).toBeEnabled();
    expect(day('Sunday 28 November 2027')).toBeDisabled();
    expect(day('Tuesday 30 November 2027')).toBeDisabled();
    const nextMonth = screen.getByRole('button', { name: /next month/i });
    expect(nextMonth).toHaveAttribute('aria-disabled', 'true');
    await user.click(nextMonth);
    expect(screen.getByRole('grid')).toHaveAccessibleName(/November 2027/);
  });

  it('keeps the keyboard on the last date: arrows and Page Down do not pass it', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <DateCalendar selected="2027-11-26" min="2026-11-27" max="2027-11-27" onSelect={onSelect} />,
    );
    expect(day('Friday 26 November 2027')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(day('Saturday 27 November 2027')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}{PageDown}{End}');
    expect(day('Saturday 27 November 2027')).toHaveFocus();
    expect(screen.getByRole('grid')).toHaveAccessibleName(/November 2027/);

    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('2027-11-27');
  });

  it('opens on the last month when the date shown lies beyond it', () => {
    render(
      <DateCalendar selected="2036-11-30" min="2026-11-27" max="2027-11-27" onSelect={() => {}} />,
    );
    expect(screen.getByRole('grid')).toHaveAccessibleName(/November 2027/);
  });

  it('runs on without a last date', () => {
    render(<DateCalendar selected="2027-11-20" min="2026-11-27" onSelect={() => {}} />);
    expect(day('Sunday 28 November 2027')).toBeEnabled();
    expect(screen.getByRole('button', { name: /next month/i })).not.toHaveAttribute(
      'aria-disabled',
    );
  });
});
