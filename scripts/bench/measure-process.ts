import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessMeasure {
  ms: number;
  /** Highest combined resident memory of the process and its descendants, sampled every 50 ms. */
  peakRssMb: number;
  output: string;
}

/** Runs a command to completion, timing it and sampling the memory of its whole process tree. */
export function measureProcess(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<ProcessMeasure> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0', ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let peak = 0;
    const timer = setInterval(() => {
      if (child.pid) peak = Math.max(peak, treeRssKb(child.pid));
    }, 50);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`));
      else resolve({ ms: performance.now() - started, peakRssMb: peak / 1024, output });
    });
  });
}

/** A TypeScript script run as the package's scripts run it (`node --import tsx`), measured like {@link measureProcess}. */
export function measureScript(script: string, args: string[], cwd: string): Promise<ProcessMeasure> {
  return measureProcess(process.execPath, ['--import', 'tsx', script, ...args], cwd);
}

function treeRssKb(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      rss.set(Number(entry), Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0));
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const visit = (pid: number) => {
    total += rss.get(pid) ?? 0;
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(rootPid);
  return total;
}
