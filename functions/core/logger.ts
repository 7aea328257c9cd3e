import { env } from './env';

// Structured JSON logs, one line per event, so CloudWatch Logs Insights can query them by field.

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(message: string, data?: Record<string, unknown>): void;
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

export const createLogger = (base: Record<string, unknown> = {}): Logger => {
  const write = (level: Level) => (message: string, data?: Record<string, unknown>) => {
    const threshold = order[env.logLevel as Level] ?? order.info;
    if (order[level] < threshold) return;
    const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...base, ...data });
    (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
};
