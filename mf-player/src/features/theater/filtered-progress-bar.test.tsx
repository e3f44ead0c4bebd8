import { fireEvent, render, screen } from '@testing-library/react';
import { buildEditPlan, createTimeline } from '@sift/filter-engine';
import { expectNoAxeViolations } from '@sift/ui/testing';
import { FilteredProgressBar } from './filtered-progress-bar';

const timeline = createTimeline(buildEditPlan([{ type: 'visual', start_approx: 45, end_approx: 52 }], { duration: 210 }));

describe('FilteredProgressBar', () => {
  it("skips with the arrows through the player's skip (from where the viewer is headed), Home and End seek", async () => {
    const onSkip = jest.fn();
    const onSeekFiltered = jest.fn();
    const { container } = render(<FilteredProgressBar timeline={timeline} time={60} onSeekFiltered={onSeekFiltered} onSkip={onSkip} />);
    const slider = screen.getByRole('slider', { name: 'Position' });
    expect(slider).toHaveAttribute('aria-valuenow', '53');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(onSkip.mock.calls).toEqual([[10], [10], [-10]]);
    fireEvent.keyDown(slider, { key: 'End' });
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(onSeekFiltered.mock.calls).toEqual([[203], [0]]);
    await expectNoAxeViolations(container);
  });

  it('draws a cut as a mark where it sits on the filtered bar', () => {
    const { container } = render(<FilteredProgressBar timeline={timeline} time={0} onSeekFiltered={jest.fn()} onSkip={jest.fn()} />);
    const mark = container.querySelector<HTMLElement>('.theater-progress__mark--cut')!;
    expect(Number.parseFloat(mark.style.left)).toBeCloseTo((45 / 203) * 100, 3);
  });
});
