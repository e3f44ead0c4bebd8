import { render } from '@testing-library/react';
import { expectNoAxeViolations } from './axe';

describe('expectNoAxeViolations', () => {
  it('fails on a real violation, so a passing axe check means something', async () => {
    const { container } = render(
      <div>
        <img src="/poster.jpg" />
        <input type="text" />
      </div>,
    );
    await expect(expectNoAxeViolations(container)).rejects.toThrow(/image-alt[\s\S]*label/);
  });

  it('passes on accessible markup', async () => {
    const { container } = render(
      <label>
        Email <input type="email" />
      </label>,
    );
    await expectNoAxeViolations(container);
  });
});
