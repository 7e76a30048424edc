// The slowest test files (vitest JSON reports) and the slowest journeys (Playwright's JSON
// report), for the CI summary: printed every run so a suite's growth is seen when it happens,
// not when CI is over budget (docs/decisions/0062).

export type VitestFileTimes = { testResults?: { name: string; startTime?: number; endTime?: number }[] };

type PwResult = { duration?: number };
type PwTest = { projectName: string; results?: PwResult[] };
type PwSpec = { title: string; file?: string; tests?: PwTest[] };
export type PwSuite = { title: string; file?: string; specs?: PwSpec[]; suites?: PwSuite[] };

export interface Timed {
  /** What to print: the file (relative to `root`), or "file [project] > journey". */
  name: string;
  ms: number;
}

/** Each file's wall time (its end minus its start), slowest first, from any number of reports. */
export function slowestFiles(reports: { label: string; report: VitestFileTimes }[], root: string, count: number): Timed[] {
  const all: Timed[] = [];
  for (const { label, report } of reports) {
    for (const f of report.testResults ?? []) {
      if (f.startTime === undefined || f.endTime === undefined) continue;
      all.push({ name: `${f.name.replace(`${root}/`, '')} (${label})`, ms: f.endTime - f.startTime });
    }
  }
  return top(all, count);
}

/** Each journey at each width (all its attempts, retries included), slowest first. */
export function slowestJourneys(suites: PwSuite[], count: number): Timed[] {
  const all: Timed[] = [];
  const walk = (suite: PwSuite, file: string, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        all.push({ name: `${spec.file ?? file} [${t.projectName}] > ${[...path, spec.title].join(' > ')}`, ms });
      }
    }
    // The file's own suite is named after the file: only describe blocks join the path.
    for (const s of suite.suites ?? []) walk(s, s.file ?? file, [...path, s.title]);
  };
  for (const s of suites) walk(s, s.file ?? s.title, []);
  return top(all, count);
}

function top(all: Timed[], count: number): Timed[] {
  return all.sort((a, b) => b.ms - a.ms || a.name.localeCompare(b.name)).slice(0, count);
}

/** "   12.3 s  name", one line each, seconds with one decimal. */
export function formatTimed(heading: string, rows: Timed[]): string[] {
  if (!rows.length) return [];
  return [heading, ...rows.map((r) => `  ${(r.ms / 1000).toFixed(1).padStart(7)} s  ${r.name}`)];
}
