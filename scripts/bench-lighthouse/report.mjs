// What `npm run bench:lighthouse` prints for one route: the median run's scores and metrics beside
// the targets of issue 14, then what to fix (the failing audits and the LCP element).

/** Issue 14's targets: reported beside each value, never asserted. */
const rows = [
  { label: 'Performance', value: (r) => r.scores.performance, min: 95, format: score },
  { label: 'Accessibility', value: (r) => r.scores.accessibility, min: 95, format: score },
  { label: 'Best practices', value: (r) => r.scores['best-practices'], min: 95, format: score },
  { label: 'SEO', value: (r) => r.scores.seo, min: 95, format: score },
  { label: 'FCP', value: (r) => r.metrics.fcp, format: seconds },
  { label: 'LCP', value: (r) => r.metrics.lcp, max: 2000, format: seconds },
  { label: 'TBT', value: (r) => r.metrics.tbt, max: 150, format: ms },
  { label: 'CLS', value: (r) => r.metrics.cls, max: 0.05, format: (v) => v.toFixed(3) },
  { label: 'Speed Index', value: (r) => r.metrics.si, format: seconds },
  { label: 'Requests', value: (r) => r.requests, format: String },
  { label: 'Transferred', value: (r) => r.transferKb, format: (v) => `${v.toFixed(1)} kB` },
];

function score(v) {
  return String(v);
}
function seconds(v) {
  return `${(v / 1000).toFixed(2)} s`;
}
function ms(v) {
  return `${Math.round(v)} ms`;
}

// Audits that are not findings: the kinds with no verdict, the metrics already in the table, and
// what Lighthouse's own report hides (TTI, max potential FID: TBT tells the same story).
const notFindings = new Set(['informative', 'notApplicable', 'manual', 'error']);
const notFindingGroups = new Set(['metrics', 'hidden']);

/** The figures the report needs from one Lighthouse result (LHR). */
export function summarize(lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scores = Object.fromEntries(
    Object.entries(lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? NaN) * 100)]),
  );
  const total = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'total',
  );
  const failing = new Map();
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || notFindingGroups.has(ref.group) || failing.has(ref.id)) continue;
      if (audit.score === null || audit.score >= 0.9 || notFindings.has(audit.scoreDisplayMode)) {
        continue;
      }
      failing.set(ref.id, { category: categoryId, ...audit });
    }
  }
  const lcpParts = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  return {
    finalUrl: lhr.finalDisplayedUrl,
    scores,
    metrics: {
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      si: numeric('speed-index'),
    },
    requests: total?.requestCount ?? NaN,
    transferKb: (total?.transferSize ?? NaN) / 1024,
    failing: [...failing.values()],
    lcpElement: lcpParts.find((item) => item.type === 'node'),
    lcpSubparts: lcpParts.find((item) => item.type === 'table')?.items ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    warnings: lhr.runWarnings ?? [],
  };
}

/** Prints one route's median run, the spread of its runs, and its report's path. */
export function printRoute({ title, runs, median, reportPath }) {
  const m = summarize(median);
  const spread = runs.map((lhr) => summarize(lhr).scores.performance).join(', ');
  console.log(`\n${title}: ${m.finalUrl}`);
  console.log(
    `  median of ${runs.length} runs (performance per run: ${spread}); ` +
      `Lighthouse CPU benchmark index ${Math.round(m.benchmarkIndex ?? NaN)}`,
  );
  console.log(`  ${'metric'.padEnd(15)} ${'value'.padStart(9)}   ${'target'.padEnd(9)} verdict`);
  for (const row of rows) {
    const value = row.value(m);
    let target = '';
    let verdict = '';
    if (row.min !== undefined) {
      target = `>= ${row.format(row.min)}`;
      verdict = value >= row.min ? 'PASS' : 'MISS';
    } else if (row.max !== undefined) {
      target = `<= ${row.format(row.max)}`;
      verdict = value <= row.max ? 'PASS' : 'MISS';
    }
    const shown = Number.isFinite(value) ? row.format(value) : 'n/a';
    console.log(`  ${row.label.padEnd(15)} ${shown.padStart(9)}   ${target.padEnd(9)} ${verdict}`);
  }

  if (m.lcpElement) {
    const parts = m.lcpSubparts.map((p) => `${p.label} ${Math.round(p.duration)} ms`).join(', ');
    console.log(`  LCP element: ${m.lcpElement.snippet ?? ''} at ${m.lcpElement.selector ?? '?'}`);
    // The element's text, on one line: a page-wide element's runs on for paragraphs.
    const label = (m.lcpElement.nodeLabel ?? '').replace(/\s+/g, ' ').trim();
    if (label) console.log(`    "${label.length > 90 ? `${label.slice(0, 89)}…` : label}"`);
    if (parts) console.log(`    ${parts}`);
  } else {
    console.log('  LCP element: not reported');
  }

  if (m.failing.length === 0) console.log('  Audits scoring below 0.9: none');
  else console.log('  Audits scoring below 0.9:');
  for (const audit of m.failing) {
    const value = audit.displayValue ? ` (${audit.displayValue})` : '';
    console.log(`    [${audit.category}] ${audit.id}: ${audit.title}${value}`);
  }
  for (const warning of m.warnings) console.log(`  Lighthouse warning: ${warning}`);
  console.log(`  Report (JSON): ${reportPath}`);
}
