import 'server-only';
import pino from 'pino';

// Secrets must never reach the logs, whatever object a caller passes.
export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'acap' },
  redact: {
    paths: [
      'password',
      '*.password',
      'token',
      '*.token',
      'authorization',
      '*.authorization',
      'cookie',
      '*.cookie',
      'headers.authorization',
      'headers.cookie',
      'secret',
      '*.secret',
    ],
    censor: '[redacted]',
  },
});
