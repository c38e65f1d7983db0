import { Body, Controller, Delete, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPlayer, Principal, RequireScopes } from '../auth';
import { ApiErrors } from '../common';
import { ApiZodBody, ApiZodResponse } from '../openapi';
import { startVacationSchema } from './vacation-input';
import { VacationStatusDto, vacationStatusSchema } from './vacation-output';
import { VacationsService } from './vacations.service';

@ApiTags('vacations')
@Controller('api/me/vacation')
export class VacationsController {
  constructor(private readonly vacations: VacationsService) {}

  @RequireScopes('account:read')
  @Get()
  @ApiOperation({
    operationId: 'getVacation',
    description: 'My yearly allowance of vacation days, what is left of it, and the vacation running now.',
    summary: 'My vacation allowance, and the vacation running now',
  })
  @ApiZodResponse(200, vacationStatusSchema, 'the allowance, the days used and left this year, the vacation running')
  status(@CurrentPlayer() caller: Principal): Promise<VacationStatusDto> {
    return this.vacations.status(caller.playerId);
  }

  @RequireScopes('match:play')
  @Put()
  @ApiOperation({
    operationId: 'startVacation',
    description:
      'Starts a vacation until a time or for whole days: the deadlines of my matches stand still, within my allowance.',
    summary: 'Go on vacation: my deadlines stand still until it ends (docs/vacations.md)',
  })
  @ApiZodBody(startVacationSchema, '`until` (an ISO 8601 date-time) or `days` (whole days from now): exactly one')
  @ApiZodResponse(200, vacationStatusSchema, 'the vacation started, recorded in every active match I sit in')
  @ApiErrors('VALIDATION_FAILED', 'ALREADY_ON_VACATION', 'VACATION_ALLOWANCE_EXCEEDED')
  start(@CurrentPlayer() caller: Principal, @Body() body: unknown): Promise<VacationStatusDto> {
    return this.vacations.start(caller.playerId, body);
  }

  @RequireScopes('match:play')
  @Delete()
  @ApiOperation({
    operationId: 'endVacation',
    description: 'Ends my vacation now; my deadlines run again, and the whole days not begun return to my allowance.',
    summary: 'End my vacation now; the whole days not begun are given back',
  })
  @ApiZodResponse(200, vacationStatusSchema, 'the vacation ended, recorded in every active match I sit in')
  @ApiErrors('NOT_ON_VACATION')
  end(@CurrentPlayer() caller: Principal): Promise<VacationStatusDto> {
    return this.vacations.end(caller.playerId);
  }
}
