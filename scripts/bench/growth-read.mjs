// Child of the growth check, run as `node --conditions=react-server --import tsx` (like the CLI) so the
// real read service loads. On a fresh database, times getTenDayOutlook for random municipalities with
// one 10-day issuance stored, then again after a year of daily issuances (set-based SQL, not the API).
// Prints one JSON line of figures.
// Usage: DATABASE_URL=… or ACAP_DATA_DIR=… node … scripts/bench/growth-read.mjs DAYS READS
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/platform/db/open-database.ts';
import { prepareDatabase } from '../../src/platform/startup/prepare-database.ts';
import { setDatabaseHandle } from '../../src/platform/startup/portal-database.ts';
import { getTenDayOutlook } from '../../src/modules/weather/server/get-ten-day-outlook.ts';

const DAYS = Number(process.argv[2] ?? 365);
const READS = Number(process.argv[3] ?? 500);
const WARM_UP = 50;
const FIRST_DAY = '2024-08-19';
const DAYS_PER_STATEMENT = 61;

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.ACAP_DATA_DIR ?? '.data', poolSize: 2 });
try {
  await prepareDatabase(handle);
  const { db } = handle;
  const rowsOf = async (query) => (await db.execute(query)).rows;
  /** One issuance per day from `first` to `last` (day numbers from FIRST_DAY), created at 8 AM Manila time like PAGASA's daily issue, with its values. */
  const insertDays = async (first, last) => {
    await db.execute(sql`
      insert into weather_issuance (id, type, region_key, forecast_date, valid_from, valid_to, date_forecast, date_range, source, updated_by, date_created)
      select gen_random_uuid()::text, 'ten_day', 'calabarzon', d, d, d + 9,
             to_char(d, 'MM/DD/YYYY') || ' @8AM', to_char(d, 'Mon DD') || ' - ' || to_char(d + 9, 'Mon DD, YYYY'),
             '{"mode":"excel","files":["day1.xlsx","day2.xlsx","day3.xlsx","day4.xlsx","day5.xlsx","day6.xlsx","day7.xlsx","day8.xlsx","day9.xlsx","day10.xlsx"]}'::jsonb,
             'system', (d + time '08:00') at time zone 'Asia/Manila'
      from generate_series(${first}::int, ${last}::int) as n
      cross join lateral (select ${FIRST_DAY}::date + n as d) as day`);
    // Each statement inserts a slice of the days: set-based, yet small enough for the embedded database's memory.
    for (let from = first; from <= last; from += DAYS_PER_STATEMENT) {
      await db.execute(sql`
        insert into tenday_value (issuance_id, municipality_psgc, date, temp_min, temp_max, temp_mean, rainfall, rainfall_label, rainfall_amount, cloud_cover, humidity, wind_speed, wind_direction)
        select i.id, m.psgc, i.forecast_date + k, 22 + r.x * 3, 30 + r.x * 4, 26 + r.x * 3,
               (array['wb_normal', 'b_normal', 'near_normal', 'above_normal'])[1 + floor(r.x * 4)::int],
               (array['NO RAIN', 'LIGHT RAINS', 'MODERATE RAINS', 'HEAVY RAINS'])[1 + floor(r.x * 4)::int],
               (array['0', '0.1 - 5', '5 - 25', '25+'])[1 + floor(r.x * 4)::int],
               (array['SUNNY', 'PARTLY CLOUDY', 'MOSTLY CLOUDY', 'CLOUDY'])[1 + floor(r.x * 4)::int],
               70 + r.x * 25, 1 + r.x * 20, (array['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'])[1 + floor(r.x * 8)::int]
        from weather_issuance i
        cross join municipality m
        cross join generate_series(0, 9) as k
        -- Plausible values that vary per row, from a hash of its key.
        cross join lateral (select (hashtext(i.id || m.psgc || k) & 1023) / 1024.0 as x) as r
        where i.type = 'ten_day'
          and i.forecast_date between ${FIRST_DAY}::date + ${from}::int and ${FIRST_DAY}::date + ${Math.min(last, from + DAYS_PER_STATEMENT - 1)}::int`);
    }
  };

  const places = (await rowsOf(sql`select psgc from municipality`)).map((row) => row.psgc);
  setDatabaseHandle(handle);

  // CPU time, beside wall time, tells what a read costs apart from waiting for a CPU on a busy machine:
  // this process's, plus its PostgreSQL backends' when the server runs on this machine (/proc/PID/schedstat, in ns).
  let serverCpu = handle.kind === 'postgres' && ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(process.env.DATABASE_URL).hostname);
  const serverCpuNs = (pids) => pids.reduce((sum, pid) => sum + Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]), 0);

  /** Wall and CPU times of the read the API makes for one random municipality's latest 10-day outlook. */
  const timeReads = async () => {
    const wall = [];
    const cpu = [];
    // Both connections of the pool (the read runs two queries at once); an idle one may have been replaced since the last round.
    const pids = serverCpu ? (await Promise.all([0, 1].map(() => rowsOf(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`)))).map(([row]) => row.pid) : [];
    if (!pids.every((pid) => fs.existsSync(`/proc/${pid}/schedstat`))) serverCpu = false;
    for (let i = 0; i < WARM_UP + READS; i += 1) {
      const psgc = places[Math.floor(Math.random() * places.length)];
      const serverBefore = serverCpu ? serverCpuNs(pids) : 0;
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const outlook = await getTenDayOutlook(handle.db, { municipality: psgc });
      const ms = performance.now() - started;
      const client = process.cpuUsage(cpuBefore);
      const serverMs = serverCpu ? (serverCpuNs(pids) - serverBefore) / 1e6 : 0;
      if (outlook.municipalities.length !== 1 || outlook.municipalities[0].days.length !== 10)
        throw new Error(`the outlook of ${psgc} is not one place with 10 days`);
      if (i >= WARM_UP) {
        wall.push(ms);
        cpu.push((client.user + client.system) / 1000 + serverMs);
      }
    }
    return { wall, cpu };
  };

  // The same reads on the first issuance alone, then on the whole year: what growth costs.
  await insertDays(0, 0);
  const first = await timeReads();
  const loadStarted = performance.now();
  await insertDays(1, DAYS - 1);
  const loadMs = performance.now() - loadStarted;
  const year = await timeReads();
  const [{ issuances, values }] = await rowsOf(sql`
    select (select count(*) from weather_issuance where type = 'ten_day')::int as issuances, (select count(*) from tenday_value)::int as values`);

  // The plans behind the figures: the latest issuance, then its values for one place.
  const explain = async (query) => (await rowsOf(sql`explain (analyze, costs off, timing on) ${query}`)).map((row) => Object.values(row)[0]);
  const latestPlan = await explain(sql`select * from weather_issuance where type = 'ten_day' and region_key = 'calabarzon' order by date_created desc limit 1`);
  const [latest] = await rowsOf(sql`select id from weather_issuance where type = 'ten_day' order by date_created desc limit 1`);
  const valuesPlan = await explain(sql`select * from tenday_value where issuance_id = ${latest.id} and municipality_psgc in (${places[0]}) order by date`);

  console.log(JSON.stringify({ kind: handle.kind, serverCpu, issuances, values, loadMs, first, year, latestPlan, valuesPlan }));
} finally {
  setDatabaseHandle(undefined);
  await handle.close();
}
