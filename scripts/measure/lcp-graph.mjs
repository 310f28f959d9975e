// Why a page's simulated FCP and LCP are what they are: runs Lighthouse (the bench's mobile
// settings, the build served by nginx with the production configuration) on each address given
// and prints, for each of Lantern's estimates (FCP and LCP, optimistic and pessimistic), every
// node of the graph it simulated with its simulated start and end: each request with its
// priority, type and size, and each task of the main thread with its observed length and what
// it did. Lantern's LCP is the larger of the FCP and the mean of the two LCP estimates; an
// estimate ends with the node that ends last (docs/performance.md, "where the simulated LCP of
// 1.0 s is lost").
//   npm run build && node scripts/measure/lcp-graph.mjs /contact /hi/urgent
// A measurement, not a test: run it by hand on a quiet machine.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { startLighthouse } from '../../test/harness/lighthouse.mjs';
import { startServer } from '../../test/harness/servers.mjs';

const taskKinds = [
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'EvaluateScript',
  'FunctionCall',
];
// TLS=1: served over https and HTTP/2 as in production, with a certificate made for the run.
const tls = process.env.TLS === '1';
const server = await startServer(tls ? 'nginx-tls' : 'nginx');

function describe(node) {
  if (node.type === 'network') {
    const { priority, resourceType, url, transferSize } = node.request;
    return `${priority} ${resourceType} ${url.replace(server.origin, '')} ${transferSize} B`;
  }
  const did = [...new Set(node.childEvents.map((event) => event.name))].filter((name) =>
    taskKinds.includes(name),
  );
  return `main thread, ${((node.endTime - node.startTime) / 1000).toFixed(1)} ms observed ${did.join(', ')}`;
}

for (const [metric, estimator] of [
  ['FCP', Lantern.Metrics.FirstContentfulPaint],
  ['LCP', Lantern.Metrics.LargestContentfulPaint],
]) {
  const estimate = estimator.getEstimateFromSimulation;
  estimator.getEstimateFromSimulation = function (simulation, extras) {
    const result = estimate.call(this, simulation, extras);
    const graph = extras?.optimistic ? 'optimistic' : 'pessimistic';
    console.log(`  ${metric} ${graph}: ${Math.round(result.timeInMs)} ms`);
    const nodes = [...simulation.nodeTimings.entries()].sort(
      (a, b) => a[1].startTime - b[1].startTime,
    );
    for (const [node, timing] of nodes)
      console.log(
        `    ${String(Math.round(timing.startTime)).padStart(5)}–${String(Math.round(timing.endTime)).padStart(5)} ms  ${describe(node)}`,
      );
    return result;
  };
}

const lighthouse = await startLighthouse({ tls });
for (const path of process.argv.slice(2)) {
  console.log(path);
  const lhr = await lighthouse.run(server.origin + path, { onlyCategories: ['performance'] });
  const metrics = lhr.audits.metrics?.details?.items?.[0];
  console.log(
    `${path}: FCP ${Math.round(metrics?.firstContentfulPaint)} ms, LCP ${Math.round(metrics?.largestContentfulPaint)} ms; observed in the unthrottled load: FCP ${Math.round(metrics?.observedFirstContentfulPaint)} ms, LCP ${Math.round(metrics?.observedLargestContentfulPaint)} ms\n`,
  );
}
await lighthouse.close();
await server.stop();
