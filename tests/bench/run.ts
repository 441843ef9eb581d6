/**
 * `npm run bench [name...]`: runs the benchmarks (all, or those named) one after the
 * other and prints their figures. Each compares itself with a baseline measured in
 * the same run, so the ratios mean something on any machine.
 */
import { run as bundle } from './bundle.bench';
import { run as performersSearch } from './performers-search.bench';
import { run as scaleOut } from './scale-out.bench';
import { run as streamChat } from './stream-chat.bench';
import { run as tips } from './tips.bench';
import { run as videoStream } from './video-stream.bench';

const BENCHMARKS: Record<string, () => Promise<void>> = {
  bundle,
  'performers-search': performersSearch,
  'scale-out': scaleOut,
  'stream-chat': streamChat,
  tips,
  'video-stream': videoStream,
};

async function main() {
  const wanted = process.argv.slice(2);
  const names = wanted.length ? wanted : Object.keys(BENCHMARKS);
  for (const name of names) {
    const bench = BENCHMARKS[name];
    if (!bench) {
      console.error(`unknown benchmark ${name}; known: ${Object.keys(BENCHMARKS).join(', ')}`);
      process.exitCode = 2;
      continue;
    }
    console.log(`\n=== ${name}`);
    await bench();
  }
}

void main().then(() => process.exit(process.exitCode ?? 0));
