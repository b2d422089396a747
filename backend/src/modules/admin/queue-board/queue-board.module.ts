import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';

import { AuthModule, SecondFactorModule } from '../../auth/index.js';
import { UsersModule } from '../../users/index.js';
import { AdminGuard } from '../admin-only.guard.js';
import { AuditLog } from '../audit/audit-log.js';
import { QueueBoardAudit } from './queue-board-audit.js';
import { QueueBoardDoor } from './queue-board-door.js';
import { QueueBoardPass } from './queue-board-pass.js';
import { QueueBoardSessionController } from './queue-board-session.controller.js';
import { QueueBoardRoute } from './queue-board.route.js';

/**
 * The queue board at /admin/queues and `POST /api/admin/queue-board/session`, its way in
 * (docs/adr/0038). The admin rule (AdminGuard) comes with its own needs: users, second factor;
 * changes made on the board go to the audit log.
 */
@Module({
  imports: [UsersModule, SecondFactorModule, AuthModule, JwtModule.register({})],
  controllers: [QueueBoardSessionController],
  providers: [
    AdminGuard,
    AuditLog,
    QueueBoardPass,
    QueueBoardDoor,
    QueueBoardAudit,
    QueueBoardRoute,
  ],
})
export class QueueBoardModule {}
