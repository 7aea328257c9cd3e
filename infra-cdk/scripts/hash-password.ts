import { hashPassword, verifyPassword } from '@vongbi/functions/core/auth/password';

// Hashes the admin password for the AdminCredentials secret (scrypt, the format the login checks).
// The password is read from standard input: typed (hidden, asked twice) or piped. Nothing is written to
// disk and the password never appears in the shell history or the process list.
//
//   npm run -s hash-password -w infra-cdk                      prints scrypt$N$r$p$salt$hash
//   npm run -s hash-password -w infra-cdk -- --username admin  prints {"username":"admin","passwordHash":"…"}

const MIN_LENGTH = 12;

const usernameArgument = (): string | undefined => {
  const at = process.argv.indexOf('--username');
  if (at === -1) return undefined;
  const value = process.argv[at + 1];
  if (!value || value.startsWith('--')) throw new Error('--username needs a value');
  return value;
};

/** One line typed at the terminal, not echoed. */
const askHidden = (prompt: string): Promise<string> =>
  new Promise((resolve) => {
    process.stderr.write(prompt);
    const stdin = process.stdin;
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') {
          process.stderr.write('\n');
          process.exit(130);
        } else if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stderr.write('\n');
          resolve(typed);
          return;
        } else if (char === '\u007f' || char === '\b') {
          typed = typed.slice(0, -1);
        } else {
          typed += char;
        }
      }
    };
    stdin.on('data', onData);
  });

const readPiped = async (): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
};

const main = async () => {
  const username = usernameArgument();
  let password: string;
  if (process.stdin.isTTY) {
    password = await askHidden('Admin password: ');
    if ((await askHidden('Again: ')) !== password) throw new Error('The two passwords differ');
  } else {
    password = await readPiped();
  }
  if (password.length < MIN_LENGTH) throw new Error(`Use at least ${MIN_LENGTH} characters`);

  const passwordHash = await hashPassword(password);
  if (!(await verifyPassword(password, passwordHash))) throw new Error('The new hash does not verify');
  process.stdout.write(`${username === undefined ? passwordHash : JSON.stringify({ username, passwordHash })}\n`);
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
