import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { EMAIL_REQUIRED_FOR_SIGNUP, INVALID_EMAIL } from '@sift/contracts';
import { EmailStep } from './email-step';

const initialAction = jest.fn();
jest.mock('../../api', () => ({ api: () => ({ users: { initialAction: (e: string) => initialAction(e) } }) }));

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderStep() {
  render(
    <MemoryRouter initialEntries={['/membership/email?selected_plan_id=3']}>
      <Routes>
        <Route path="/membership/email" element={<EmailStep />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  initialAction.mockReset();
  sessionStorage.clear();
});

it('requires a valid e-mail with the spec texts', async () => {
  renderStep();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText(EMAIL_REQUIRED_FOR_SIGNUP)).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Email'), 'pat@home');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText(INVALID_EMAIL)).toBeInTheDocument();
  expect(initialAction).not.toHaveBeenCalled();
});

it.each([
  ['signup', '/membership/signup?email=pat%40sift.example'],
  ['reonboard', '/membership/login?email=pat%40sift.example'],
  [null, '/login/pat%40sift.example'],
])('action %s goes to %s', async (action, destination) => {
  initialAction.mockResolvedValue({ action });
  renderStep();
  await userEvent.type(screen.getByLabelText('Email'), 'pat@sift.example');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText(`at ${destination}`)).toBeInTheDocument();
});

it('remembers the plan chosen on the landing page', () => {
  renderStep();
  expect(JSON.parse(sessionStorage.getItem('sift_wizard_choices')!).selectedPlanId).toBe(3);
});
