// What else the machine was doing over a scenario: the 1-minute load average before and after,
// and (Linux) the CPU all processes used minus the bench's own server, ceiling and generator.
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { machineState } from './judge.mjs';
import { cpuSeconds } from './server.mjs';

const TICKS = 100; // USER_HZ on Linux

/** CPU seconds all processes used since boot (every state but idle and iowait), or null. */
function machineBusySeconds() {
  if (!existsSync('/proc/stat')) return null;
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .map(Number);
  return (user + nice + system + irq + softirq + (steal ?? 0)) / TICKS;
}

/** The bench's own CPU seconds: this process (the load generator) and the servers it started. */
function ownSeconds(pids) {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6 + pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
}

/** Starts watching; `end()` answers the scenario's machine state (judge.mjs). */
export function watchMachine(pids) {
  const loadBefore = loadavg()[0];
  const busy0 = machineBusySeconds();
  const own0 = ownSeconds(pids);
  const t0 = performance.now();
  return {
    end() {
      const busy1 = machineBusySeconds();
      const seconds = (performance.now() - t0) / 1000;
      const othersCores =
        busy0 === null || busy1 === null
          ? null
          : Math.max(0, busy1 - busy0 - (ownSeconds(pids) - own0)) / seconds;
      return machineState({
        loadBefore,
        loadAfter: loadavg()[0],
        cores: availableParallelism(),
        othersCores,
      });
    },
  };
}
