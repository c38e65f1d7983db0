import { ApiExamples } from '../openapi';
import { HealthController } from './health.controller';

export const healthExamples: ApiExamples = (_app, add) => {
  add('Health', 'ok', 'The process answers', new HealthController().health());
};
