import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

describe('tabs', () => {
  it('renders a lazy panel only once its tab is chosen, and keeps it afterwards', async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        label="Bookings"
        items={[
          { id: 'book', label: 'Book a Vehicle', panel: <p>Search form</p> },
          { id: 'd2d', label: 'Door2Door', lazy: true, panel: <p>Door2Door form</p> },
        ]}
      />,
    );
    expect(screen.getByText('Search form')).toBeVisible();
    expect(screen.queryByText('Door2Door form')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Door2Door' }));
    expect(screen.getByText('Door2Door form')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Book a Vehicle' }));
    expect(screen.getByText('Door2Door form')).not.toBeVisible();
    expect(screen.getByText('Search form')).toBeVisible();
  });

  it('starts on the tab asked for, its lazy panel rendered', () => {
    render(
      <Tabs
        label="Bookings"
        initialId="d2d"
        items={[
          { id: 'book', label: 'Book a Vehicle', panel: <p>Search form</p> },
          { id: 'd2d', label: 'Door2Door', lazy: true, panel: <p>Door2Door form</p> },
        ]}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Door2Door' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Door2Door form')).toBeVisible();
    expect(screen.getByText('Search form')).not.toBeVisible();
  });
});
