import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CREATE_AN_ACCOUNT, SAVE_YOUR_HARD_WORK, STORAGE_KEYS } from '@sift/contracts';
import { PageRouteContext } from '@sift/ui';
import routes from '../routes';
import { EmailPage } from './signup.pages';

let currentUser: object | null = null;
jest.mock('@sift/app-kit', () => {
  const actual = jest.requireActual('@sift/app-kit');
  return { ...actual, useUser: () => currentUser };
});
// The e-mail step's calls stay pending: only the page's title is looked at.
jest.mock('../api', () => {
  const pending = () => new Promise(() => undefined);
  const resource = new Proxy({}, { get: () => pending });
  return { api: () => new Proxy({}, { get: () => resource }) };
});

// A signed-in user's skip-ahead waits on saving the wizard's choices: kept pending, the page stays to be looked at.
jest.mock('../features/wizard/save-wizard-choices', () => ({ saveWizardChoices: () => new Promise(() => undefined) }));

function renderEmailPage() {
  render(
    <MemoryRouter initialEntries={['/membership/email']}>
      <PageRouteContext.Provider value={routes.routes.find((r) => r.name === 'membershipEmail')!}>
        <EmailPage />
      </PageRouteContext.Provider>
    </MemoryRouter>,
  );
}

beforeEach(() => sessionStorage.clear());

it("002 §2.1: the e-mail step says 'Save your hard work' when the user is already onboarded", () => {
  currentUser = { id: 1, email: 'pat@sift.example', has_onboarded: true, subscription: null, profiles: [] };
  renderEmailPage();
  expect(screen.getByRole('heading', { level: 1, name: SAVE_YOUR_HARD_WORK })).toBeInTheDocument();
});

it("'Create an account' for a visitor, even after working through this browser's wizard steps", () => {
  currentUser = null;
  sessionStorage.setItem(STORAGE_KEYS.wizardChoices, JSON.stringify({ servicesDone: true, devicesDone: true, filtersDone: true }));
  renderEmailPage();
  expect(screen.getByRole('heading', { level: 1, name: CREATE_AN_ACCOUNT })).toBeInTheDocument();
});

it("'Create an account' for a signed-in user who has not onboarded", () => {
  currentUser = { id: 1, email: 'pat@sift.example', has_onboarded: false, subscription: null, profiles: [] };
  renderEmailPage();
  expect(screen.getByRole('heading', { level: 1, name: CREATE_AN_ACCOUNT })).toBeInTheDocument();
});
