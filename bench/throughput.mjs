// Throughput of a page against a reference with autocannon, for bench:load and bench:proxy: a
// warm-up run thrown away, then rounds that alternate the reference and the page, so that both see
// the same state of the machine; each round's ratio compares two runs made one after the other.
import autocannon from "autocannon";

export const ROUNDS = 3;
const WARM_UP_SECONDS = 3;

/**
 * One autocannon run.
 * @param {string} url @param {{ headers?: Record<string, string>, connections: number, seconds: number }} options
 */
export async function run(url, { headers = {}, connections, seconds }) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** @param {number[]} values */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median and range of the rounds' figures: '603 (590–611)'. @param {number[]} values @param {number} [digits] */
export const spread = (values, digits = 0) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

/**
 * `url` against `referenceUrl`, ROUNDS times.
 * @param {string} url @param {string} referenceUrl
 * @param {{ headers?: Record<string, string>, connections: number, seconds: number }} options
 */
export async function compare(url, referenceUrl, { headers = {}, connections, seconds }) {
  await run(url, { headers, connections, seconds: WARM_UP_SECONDS });
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const reference = await run(referenceUrl, { connections, seconds });
    const page = await run(url, { headers, connections, seconds });
    rounds.push({ reference, page, ratio: page.rps / reference.rps });
  }
  const pick = (/** @type {(entry: typeof rounds[number]) => number} */ read) => rounds.map(read);
  return {
    connections,
    rps: pick((entry) => entry.page.rps),
    reference: pick((entry) => entry.reference.rps),
    ratio: pick((entry) => entry.ratio),
    p50: median(pick((entry) => entry.page.p50)),
    p99: median(pick((entry) => entry.page.p99)),
    failures: rounds.reduce(
      (total, entry) => total + entry.page.failures + entry.reference.failures,
      0,
    ),
  };
}
