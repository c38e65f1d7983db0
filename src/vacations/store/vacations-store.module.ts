import { Module } from '@nestjs/common';
import { DatabaseModule } from '../../database/database.module';
import { PrismaVacationsRepository } from './prisma-vacations.repository';
import { VacationsRepository } from './vacations.repository';

/** Where vacations are kept, for those who read them: matches (a start records who is away), profiles, the vacations API. */
@Module({
  imports: [DatabaseModule],
  providers: [{ provide: VacationsRepository, useClass: PrismaVacationsRepository }],
  exports: [VacationsRepository],
})
export class VacationsStoreModule {}
