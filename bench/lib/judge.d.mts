// Types of bench/lib/judge.mjs, for its test.
export const IDLE_CPU_SHARE: number;
export const IDLE_LATENCY_FACTOR: number;
export const LOADED_PER_CORE: number;
export const OTHERS_PER_CORE: number;
export const QUIET_FLOOR_P99_MS: number;
export function isIdle(w: { cpuShare: number; latencyMs: number; floorMs: number }): boolean;
export function machineState(m: {
  loadBefore: number;
  loadAfter: number;
  cores: number;
  othersCores?: number | null;
}): { loaded: boolean; label: string };
export type Statuses = Record<string, number>;
export function classifyErrors(
  statuses: Statuses | undefined,
  expected?: number[],
): { count: number; kinds: Record<string, number>; label: string };
export function addStatuses(...all: (Statuses | undefined)[]): Statuses;
export type Verdict = { pass: boolean; ratio: number | undefined; basis: string };
export function latencyVerdict(v: {
  value: number | undefined;
  limit: number;
  floorMs: number;
  quiet: boolean;
}): Verdict;
export function cpuVerdict(v: {
  cpuMs: number | undefined;
  helloCpuMs: number;
  limitRatio: number;
  floor?: string;
}): Verdict;
export const QUIET_FLOOR_SATURATION: number;
export function saturationVerdict(v: {
  value: number | undefined;
  limit: number;
  floorRps: number;
  quiet: boolean;
}): Verdict;
