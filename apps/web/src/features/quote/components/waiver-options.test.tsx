import type { Waiver } from '@bluu/contracts/constants';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CHARGE } from '@test/fixtures.ts';
import { WaiverOptions } from './waiver-options.tsx';

function Chooser() {
  const [selected, setSelected] = useState<Waiver | null>('CDW');
  return (
    <WaiverOptions charge={CHARGE} currency="ZAR" selected={selected} onSelect={setSelected} />
  );
}

describe('the waiver cover', () => {
  it('hands the focus to Super cover when Upgrade to Super Waiver, holding it, goes', async () => {
    const user = userEvent.setup();
    render(<Chooser />);
    const upgrade = screen.getByRole('button', { name: 'Upgrade to Super Waiver' });
    upgrade.focus();

    await user.keyboard('{Enter}');

    expect(screen.queryByRole('button', { name: 'Upgrade to Super Waiver' })).toBeNull();
    const superCover = screen.getByRole('radio', { name: /Super cover/ });
    expect(superCover).toBeChecked();
    expect(superCover).toHaveFocus();
  });
});
