import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HELP_CENTER_URL, TOO_MANY_STREAMS } from '@sift/contracts';
import { expectNoAxeViolations } from '@sift/ui/testing';
import { TheaterPanel, type TheaterProblem } from './theater-panel';

const peacock = { name: 'Peacock', slug: 'peacock', log_in_link: 'https://www.peacocktv.com/signin' };
const prime = { name: 'Prime Video', slug: 'prime-video', log_in_link: 'https://www.amazon.com/gp/video/storefront' };
const refused = (name: string, recourse: 'reauthenticate' | 'review_content' | 'retry' | 'none', title = 'T', message = 'M'): TheaterProblem => ({
  kind: 'refused',
  status: 403,
  error: { name, recourse, title, message },
});

describe('TheaterPanel', () => {
  it("asks to verify the service in three steps, naming Amazon's sign-in option", async () => {
    const onRetry = jest.fn();
    const { container } = render(
      <TheaterPanel problem={refused('missing_credentials', 'reauthenticate', 'Verification Required', 'Sift needs to check your account.')} service={prime} onClose={jest.fn()} onRetry={onRetry} />,
    );
    expect(screen.getByRole('heading', { name: 'Verification Required' })).toHaveFocus();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Go to Prime Video.',
      "Sign in, and check 'Keep Me Signed In'.",
      'Come back to Sift and select Try Again.',
    ]);
    expect(screen.getByRole('link', { name: 'Go to Prime Video' })).toHaveAttribute('href', prime.log_in_link);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it("shows the server's title and text for review_content and retry, with Close and Try Again", async () => {
    const onClose = jest.fn();
    const { rerender } = render(
      <TheaterPanel problem={refused('no_content_rights', 'review_content', 'Check Your Peacock Account', 'No access.')} service={peacock} onClose={onClose} onRetry={jest.fn()} />,
    );
    expect(screen.getByRole('region', { name: 'Check Your Peacock Account' })).toHaveTextContent('No access.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    rerender(<TheaterPanel problem={refused('verification_unavailable', 'retry', 'Peacock is not Responding', 'Try again.')} service={peacock} onClose={onClose} onRetry={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Peacock is not Responding' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('says Unexpected Error in the spec’s words, with a support link only for an error it does not know', () => {
    const { rerender } = render(<TheaterPanel problem={refused('not_found', 'none')} service={peacock} onClose={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Unexpected Error' })).toBeInTheDocument();
    expect(screen.getByText('The system encountered an unexpected problem while linking to Peacock. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact Support' })).not.toBeInTheDocument();
    rerender(<TheaterPanel problem={refused('kaboom', 'none')} service={peacock} onClose={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', HELP_CENTER_URL);
    rerender(<TheaterPanel problem={{ kind: 'refused', status: 500, error: null }} service={null} onClose={jest.fn()} />);
    expect(screen.getByText('The system encountered an unexpected problem while linking to Sift. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toBeInTheDocument();
  });

  it('says too many streams under the service’s account heading', () => {
    render(<TheaterPanel problem={{ kind: 'too-many-streams' }} service={{ name: 'Sift', slug: 'sift', log_in_link: '/login' }} onClose={jest.fn()} />);
    expect(screen.getByRole('region', { name: 'Check Your Sift Account' })).toHaveTextContent(TOO_MANY_STREAMS);
  });

  it('says the extension is needed when the re-link could not reach it', () => {
    const problem = refused('verification_expired', 'reauthenticate', 'Verification Required', 'Sift needs to check your account.');
    const { rerender } = render(<TheaterPanel problem={problem} service={peacock} onClose={jest.fn()} />);
    expect(screen.queryByRole('link', { name: 'Install Extension' })).toBeNull();
    rerender(<TheaterPanel problem={problem} service={peacock} onClose={jest.fn()} extensionNeeded />);
    expect(screen.getByText(/Verifying Peacock needs the Sift browser extension in this browser\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Install Extension' })).toHaveAttribute('href', expect.stringContaining('chromewebstore'));
  });
});
