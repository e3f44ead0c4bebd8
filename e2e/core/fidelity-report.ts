/** The fidelity harness's figures, per title and case, and summed up per case (printed after the run). */
import { percentile, type CutJump, type MuteTiming } from './fidelity-analysis';
import type { SeenFrame } from './player-probe';

export interface CaseFigures {
  slug: string;
  name: string;
  seconds: number;
  /**
   * Frames the probe observed, the frames the element presented meanwhile, those no callback observed, and of
   * those the ones whose picture cannot be known (fidelity-analysis.ts frameCoverage).
   */
  frames: number;
  presented: number;
  unobserved: number;
  unknown: number;
  /** Codes of frames shown inside a cut. */
  inCuts: number[];
  /** The longest the page ran no frame callback while playing (ms): how loaded the machine was. */
  stallMs: number;
  captions: SeenFrame[];
  markerHeard: number;
  mutes: MuteTiming[];
  jumps: CutJump[];
  extra: Record<string, string>;
}

const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : '-');
const range = (values: number[], unit: (n: number) => string) =>
  values.length ? `p50 ${unit(percentile(values, 50))} / max ${unit(Math.max(...values))}` : '-';
const frames = (n: number) => `${n} fr`;
/** Mutes whose word played to its end (the others cannot say when their silence ended). */
const timed = (mutes: MuteTiming[]) => mutes.filter((m) => !Number.isNaN(m.endAfterTagMs));

/** The lead of the jumps made while the page kept up (no stall in the second before: fidelity-analysis.ts). */
function keptUp(jumps: CutJump[]): string {
  const mine = jumps.filter((j) => j.keptUp);
  const lead = mine.map((j) => j.leadFrames).filter((n): n is number => n !== null);
  if (!mine.length) return `page kept up before 0 of ${jumps.length} jumps`;
  return `page kept up before ${mine.length} of ${jumps.length} jumps: lead ${range(lead, frames)}, sound ${range(mine.map((j) => j.leadSoundMs), ms)}`;
}

function line(r: CaseFigures): string {
  const share = r.presented ? ((100 * r.unknown) / r.presented).toFixed(2) : '0.00';
  const parts = [
    `${r.frames} frames seen of ${r.presented} presented (${r.unobserved} unobserved, ${r.unknown} unknown: ${share}%)`,
    `longest stall ${r.stallMs.toFixed(0)} ms`,
    `in cuts ${r.inCuts.length}`,
    `captions over filtering ${r.captions.length}`,
    `word heard ${r.markerHeard} quanta`,
  ];
  if (r.mutes.length) {
    parts.push(
      `${r.mutes.length} mutes: start late max ${ms(Math.max(...r.mutes.map((m) => m.startLateMs)))}, silent past the word min ${ms(Math.min(...timed(r.mutes).map((m) => m.endAfterTagMs)))}`,
    );
  }
  if (r.jumps.length) {
    const lead = r.jumps.map((j) => j.leadFrames).filter((n): n is number => n !== null);
    parts.push(`${r.jumps.length} jumps: lead ${range(lead, frames)}, sound ${range(r.jumps.map((j) => j.leadSoundMs), ms)}; ${keptUp(r.jumps)}`);
  }
  for (const [key, value] of Object.entries(r.extra)) parts.push(`${key}: ${value}`);
  return `  ${r.slug} ${r.name} (${r.seconds.toFixed(0)} s): ${parts.join('; ')}`;
}

export function printFidelity(results: CaseFigures[]): void {
  if (!results.length) return;
  const cases = [...new Set(results.map((r) => r.name))];
  const lines = ['Fidelity harness (theater, Chromium, every tag on), per title and case:', ...results.map(line), 'Per case, all titles:'];
  const all = results.flatMap((r) => r.jumps);
  for (const name of cases) {
    const mine = results.filter((r) => r.name === name);
    const mutes = mine.flatMap((r) => r.mutes);
    const jumps = mine.flatMap((r) => r.jumps);
    const lead = jumps.map((j) => j.leadFrames).filter((n): n is number => n !== null);
    const presented = mine.reduce((n, r) => n + r.presented, 0);
    const unobserved = mine.reduce((n, r) => n + r.unobserved, 0);
    const unknown = mine.reduce((n, r) => n + r.unknown, 0);
    const stall = Math.max(...mine.map((r) => r.stallMs));
    lines.push(
      `  ${name}: in cuts ${mine.reduce((n, r) => n + r.inCuts.length, 0)}, word heard ${mine.reduce((n, r) => n + r.markerHeard, 0)} quanta, ` +
        `captions over filtering ${mine.reduce((n, r) => n + r.captions.length, 0)}, unobserved ${unobserved}/${presented} (unknown ${unknown}), longest stall ${stall.toFixed(0)} ms` +
        (mutes.length
          ? `; mute start late p50 ${ms(percentile(mutes.map((m) => m.startLateMs), 50))} / p95 ${ms(percentile(mutes.map((m) => m.startLateMs), 95))} / max ${ms(Math.max(...mutes.map((m) => m.startLateMs)))}` +
            `, silent past the word min ${ms(Math.min(...timed(mutes).map((m) => m.endAfterTagMs)))}, end vs plan min ${ms(Math.min(...timed(mutes).map((m) => m.endAfterPlanMs)))}`
          : '') +
        (jumps.length ? `; jump lead ${range(lead, frames)}, sound lost before a cut ${range(jumps.map((j) => j.leadSoundMs), ms)}` : '') +
        (jumps.length ? `; ${keptUp(jumps)}` : '') +
        `; ${mine.reduce((n, r) => n + r.seconds, 0).toFixed(0)} s`,
    );
  }
  if (all.length) lines.push(`All jumps over cuts: lead ${range(all.map((j) => j.leadFrames).filter((n): n is number => n !== null), frames)}, sound lost ${range(all.map((j) => j.leadSoundMs), ms)}; ${keptUp(all)}`);
  console.log(lines.join('\n'));
}
