import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'hearth-api' },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'], censor: '[redacted]' },
  });
}
