import axe from 'axe-core';

/**
 * Runs axe-core on a rendered container and fails with the list of violations.
 *
 * `color-contrast` is off because jsdom computes no layout or styles, so axe cannot measure it there (it would
 * report "incomplete", never a real result); contrast is checked against the tokens in src/styles/tokens.css instead.
 * Every other rule axe runs by default stays on.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false } },
    // Radix portals and toasts live under <body>; the container given is the one checked.
    resultTypes: ['violations'],
  });
  const report = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `  ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect(report).toEqual([]);
}
