// The browser suite's order: Jest's own (files that failed last time first, then the longest), with
// the CMS end-to-end test last – in `npm test` it waits for the calendar build test to finish with
// the shared project copy (see __tests__/support/project-copy.ts), so it should not hold a worker
// while other files could run.
const Sequencer = require("@jest/test-sequencer").default;

class BrowserSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const last = (test) => /[\\/]cms\.test\.ts$/.test(test.path);
    return [...sorted.filter((t) => !last(t)), ...sorted.filter(last)];
  }
}

module.exports = BrowserSequencer;
