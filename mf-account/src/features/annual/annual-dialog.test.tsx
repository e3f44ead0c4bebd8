import { render, screen } from '@testing-library/react';
import type { AnnualPricingPreview } from '@sift/contracts';
import { AnnualDialog } from './annual-dialog';

const preview = jest.fn();
jest.mock('../../api', () => ({ api: () => ({ account: { previewAnnualPricing: () => preview() } }) }));

const renderDialog = () => render(<AnnualDialog subscriptionId={3} open onOpenChange={() => undefined} onUpgraded={async () => undefined} />);

describe('the annual dialog', () => {
  it("shows the spec's defaults until the preview answers: $119.88 and 'Get 2 Months Free' (000 §9)", () => {
    preview.mockReturnValue(new Promise(() => undefined));
    renderDialog();
    expect(screen.getByText('$119.88')).toBeInTheDocument();
    expect(screen.getByText('The annual plan (Get 2 Months Free)')).toBeInTheDocument();
  });

  it("shows the preview's figures once it answers, and keeps the default claim when the preview names no promo", async () => {
    const answer: AnnualPricingPreview = { current_plan_annual_price: 14_388, target_plan_annual_price: 9_990, target_plan_id: 3, charge_estimate: 8_991, promo: null };
    preview.mockResolvedValue(answer);
    renderDialog();
    expect(await screen.findByText('$143.88')).toBeInTheDocument();
    expect(screen.getByText('The annual plan (Get 2 Months Free)')).toBeInTheDocument();
    expect(screen.getByTestId('annual-charge')).toHaveTextContent('$89.91');
  });
});
