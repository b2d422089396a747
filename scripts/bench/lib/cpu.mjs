/**
 * CPU accounting from /proc (Linux), so a benchmark can say how busy the server was and whether
 * something else on the machine competed with it. Every function returns null elsewhere.
 */
import { readFileSync } from 'node:fs';

const USER_HZ = 100;

/** CPU seconds (user + system) of a process and its direct children (nginx's workers). */
export function processCpuSeconds(pid) {
  try {
    const ticks = (id) => {
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
      return Number(fields[11]) + Number(fields[12]);
    };
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean);
    return [pid, ...children].reduce((sum, id) => sum + ticks(id), 0) / USER_HZ;
  } catch {
    return null;
  }
}

/** CPU seconds all cores spent busy (not idle or waiting on I/O) since boot. */
export function machineBusySeconds() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
    return (user + nice + system + irq + softirq + steal) / USER_HZ;
  } catch {
    return null;
  }
}
