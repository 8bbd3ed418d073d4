/**
 * `npm start`: the sandbox platform and the web client (sandbox profile) together, for a newcomer
 * or a trainer. Ctrl+C stops both.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { repoRoot } from './lib/paths.ts';

const children: ChildProcess[] = [];
function run(command: string, args: string[]): void {
  const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: process.env });
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
}

run('npx', ['tsx', 'mocks/cli.ts', 'serve']);
run('npx', ['vite', '--mode', 'sandbox']);
console.log('\n  Hospital staff client: http://127.0.0.1:5173/  (sandbox platform: http://127.0.0.1:4010)\n');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
  });
}
