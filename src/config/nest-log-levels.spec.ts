import { nestLogLevels } from './nest-log-levels';

describe('nestLogLevels', () => {
  it('prints the chosen level and every more severe one, with info as Nest calls it (log)', () => {
    expect(nestLogLevels('fatal')).toEqual(['fatal']);
    expect(nestLogLevels('warn')).toEqual(['fatal', 'error', 'warn']);
    expect(nestLogLevels('info')).toEqual(['fatal', 'error', 'warn', 'log']);
    expect(nestLogLevels('verbose')).toEqual(['fatal', 'error', 'warn', 'log', 'debug', 'verbose']);
  });
});
