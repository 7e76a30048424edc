// The donations export at volume: the server (production mode, on PostgreSQL) streams every
// order of a big table while its resident memory is sampled. Decision 0037's target: the RSS
// grows less than 50 MB over a 500,000-row export, and the first byte comes long before the last.
//   npm exec -- node bench/export-memory.ts --load                 make exports_mem (500,000 orders), measure
//   npm exec -- node bench/export-memory.ts                        measure again on the kept database
//   npm exec -- node bench/export-memory.ts --concurrent           three at once, and a public API call's latency meanwhile
//   npm exec -- node bench/export-memory.ts --load-donations --path='/api/v1/admin/statements/2026-27.csv?part=missing-id'
//                                                                  the statement's follow-up list on 500,000 donations
//   npm exec -- node bench/export-memory.ts --rows=100000 --db=exports_small --load --drop
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDonations, loadOrders, measureExport, staffCookie } from './lib/export-memory.ts';
import { adminUrl, createDatabase, databaseUrl, dropDatabase } from './lib/pg.ts';
import { freePort, installSignalHandlers, stopAll, stopProcess } from './lib/processes.ts';
import { startAppServer } from './lib/server.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name: string) => process.argv.includes(`--${name}`);

async function main() {
  installSignalHandlers();
  const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..');
  const rows = Number(arg('rows') ?? 500_000);
  const name = arg('db') ?? 'exports_mem';
  const path = arg('path') ?? '/api/v1/admin/orders.csv';
  const admin = adminUrl();
  const url = flag('load') ? await createDatabase(admin, name) : databaseUrl(admin, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-exports-'));
  const server = await startAppServer({ rootDir, name: 'export-server', port: await freePort(), databaseUrl: url, dataDir, mode: 'production', seed: 'never' });
  try {
    if (flag('load')) {
      const t = performance.now();
      await loadOrders(url, rows);
      console.log(`loaded ${rows} orders in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
    if (flag('load-donations')) {
      const t = performance.now();
      await loadDonations(url, rows);
      console.log(`loaded ${rows} donations in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
    const cookie = await staffCookie(server.base, url);
    if (flag('concurrent')) {
      // Three exports at once while a donor's page asks the public API, one call after another.
      const latencies: number[] = [];
      let exporting = true;
      const probe = (async () => {
        while (exporting) {
          const t = performance.now();
          await (await fetch(`${server.base}/api/v1/settings`)).arrayBuffer();
          latencies.push(performance.now() - t);
          await new Promise((r) => setTimeout(r, 20));
        }
      })();
      const all = await Promise.all([0, 1, 2].map(() => measureExport(server.base, path, cookie, { pid: server.pid })));
      exporting = false;
      await probe;
      latencies.sort((a, b) => a - b);
      const q = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0);
      console.log(
        JSON.stringify(
          {
            path,
            exports: all.map((m) => ({ ms: Math.round(m.ms), rows: m.rows, complete: m.complete, rssPeakMb: Math.round(m.rssPeakMb ?? 0) })),
            rssStartMb: Math.round(all[0]?.rssStartMb ?? 0),
            publicApi: { calls: latencies.length, p50: q(0.5), p99: q(0.99), max: Math.round(latencies.at(-1) ?? 0) },
          },
          null,
          2,
        ),
      );
      return;
    }
    const m = await measureExport(server.base, path, cookie, { pid: server.pid });
    if (m.status >= 500 || !m.complete) console.error(server.proc.tail());
    const grew = m.rssPeakMb !== undefined && m.rssStartMb !== undefined ? m.rssPeakMb - m.rssStartMb : undefined;
    console.log(
      JSON.stringify(
        { path, ...m, ms: Math.round(m.ms), firstByteMs: Math.round(m.firstByteMs), rssGrowthMb: grew === undefined ? undefined : Math.round(grew) },
        null,
        2,
      ),
    );
  } finally {
    await stopProcess(server.proc);
    rmSync(dataDir, { recursive: true, force: true });
    if (flag('drop')) await dropDatabase(admin, name);
  }
}

main()
  .catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
