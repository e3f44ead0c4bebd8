import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { STORAGE_KEYS } from '@sift/contracts';
import { SignUpFirst } from './sign-up-first';

let currentUser: object | null = null;
jest.mock('@sift/app-kit', () => {
  const actual = jest.requireActual('@sift/app-kit');
  return { ...actual, useUser: () => currentUser };
});

function arrive(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/membership/payment"
          element={
            <SignUpFirst>
              <p>the payment form</p>
            </SignUpFirst>
          }
        />
        <Route path="/membership/signup" element={<p>the sign-up step</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => sessionStorage.clear());

it('002 §2.1: /membership/payment without a user goes to /membership/signup, remembering the chosen plan', async () => {
  currentUser = null;
  arrive('/membership/payment?selected_plan_id=3');
  expect(await screen.findByText('the sign-up step')).toBeInTheDocument();
  expect(screen.queryByText('the payment form')).not.toBeInTheDocument();
  expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.wizardChoices)!).selectedPlanId).toBe(3);
});

it('a signed-in user stays on the payment form', () => {
  currentUser = { id: 1, email: 'pat@sift.example', has_onboarded: false, subscription: null };
  arrive('/membership/payment?selected_plan_id=2');
  expect(screen.getByText('the payment form')).toBeInTheDocument();
});
