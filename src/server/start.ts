/**
 * Entry point of `npm start`. NODE_ENV must be settled before React and Next load
 * (they pick their production or development build when first imported), so it is
 * set here and only then is the process module loaded.
 */
import path from 'node:path';

const env = process.env as Record<string, string | undefined>;
env.NODE_ENV ||= 'production';
env.NEXT_TELEMETRY_DISABLED ||= '1';

// Paths (translations, the web build) are resolved from the project root.
process.chdir(path.resolve(__dirname, '../..'));

void import('./main');
