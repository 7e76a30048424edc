import type { FastifyInstance } from 'fastify';
import type { SupportService } from './service.ts';

export function supportRoutes(app: FastifyInstance, support: SupportService): void {
  void app;
  void support;
}
