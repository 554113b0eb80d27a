import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './scroll-restoration.tsx';

function HistoryButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate('/next')}>
        Next
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  scrollPageTo(0);
});

describe('scroll restoration', () => {
  it('starts a new page at its top and returns to the scrolled place on Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <HistoryButtons />
        <ScrollRestoration />
      </MemoryRouter>,
    );
    scrollPageTo(480);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollPageTo(120);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 480);
  });

  it('keeps the places for a reload of the tab', () => {
    render(
      <MemoryRouter>
        <ScrollRestoration />
      </MemoryRouter>,
    );
    scrollPageTo(300);

    window.dispatchEvent(new Event('pagehide'));

    expect(
      Object.values(JSON.parse(sessionStorage.getItem('bluu_scroll_positions') ?? '{}')),
    ).toContain(300);
  });
});
