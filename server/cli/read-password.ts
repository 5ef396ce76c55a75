// The CLI's password input: typed without echo (twice) on a terminal, else the first line of stdin,
// so `printf '%s\n' "$PASSWORD" | npm run admin -- create alice` works in scripts.
import { createInterface } from 'node:readline';

async function readStdinLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { stdin, stderr } = process;
    stderr.write(question);
    let answer = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          cleanup();
          stderr.write('\n');
          return resolve(answer);
        }
        if (char === '\u0003') {
          cleanup();
          return reject(new Error('Cancelled'));
        }
        if (char === '\u007f' || char === '\b') answer = answer.slice(0, -1);
        else answer += char;
      }
    };
    const cleanup = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
    };
    stdin.on('data', onData);
  });
}

export async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readStdinLine();
  const first = await promptHidden('New password (12+ characters): ');
  const second = await promptHidden('Repeat it: ');
  if (first !== second) throw new Error('The passwords do not match');
  return first;
}
