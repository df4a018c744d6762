/**
 * `tsx build/with-keyring.ts <command> [args...]`: runs a command with a private, unlocked keychain
 * (see private-keyring.ts) on Linux, and the plain environment elsewhere; stops the keychain when the
 * command ends and passes on its exit code. The end-to-end suite runs its lab browser host this way,
 * so a key pasted in Settings lands in a real Secret Service.
 */
import { spawn } from 'node:child_process';
import { startPrivateKeyring, type PrivateKeyring } from './private-keyring';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx build/with-keyring.ts <command> [args...]');
  process.exit(2);
}
const keyring: PrivateKeyring | null = process.platform === 'linux' ? await startPrivateKeyring() : null;
const child = spawn(command, args, { env: keyring?.env ?? process.env, stdio: 'inherit' });
const stop = (signal: NodeJS.Signals) => child.kill(signal);
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
child.on('exit', (code, signal) => {
  void (keyring?.stop() ?? Promise.resolve()).finally(() => process.exit(code ?? (signal ? 1 : 0)));
});
