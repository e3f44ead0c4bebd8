import { act, fireEvent, render, screen } from '@testing-library/react';
import { BROWSE_CAROUSEL_AUTOPLAY_MS, POSTER_CAROUSEL_INTERVAL_MS } from '@sift/contracts';
import { mockMatchMedia, type MatchMediaMock } from '../testing/match-media';
import { expectNoAxeViolations } from '../testing/axe';
import { Carousel } from './carousel';

const slides = ['Harbor Lights', 'Night Train', 'Quiet River'].map((title) => <p key={title}>{title}</p>);
const shownSlide = () => screen.getAllByRole('group', { hidden: false }).find((slide) => !slide.hidden)!;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('Carousel', () => {
  let media: MatchMediaMock;
  beforeEach(() => {
    jest.useFakeTimers();
    media = mockMatchMedia();
  });
  afterEach(() => {
    media.restore();
    jest.useRealTimers();
  });

  it('is a labelled carousel of slides labelled "n of m"', () => {
    render(<Carousel label="Featured" slides={slides} intervalMs={POSTER_CAROUSEL_INTERVAL_MS} />);
    const carousel = screen.getByRole('region', { name: 'Featured' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const all = carousel.querySelectorAll('[aria-roledescription="slide"]');
    expect([...all].map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(shownSlide()).toHaveTextContent('Harbor Lights');
  });

  it('shows its first slide as it is (no fade), and fades slides in once it has moved', () => {
    render(<Carousel label="Featured" slides={slides} intervalMs={POSTER_CAROUSEL_INTERVAL_MS} />);
    const carousel = screen.getByRole('region', { name: 'Featured' });
    expect(carousel).not.toHaveClass('ui-carousel--moved');
    advance(POSTER_CAROUSEL_INTERVAL_MS);
    expect(carousel).toHaveClass('ui-carousel--moved');
  });

  it('rotates every interval and wraps round (landing: 4000 ms)', () => {
    render(<Carousel label="Featured" slides={slides} intervalMs={POSTER_CAROUSEL_INTERVAL_MS} />);
    advance(3999);
    expect(shownSlide()).toHaveTextContent('Harbor Lights');
    advance(1);
    expect(shownSlide()).toHaveTextContent('Night Train');
    advance(4000);
    advance(4000);
    expect(shownSlide()).toHaveTextContent('Harbor Lights');
  });

  it('takes its interval as a prop (browse: 6000 ms)', () => {
    render(<Carousel label="Hero" slides={slides} intervalMs={BROWSE_CAROUSEL_AUTOPLAY_MS} />);
    advance(5999);
    expect(shownSlide()).toHaveTextContent('Harbor Lights');
    advance(1);
    expect(shownSlide()).toHaveTextContent('Night Train');
  });

  it('does not rotate under prefers-reduced-motion, and stops when the setting turns on', () => {
    media.setReducedMotion(true);
    const { unmount } = render(<Carousel label="Featured" slides={slides} intervalMs={4000} />);
    advance(20_000);
    expect(shownSlide()).toHaveTextContent('Harbor Lights');
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
    unmount();

    media.setReducedMotion(false);
    render(<Carousel label="Featured" slides={slides} intervalMs={4000} />);
    advance(4000);
    expect(shownSlide()).toHaveTextContent('Night Train');
    act(() => media.setReducedMotion(true));
    advance(20_000);
    expect(shownSlide()).toHaveTextContent('Night Train');
  });

  it('the rotation button stops and starts it (WCAG 2.2.2), even under reduced motion', () => {
    media.setReducedMotion(true);
    render(<Carousel label="Featured" slides={slides} intervalMs={4000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    advance(4000);
    expect(shownSlide()).toHaveTextContent('Night Train');
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    advance(20_000);
    expect(shownSlide()).toHaveTextContent('Night Train');
  });

  it('pauses while hovered and while focus is inside', () => {
    render(<Carousel label="Featured" slides={slides} intervalMs={4000} />);
    const carousel = screen.getByRole('region', { name: 'Featured' });
    fireEvent.mouseEnter(carousel);
    advance(10_000);
    expect(shownSlide()).toHaveTextContent('Harbor Lights');
    fireEvent.mouseLeave(carousel);
    advance(4000);
    expect(shownSlide()).toHaveTextContent('Night Train');

    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    advance(10_000);
    expect(shownSlide()).toHaveTextContent('Night Train');
    fireEvent.blur(screen.getByRole('button', { name: 'Next slide' }), { relatedTarget: document.body });
    advance(4000);
    expect(shownSlide()).toHaveTextContent('Quiet River');
  });

  it('previous and next move and wrap; the change is announced politely while not rotating', () => {
    const onIndexChange = jest.fn();
    render(<Carousel label="Featured" slides={slides} intervalMs={4000} autoplay={false} onIndexChange={onIndexChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownSlide()).toHaveTextContent('Quiet River');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toHaveTextContent('Harbor Lights');
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
    expect(shownSlide().parentElement).toHaveAttribute('aria-live', 'polite');
    advance(20_000);
    expect(shownSlide()).toHaveTextContent('Harbor Lights');
  });

  it('one slide: no controls, no rotation', () => {
    render(<Carousel label="Featured" slides={[slides[0]]} intervalMs={4000} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('passes axe', async () => {
    jest.useRealTimers();
    const { container } = render(<Carousel label="Featured" slides={slides} intervalMs={4000} />);
    await expectNoAxeViolations(container);
  });
});
