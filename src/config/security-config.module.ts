import { Global, Module } from '@nestjs/common';
import { SecurityConfig, loadSecurityConfig } from './security.config';

@Global()
@Module({
  providers: [{ provide: SecurityConfig, useFactory: () => loadSecurityConfig(process.env) }],
  exports: [SecurityConfig],
})
export class SecurityConfigModule {}
