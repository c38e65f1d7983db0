import { Global, Module } from '@nestjs/common';
import { AppConfig } from './app-config';
import { APP_CONFIG } from './app-config.token';
import { InvalidConfigError } from './invalid-config.error';
import { loadConfig } from './load-config';
import { SecurityConfig, securityConfigFrom } from './security.config';

/**
 * Provides `AppConfig` read from `process.env` once, and the `SecurityConfig`
 * derived from it. `main.ts` validates before Nest starts so that bad values
 * end the process with their messages; tests override APP_CONFIG with a
 * configuration of their own.
 */
@Global()
@Module({
  providers: [
    {
      provide: APP_CONFIG,
      useFactory: (): AppConfig => {
        const config = loadConfig(process.env);
        if (!config.ok) throw new InvalidConfigError(config.error);
        return config.value;
      },
    },
    { provide: SecurityConfig, inject: [APP_CONFIG], useFactory: securityConfigFrom },
  ],
  exports: [APP_CONFIG, SecurityConfig],
})
export class ConfigModule {}
