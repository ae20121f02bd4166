// The bench's pure rules (bench/lib/judge.mjs): drained, quiet or loaded, errors, and what a
// verdict rests on. No timing here: the figures are given.
import { describe, expect, it } from 'vitest';
import {
  addStatuses,
  classifyErrors,
  cpuVerdict,
  isIdle,
  latencyVerdict,
  machineState,
  saturationVerdict,
} from '../../bench/lib/judge.mjs';

describe('bench: drained', () => {
  it('needs both an idle server and a health check near its floor', () => {
    expect(isIdle({ cpuShare: 0.02, latencyMs: 1.5, floorMs: 1 })).toBe(true);
    expect(isIdle({ cpuShare: 0.5, latencyMs: 1, floorMs: 1 })).toBe(false);
    expect(isIdle({ cpuShare: 0, latencyMs: 40, floorMs: 1 })).toBe(false);
    expect(isIdle({ cpuShare: 0, latencyMs: Number.POSITIVE_INFINITY, floorMs: 1 })).toBe(false);
  });
});

describe('bench: quiet or loaded', () => {
  it("decides on the other processes' CPU where it is known, not the bench's own load", () => {
    const busyBench = machineState({ loadBefore: 2.1, loadAfter: 2.4, cores: 2, othersCores: 0.1 });
    expect(busyBench.loaded).toBe(false);
    expect(busyBench.label).toBe('quiet (load 2.1→2.4 on 2 cores, others 0.1 cores)');
    const shared = machineState({ loadBefore: 3.2, loadAfter: 4, cores: 2, othersCores: 0.9 });
    expect(shared.loaded).toBe(true);
    expect(shared.label).toMatch(/^loaded \(load 3\.2→4\.0 on 2 cores/);
  });

  it('falls back to the load average before the scenario over 0.7 × cores', () => {
    expect(machineState({ loadBefore: 1.5, loadAfter: 1, cores: 2 }).loaded).toBe(true);
    expect(machineState({ loadBefore: 1.3, loadAfter: 3, cores: 2 }).loaded).toBe(false);
  });
});

describe('bench: errors', () => {
  it('counts timeouts, 5xx and unexpected 503/429 by kind, and 2xx/3xx not at all', () => {
    const e = classifyErrors({ 200: 900, 304: 5, timeout: 100, 500: 2, 502: 1, 503: 3, 429: 4, 404: 1 });
    expect(e.count).toBe(111);
    expect(e.kinds).toEqual({ timeout: 100, '5xx': 3, 503: 3, 429: 4, '4xx': 1 });
    expect(e.label).toMatch(/^100 timeout, 4 429, .*1 4xx$/);
  });

  it('lets a scenario expect 503 or 429', () => {
    expect(classifyErrors({ 200: 10, 503: 7 }, [503]).count).toBe(0);
    expect(classifyErrors({ 200: 10, connection: 2 }, [503]).kinds).toEqual({ connection: 2 });
  });

  it('adds the saturation and fixed-rate phases', () => {
    expect(addStatuses({ 200: 1, timeout: 2 }, undefined, { 200: 3 })).toEqual({ 200: 4, timeout: 2 });
  });
});

describe('bench: verdicts', () => {
  it('believes a time on a quiet machine', () => {
    expect(latencyVerdict({ value: 19, limit: 20, floorMs: 3, quiet: true }).pass).toBe(true);
    expect(latencyVerdict({ value: 21, limit: 20, floorMs: 3, quiet: true }).pass).toBe(false);
  });

  it('judges a time on a loaded machine by its ratio to the same run’s floor', () => {
    // 20 ms over a quiet floor of 3 ms: 6.7 floors allowed.
    const slowMachine = latencyVerdict({ value: 60, limit: 20, floorMs: 12, quiet: false });
    expect(slowMachine.ratio).toBe(5);
    expect(slowMachine.pass).toBe(true);
    expect(latencyVerdict({ value: 60, limit: 20, floorMs: 6, quiet: false }).pass).toBe(false);
    expect(latencyVerdict({ value: undefined, limit: 20, floorMs: 6, quiet: false }).pass).toBe(false);
  });

  it('judges saturation in req/s when quiet, and as a share of the same run’s floor when loaded', () => {
    expect(saturationVerdict({ value: 3016, limit: 3000, floorRps: 58_947, quiet: true }).pass).toBe(true);
    expect(saturationVerdict({ value: 2900, limit: 3000, floorRps: 58_947, quiet: true }).pass).toBe(false);
    // 3,000 of a quiet floor's 55,000 is 5.5 %: a loaded run whose hello saturates at 35,851 needs 1,956.
    const loaded = saturationVerdict({ value: 1339, limit: 3000, floorRps: 35_851, quiet: false });
    expect(loaded.ratio).toBeCloseTo(0.0373, 3);
    expect(loaded.pass).toBe(false);
    expect(saturationVerdict({ value: 2000, limit: 3000, floorRps: 35_851, quiet: false }).pass).toBe(true);
    expect(saturationVerdict({ value: undefined, limit: 3000, floorRps: 35_851, quiet: false }).pass).toBe(
      false,
    );
  });

  it('judges CPU per request as a multiple of the hello’s', () => {
    expect(cpuVerdict({ cpuMs: 0.18, helloCpuMs: 0.02, limitRatio: 12 })).toMatchObject({
      pass: true,
      ratio: 9,
    });
    expect(cpuVerdict({ cpuMs: 0.3, helloCpuMs: 0.02, limitRatio: 12 }).pass).toBe(false);
    expect(cpuVerdict({ cpuMs: undefined, helloCpuMs: 0.02, limitRatio: 12 }).pass).toBe(false);
  });
});

describe('bench: CPU over another floor of the same run', () => {
  it('judges tracking against the bare Hono storing the same views, and says so', () => {
    const v = cpuVerdict({ cpuMs: 0.6, helloCpuMs: 0.24, limitRatio: 3, floor: 'floor' });
    expect(v).toMatchObject({ pass: true, ratio: 2.5, basis: '× floor CPU' });
    expect(cpuVerdict({ cpuMs: 1.3, helloCpuMs: 0.24, limitRatio: 3, floor: 'floor' }).pass).toBe(false);
    expect(cpuVerdict({ cpuMs: 0.5, helloCpuMs: 0, limitRatio: 3 }).pass).toBe(false);
  });
});
