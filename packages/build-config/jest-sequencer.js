/**
 * The order the root jest run starts its test files in (jest.config.js): jest's own order (the files that failed
 * last time, then the longest by the last run's times, or by size when there is none, as on a clean clone), except
 * that a file whose first comment says `@long-running` starts before all others. A long file started last leaves
 * one worker busy while the others have nothing left to do: issue 17's year of billing takes minutes of one worker.
 */
const fs = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;

const MARK = '@long-running';

function runsLong(file) {
  const head = fs.readFileSync(file, 'utf8').slice(0, 2_000);
  return head.startsWith('/**') && head.slice(0, head.indexOf('*/')).includes(MARK);
}

class LongRunningFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const long = sorted.filter((test) => runsLong(test.path));
    return [...long, ...sorted.filter((test) => !long.includes(test))];
  }
}

module.exports = LongRunningFirst;
