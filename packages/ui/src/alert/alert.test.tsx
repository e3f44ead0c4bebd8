import { render, screen } from '@testing-library/react';
import { LOGIN_HELP_LINK, MOVIE_HIDDEN, SUPPORT_ARTICLE_LOGIN_URL } from '@sift/contracts';
import { expectNoAxeViolations } from '../testing/axe';
import { Alert } from './alert';

describe('Alert', () => {
  it('an error is an alert, with its action', () => {
    render(
      <Alert tone="error" action={<a href={SUPPORT_ARTICLE_LOGIN_URL}>{LOGIN_HELP_LINK}</a>}>
        Unable to log in with provided credentials.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unable to log in with provided credentials.');
    expect(screen.getByRole('link', { name: 'Help!' })).toHaveAttribute('href', SUPPORT_ARTICLE_LOGIN_URL);
  });

  it('other tones are a status', () => {
    render(<Alert title={MOVIE_HIDDEN} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(MOVIE_HIDDEN);
  });

  it('passes axe', async () => {
    const { container } = render(
      <>
        <Alert tone="error" title="Payment failed">Try again.</Alert>
        <Alert tone="success">Saved.</Alert>
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
