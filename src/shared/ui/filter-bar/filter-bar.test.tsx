import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/i18n.ts';
import { parseAsDateRange } from '@/lib/list-state/list-parsers.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { FilterBar } from './filter-bar.tsx';

function Dated() {
  const list = useListState({ created: parseAsDateRange });
  const location = useLocation();
  return (
    <>
      <output aria-label="address">{location.search}</output>
      <FilterBar list={list} fields={[{ kind: 'dateRange', name: 'created', label: 'Created' }]} />
    </>
  );
}

describe('FilterBar date range', () => {
  it('shows the range the address holds, and reset clears it from the address', async () => {
    setLocale('en-US');
    renderAtRoute(<Dated />, '/customer?created=2026-01-01~2026-01-31');
    // The picker loads on demand; then it shows both dates.
    await waitFor(() => expect(screen.getByDisplayValue('2026-01-01')).toBeInTheDocument());
    expect(screen.getByDisplayValue('2026-01-31')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(/^$/));
    await waitFor(() => expect(screen.queryByDisplayValue('2026-01-01')).not.toBeInTheDocument());
  });
});
