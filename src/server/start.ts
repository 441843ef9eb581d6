/**
 * Entry point of `npm start`. NODE_ENV must be settled before React and Next load
 * (they pick their production or development build when first imported), so it is
 * set here and only then is the process module loaded.
 */
process.env.NODE_ENV ||= 'production';
process.env.NEXT_TELEMETRY_DISABLED ||= '1';

void import('./main');
