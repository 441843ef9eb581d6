// Makes public/sounds/tip.mp3, the default tip sound: a two-note bell chime (C6 then
// E6, a major third up) built from a few decaying partials. Writes a WAV with Node
// and has SoX encode it (Debian: `apt-get install sox libsox-fmt-mp3`).
// Run: `node scripts/make-tip-sound.mjs`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const RATE = 44100;
const LENGTH_S = 1.3;
/** Partials of one bell note: frequency ratio, loudness, decay time constant (s). */
const PARTIALS = [
  [1, 1, 0.32],
  [2, 0.28, 0.16],
  [2.76, 0.1, 0.09],
  [5.4, 0.04, 0.05],
];
const NOTES = [
  { frequency: 1046.5, start: 0, gain: 0.8 },
  { frequency: 1318.5, start: 0.13, gain: 1 },
];
const ATTACK_S = 0.004;
const PEAK = 0.7;

function render() {
  const samples = new Float64Array(Math.round(RATE * LENGTH_S));
  for (const note of NOTES) {
    const first = Math.round(note.start * RATE);
    for (let i = first; i < samples.length; i++) {
      const t = (i - first) / RATE;
      const attack = Math.min(1, t / ATTACK_S);
      let value = 0;
      for (const [ratio, loudness, decay] of PARTIALS) {
        value += loudness * Math.exp(-t / decay) * Math.sin(2 * Math.PI * note.frequency * ratio * t);
      }
      samples[i] += note.gain * attack * value;
    }
  }
  // Normalise, and fade the last 100 ms so the file ends in silence.
  const max = samples.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  const fade = Math.round(0.1 * RATE);
  return samples.map((v, i) => (v / max) * PEAK * Math.min(1, (samples.length - i) / fade));
}

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((v, i) => data.writeInt16LE(Math.round(v * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const dir = mkdtempSync(path.join(tmpdir(), 'tip-sound-'));
try {
  const source = path.join(dir, 'tip.wav');
  writeFileSync(source, wav(render()));
  const target = new URL('../public/sounds/tip.mp3', import.meta.url).pathname;
  execFileSync('sox', [source, '-C', '64', target]);
  console.log(`wrote ${target}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
