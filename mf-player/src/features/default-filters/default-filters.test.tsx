import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { buildProfile, buildUser } from '@sift/contracts/testing';
import { DefaultFilters } from './default-filters';
import { returnPageOf } from './return-page';

const update = jest.fn();
const refreshUser = jest.fn();
jest.mock('../../api', () => ({ api: () => ({ profiles: { update: (...args: unknown[]) => update(...args) } }) }));
jest.mock('@sift/app-kit', () => {
  const actual = jest.requireActual('@sift/app-kit');
  const profile = buildProfile({ id: 7, name: 'Sam', global_filters: { '18': true } });
  return {
    ...actual,
    refreshUser: () => refreshUser(),
    useActiveProfile: () => profile,
    useUser: () => buildUser({ profiles: [profile], required_filters: { '6': true } }),
  };
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('DefaultFilters', () => {
  it("saves the profile's global_filters, refreshes the session, and returns to returnPage", async () => {
    update.mockResolvedValue(undefined);
    render(
      <MemoryRouter initialEntries={['/default-filters?returnPage=%2Fwatchlist&editCategory=9']}>
        <DefaultFilters />
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByRole('checkbox', { name: 'Kissing' })).toHaveFocus();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Kissing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/watchlist'));
    expect(update).toHaveBeenCalledWith(7, { global_filters: expect.objectContaining({ '9': true, '18': true, '6': false }) });
    expect(refreshUser).toHaveBeenCalled();
  });

  it('returns only to a path of this site, else to browse', () => {
    expect(returnPageOf('/account', '/browse')).toBe('/account');
    expect(returnPageOf('//evil.example/x', '/browse')).toBe('/browse');
    expect(returnPageOf('https://evil.example', '/browse')).toBe('/browse');
    expect(returnPageOf(null, '/browse')).toBe('/browse');
  });
});
