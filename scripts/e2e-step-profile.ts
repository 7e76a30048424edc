// Where the journeys' time goes, by kind of step: a Playwright reporter for measuring, not for CI.
//   npx playwright test --reporter=list,./scripts/e2e-step-profile.ts
// At the end it prints each kind of browser call (page.goto, page.screenshot, locator.click, an
// expect…) with its count and total time, then each helper of e2e/fixtures.ts that wraps its work
// in a test.step (visit, snap and its 1280 px half, axe). Only a step's own call is counted, not the
// calls nested in it, except for the helpers' rows, which are totals of what they contain.
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

type Row = { count: number; ms: number };

/** "Navigate to \"/campaigns/x\"" → "Navigate to"; "Click getByRole('button'…)" → "Click". */
function kind(step: TestStep): string {
  const title = step.title.replace(/\s*["'`(].*$/s, '').replace(/\s+\d.*$/, '');
  return `${step.category}: ${title}`.slice(0, 60);
}

function nestedInApiCall(step: TestStep): boolean {
  for (let p = step.parent; p; p = p.parent) if (p.category === 'pw:api' || p.category === 'expect') return true;
  return false;
}

export default class StepProfile implements Reporter {
  private calls = new Map<string, Row>();
  private helpers = new Map<string, Row>();
  private testMs = 0;

  onStepEnd(_test: TestCase, _result: TestResult, step: TestStep): void {
    const add = (map: Map<string, Row>, key: string) => {
      const row = map.get(key) ?? { count: 0, ms: 0 };
      row.count += 1;
      row.ms += step.duration;
      map.set(key, row);
    };
    if (step.category === 'test.step') add(this.helpers, step.title.replace(/ .*$/, ''));
    else if ((step.category === 'pw:api' || step.category === 'expect') && !nestedInApiCall(step)) add(this.calls, kind(step));
  }

  onTestEnd(_test: TestCase, result: TestResult): void {
    this.testMs += result.duration;
  }

  onEnd(_result: FullResult): void {
    const table = (map: Map<string, Row>) =>
      [...map.entries()]
        .sort((a, b) => b[1].ms - a[1].ms)
        .slice(0, 25)
        .map(([k, v]) => `${(v.ms / 1000).toFixed(1).padStart(8)} s ${String(v.count).padStart(6)}×  ${k}`)
        .join('\n');
    console.log(`\nTest time ${(this.testMs / 1000).toFixed(0)} s. Browser calls and expects, by kind:\n${table(this.calls)}`);
    console.log(`\nHelpers (test.step, totals of what they contain):\n${table(this.helpers)}\n`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
