import { Injectable } from '@nestjs/common';
import { PrismaService } from './prisma.service';

/** How long a readiness probe waits for the database before calling it unreachable. */
const PING_TIMEOUT_MS = 5000;

/** Whether the database answers: what readiness asks of it. */
@Injectable()
export class DatabaseProbe {
  constructor(private readonly prisma: PrismaService) {}

  /** True when the database answers a trivial query within PING_TIMEOUT_MS. */
  async isReachable(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((done) => {
      timer = setTimeout(() => done(false), PING_TIMEOUT_MS);
    });
    const ping = this.prisma.$queryRaw`SELECT 1`.then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
