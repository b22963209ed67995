// Order of the browser test files. Jest's own order comes first (the longest files first, by their last
// time or else their size), with one change: files that load pages over a throttled network (`throttle(`
// from ./field.ts) start first. They spend most of their time waiting for the network, not computing;
// at the start of `npm test`'s last phase, the later build and the built-site tests use the CPU they
// leave, whereas at the end the suite's other worker would wait for them with a core idle.
const fs = require("fs");
const Sequencer = require("@jest/test-sequencer").default;

const waitsForNetwork = (file) => /\bthrottle\(/.test(fs.readFileSync(file, "utf8"));

class WaitingFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const waiting = new Set(sorted.filter((t) => waitsForNetwork(t.path)));
    return [...waiting, ...sorted.filter((t) => !waiting.has(t))];
  }
}

module.exports = WaitingFirst;
